#if canImport(UIKit)
import KeyboardDockCore

extension KeyboardDockInstaller {
  /// How a docked bar follows the keyboard and what it does to the scroll view above it.
  public struct Configuration: Sendable, Equatable {
    /// Where the bar rests and which keyboards it follows.
    ///
    /// Defaults to `DockConfiguration.default`: rests on the safe area, follows docked local
    /// keyboards only.
    public var dock: DockConfiguration
    /// How the scroll view's content moves as the bar and the keyboard cover more or less of it.
    ///
    /// Defaults to `KeyboardLiftPolicy.whenAtEnd`: content scrolled to its newest edge (the bottom,
    /// or the top of an inverted list) stays there; content the user scrolled away from stays where
    /// it is (see *How the iOS keyboard behaves*, "Pinned and inverted chats").
    public var liftPolicy: KeyboardLiftPolicy
    /// Whether the scroll view is an inverted (flipped) list, whose visual bottom is its content
    /// inset's top.
    ///
    /// You flip the list yourself (see *How the iOS keyboard behaves*, "Pinned and inverted chats").
    /// Defaults to `false`.
    public var isInverted: Bool
    /// Whether installing sets the scroll view's `keyboardDismissMode` to `.interactive`.
    ///
    /// A drag then pulls the keyboard and the bar down together; uninstalling restores the previous
    /// mode. Defaults to `true`.
    public var setsInteractiveDismissMode: Bool

    /// Whether content at its newest edge stays there: ``liftPolicy`` is not `never`.
    ///
    /// Setting `false` sets `never`; setting `true` turns `never` into `whenAtEnd` and keeps any
    /// other policy.
    public var keepsNewestContentVisible: Bool {
      get { liftPolicy != .never }
      set {
        if !newValue {
          liftPolicy = .never
        } else if liftPolicy == .never {
          liftPolicy = .whenAtEnd
        }
      }
    }

    /// Creates a configuration; every argument has the default documented on its property.
    public init(
      dock: DockConfiguration = .default,
      liftPolicy: KeyboardLiftPolicy = .whenAtEnd,
      isInverted: Bool = false,
      setsInteractiveDismissMode: Bool = true
    ) {
      self.dock = dock
      self.liftPolicy = liftPolicy
      self.isInverted = isInverted
      self.setsInteractiveDismissMode = setsInteractiveDismissMode
    }

    /// Creates a configuration from the Boolean form of the lift policy.
    public init(
      dock: DockConfiguration = .default,
      keepsNewestContentVisible: Bool,
      isInverted: Bool = false,
      setsInteractiveDismissMode: Bool = true
    ) {
      self.init(
        dock: dock, liftPolicy: keepsNewestContentVisible ? .whenAtEnd : .never, isInverted: isInverted,
        setsInteractiveDismissMode: setsInteractiveDismissMode)
    }
  }
}
#endif
