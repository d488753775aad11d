/// How a scroll view adds the safe area to its content inset.
///
/// It mirrors `UIScrollView.ContentInsetAdjustmentBehavior` (<doc:HowTheKeyboardBehaves#Scroll-view-insets>).
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, Codable {
  /// UIKit's default, modelled as adding the safe area vertically.
  ///
  /// That is what table, collection and scroll views under a navigation or tab bar controller get.
  case automatic
  /// Adds the safe area on axes the content scrolls along.
  case scrollableAxes
  /// Never adds the safe area.
  case never
  /// Always adds the safe area.
  case always
}
