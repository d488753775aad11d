#if canImport(UIKit)
import KeyboardDockCore

extension KeyboardDockInstaller {
  /// How a docked bar follows the keyboard and what it does to the scroll view above it.
  public struct Configuration: Sendable, Equatable {
    /// Where the bar rests and which keyboards it follows.
    ///
    /// Defaults to `DockConfiguration.default`: rests on the safe area, follows docked local keyboards only.
    public var dock: DockConfiguration
    /// Whether content scrolled to its newest edge stays there as the keyboard and the bar move.
    ///
    /// The newest edge is the bottom, or the top of an inverted list; content the user scrolled away from
    /// stays where it is (see *How the iOS keyboard behaves*, "Pinned and inverted chats"). Defaults to
    /// `true`.
    public var keepsNewestContentVisible: Bool
    /// Whether the scroll view is an inverted (flipped) list, whose visual bottom is its content inset's top.
    ///
    /// You flip the list yourself (see *How the iOS keyboard behaves*, "Pinned and inverted chats").
    /// Defaults to `false`.
    public var isInverted: Bool
    /// Whether installing sets the scroll view's `keyboardDismissMode` to `.interactive`.
    ///
    /// A drag then pulls the keyboard and the bar down together; uninstalling restores the previous mode.
    /// Defaults to `true`.
    public var setsInteractiveDismissMode: Bool

    /// Creates a configuration; every argument has the default documented on its property.
    public init(
      dock: DockConfiguration = .default,
      keepsNewestContentVisible: Bool = true,
      isInverted: Bool = false,
      setsInteractiveDismissMode: Bool = true
    ) {
      self.dock = dock
      self.keepsNewestContentVisible = keepsNewestContentVisible
      self.isInverted = isInverted
      self.setsInteractiveDismissMode = setsInteractiveDismissMode
    }
  }
}
#endif
