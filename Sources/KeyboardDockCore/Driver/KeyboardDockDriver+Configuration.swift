import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardDockDriver {
  /// How a docked bar follows the keyboard and what it does to the content above it.
  public struct Configuration: Sendable, Equatable {
    /// Where the bar rests and which keyboards it follows.
    ///
    /// Defaults to `DockConfiguration.default`.
    public var dock: DockConfiguration
    /// How a scroll view's content moves as the bar and the keyboard cover more or less of it.
    ///
    /// Defaults to ``KeyboardLiftPolicy/whenAtEnd``: content at its newest edge stays there
    /// (<doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>).
    public var liftPolicy: KeyboardLiftPolicy

    /// Whether content at its newest edge stays there: `liftPolicy` is not
    /// ``KeyboardLiftPolicy/never``.
    ///
    /// Setting `false` sets ``KeyboardLiftPolicy/never``; setting `true` turns `never` into
    /// ``KeyboardLiftPolicy/whenAtEnd`` and keeps any other policy.
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
    /// The growing text view the driver plans, or `nil` when the adapter plans growth itself from
    /// `KeyboardDockActions.growthBottomOffset`.
    ///
    /// Defaults to `nil`.
    public var textGrowth: TextGrowth?
    /// The operating system, for the keyboard's spring when none can be read
    /// (``KeyboardSpringParameters/keyboard(on:)``).
    ///
    /// Defaults to `nil`: the spring before iOS 26.
    public var system: SystemVersion?
    /// Whether the user prefers cross-fade transitions (`UIAccessibility
    /// .prefersCrossFadeTransitions`): the keyboard then fades in and out at its end frame, and
    /// the bar goes there at once (<doc:HowTheKeyboardBehaves#Cross-fade-transitions>).
    ///
    /// Read the setting, not the notification: a *will* posted outside an animation block still
    /// slides the keyboard with its duration and curve. Defaults to `false`.
    public var prefersCrossFadeTransitions: Bool
    /// Where the adapter's per-frame samples come from, or `nil` when it does not say.
    ///
    /// Without it the arbiter applies no fault of a named source
    /// (<doc:HowTheKeyboardBehaves#Sources-that-lie>). Defaults to `nil`.
    public var sampleSource: KeyboardSampleSource?

    /// Creates a configuration; every argument has the default documented on its property.
    public init(
      dock: DockConfiguration = .default, liftPolicy: KeyboardLiftPolicy = .whenAtEnd,
      textGrowth: TextGrowth? = nil, system: SystemVersion? = nil, prefersCrossFadeTransitions: Bool = false,
      sampleSource: KeyboardSampleSource? = nil
    ) {
      self.dock = dock
      self.liftPolicy = liftPolicy
      self.textGrowth = textGrowth
      self.system = system
      self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
      self.sampleSource = sampleSource
    }
  }

  /// A growing text view inside the bar, for the driver to plan.
  public struct TextGrowth: Sendable, Equatable {
    /// The text view's line rules.
    public var configuration: TextGrowthConfiguration
    /// The bar's height around the text view, in points: the bar is this plus the text view's
    /// height.
    ///
    /// A negative or non-finite value counts as `0`, one above
    /// ``KeyboardDockLimits/largestCoordinate`` (1,000,000) as that.
    public var chromeHeight: CGFloat
    /// Height above the bar the text may not take, in points, beyond the container's top safe area.
    ///
    /// A negative or non-finite value counts as `0`, one above
    /// ``KeyboardDockLimits/largestCoordinate`` (1,000,000) as that.
    public var reservedHeight: CGFloat

    /// Creates a set-up.
    public init(configuration: TextGrowthConfiguration, chromeHeight: CGFloat, reservedHeight: CGFloat = 0) {
      self.configuration = configuration
      self.chromeHeight = chromeHeight
      self.reservedHeight = reservedHeight
    }
  }
}
