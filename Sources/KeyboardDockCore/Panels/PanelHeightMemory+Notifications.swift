import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PanelHeightMemory {
  /// Remembers the keyboard height a notification reports, when it is a docked system keyboard's
  /// height on the container's screen.
  ///
  /// Only a `willShow` or `willChangeFrame` counts: a *did* can arrive after a newer transition and
  /// would report an older frame (a panel's, after switching back to the keyboard; see
  /// <doc:HowTheKeyboardBehaves#Notifications-and-their-order>).
  ///
  /// It is remembered when its end
  /// frame classifies as docked or as a hardware keyboard's shortcuts bar
  /// (`KeyboardGeometry.classify(_:kind:in:)`), is not another app's keyboard (`isLocal` `false`)
  /// and not another screen's. The height remembered is the end frame's height less
  /// `accessoryHeight`: with a hardware keyboard the frame is the whole keyboard, mostly below the
  /// screen (<doc:HowTheKeyboardBehaves#Hardware-keyboards>), so it is the software keyboard's
  /// height for that state, and it is remembered under the hardware-keyboard key.
  ///
  /// Call it only while the system keyboard is the input view: while a panel is shown, the
  /// notifications report the panel.
  ///
  /// - Parameters:
  ///   - notification: The notification, with frames in screen coordinates.
  ///   - container: The window or view the keyboard is measured against; its screen's size is the
  ///     key.
  ///   - accessoryHeight: The height of an input accessory view above the keyboard, which its frame
  ///     includes, in points. Defaults to `0`; a negative or non-finite value counts as `0`.
  /// - Returns: `true` when a height was remembered.
  @discardableResult
  package mutating func remember(
    _ notification: KeyboardNotification, in container: KeyboardContainer, accessoryHeight: CGFloat = 0
  ) -> Bool {
    guard let entry = Self.entry(for: notification, in: container, accessoryHeight: accessoryHeight)
    else { return false }
    return remember(keyboardHeight: entry.height, for: entry.key)
  }

  /// The key and keyboard height a notification reports, by the rules of
  /// `remember(_:in:accessoryHeight:)` before ``PanelHeightRules/minimumKeyboardHeight``, or `nil`
  /// when it reports no docked system keyboard on the container's screen.
  ///
  /// The key's `PanelHeightKey.isHardwareKeyboardAttached` tells whether a hardware keyboard is
  /// attached now, which a panel's `PanelPlacement` needs.
  package static func entry(
    for notification: KeyboardNotification, in container: KeyboardContainer, accessoryHeight: CGFloat = 0
  ) -> Entry? {
    guard notification.kind == .willShow || notification.kind == .willChangeFrame,
      notification.isLocal != false, let frame = notification.endFrame
    else { return nil }
    if let screen = notification.screen, let own = container.screen, screen != own { return nil }
    let attachment: KeyboardAttachment
    switch KeyboardGeometry.classify(frame, kind: notification.kind, in: container) {
    case .visible(let value) where value.isDocked: attachment = value
    default: return nil
    }
    guard
      let key = PanelHeightKey(
        screenSize: container.screenBounds.size, isHardwareKeyboardAttached: attachment == .shortcutsBar)
    else { return nil }
    let accessory = accessoryHeight.isFinite ? max(0, accessoryHeight) : 0
    return Entry(key: key, height: frame.height - accessory)
  }
}
