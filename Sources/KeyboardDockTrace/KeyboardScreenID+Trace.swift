import KeyboardDockCore

extension KeyboardScreenID {
  /// The recorded view's screen in a trace: `1`.
  ///
  /// Screen objects have no identity that survives a recording, so a trace numbers them: `1` for
  /// the tracked view's screen, `2`, `3`… for others in the order they appear. Reading a trace
  /// gives its containers this screen, so that a notification for another screen is ignored on
  /// replay just as it was on the device (see *How the iOS keyboard behaves*, "Keyboards on other screens").
  public static let tracedViewScreen = KeyboardScreenID(rawValue: 1)
}
