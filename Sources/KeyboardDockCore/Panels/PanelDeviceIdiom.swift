/// The kind of device a panel is shown on, which decides its fallback height.
///
/// It is the device's idiom, not the window's size class: an iPad app in Slide Over or a narrow Split
/// View is horizontally compact and still gets the iPad's keyboard, and a large iPhone in landscape
/// is horizontally regular and still gets the iPhone's. See <doc:PanelsAndTheKeyboardsHeight>.
public enum PanelDeviceIdiom: String, Sendable, Hashable, CaseIterable, Codable {
  /// An iPhone or iPod touch.
  case phone
  /// An iPad, or an iPad app on a Mac.
  case pad
}
