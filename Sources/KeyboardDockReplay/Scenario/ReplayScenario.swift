import Foundation
import KeyboardDockCore

/// A keyboard session to simulate.
///
/// It holds the device and container, the dock and scroll set-up, a timeline of what happens, and optional
/// expectations. Scenarios are JSON files (`{"format":"kbdock-scenario","version":1,…}`, see
/// <doc:ScenarioFormat>) or Swift values such as ``ReplayScenario/builtIns``. Times are seconds from the
/// scenario's start; rectangles are in screen coordinates, in points.
public struct ReplayScenario: Sendable, Equatable {
  /// The value of the `format` key: `kbdock-scenario`.
  public static let format = "kbdock-scenario"
  /// The format version this code reads and writes: `1`.
  public static let currentVersion = 1

  /// A short identifier, for example `iphone-show-hide`; `kbdock run NAME` selects by it.
  public var name: String
  /// A one-line title for the table and the report.
  public var title: String
  /// What the scenario shows, in a sentence or two; optional.
  public var summary: String?
  /// The screen.
  public var device: ScenarioDevice
  /// The operating system the device reports, such as `iOS 26.1`, or `nil` when unknown.
  ///
  /// Strategies see it as an app does: what the keyboard's spring falls back to when none can be
  /// read follows it.
  public var system: String?
  /// The container (the view the bar is docked in) when the scenario starts.
  public var container: ScenarioContainer
  /// The docked bar.
  public var dock: ScenarioDock
  /// The scroll view behind the bar, if any.
  public var scroll: ScenarioScroll?
  /// The growing text view in the bar, if any.
  public var text: ScenarioText?
  /// What happens, in time order.
  public var timeline: [ScenarioEvent]
  /// Checks that fail the run (exit status 1) when violated.
  public var expectations: [ScenarioExpectation]
  /// How long to simulate, in seconds; `nil` runs until 0.75 s after the last motion settles.
  public var duration: Double?
  /// The device timing to run under, or `nil` for the default matrix
  /// (``ReplayConditions/defaultMatrix(hitchStart:rotation:)``).
  public var conditions: ReplayConditions?
  /// How the device's sources lie under every condition the scenario runs under.
  ///
  /// They join the conditions' own (``ReplayConditions/faults``): what the strategies are told,
  /// never where the keyboard is. Defaults to none.
  public var faults: [ReplaySourceFault]
  /// The source faults of the default matrix this scenario does not run under, by name
  /// (``ReplaySourceFault/name``).
  ///
  /// For a scenario whose only truthful report is the one such a fault falsifies: with both
  /// lying, nothing the app reads says where the keyboard is, and no strategy could be right.
  /// Defaults to none.
  public var withoutFaults: [String]

  /// Creates a scenario.
  public init(
    name: String, title: String, summary: String? = nil, device: ScenarioDevice, system: String? = nil,
    container: ScenarioContainer,
    dock: ScenarioDock = ScenarioDock(), scroll: ScenarioScroll? = nil, text: ScenarioText? = nil,
    timeline: [ScenarioEvent], expectations: [ScenarioExpectation] = [], duration: Double? = nil,
    conditions: ReplayConditions? = nil, faults: [ReplaySourceFault] = [], withoutFaults: [String] = []
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.device = device
    self.system = system
    self.container = container
    self.dock = dock
    self.scroll = scroll
    self.text = text
    self.timeline = timeline
    self.expectations = expectations
    self.duration = duration
    self.conditions = conditions
    self.faults = faults
    self.withoutFaults = withoutFaults
  }
}

/// The device's screen.
public struct ScenarioDevice: Sendable, Equatable {
  /// A model name for people, for example `iPhone 15`; optional.
  public var model: String?
  /// The screen's bounds, in points.
  public var screen: CGRect
  /// Pixels per point, for rounding touch positions; defaults to `3`.
  public var scale: Double

  /// Creates a device.
  public init(model: String? = nil, screen: CGRect, scale: Double = 3) {
    self.model = model
    self.screen = screen
    self.scale = scale
  }
}

/// The container's geometry: the view the bar is docked in, in screen coordinates.
public struct ScenarioContainer: Sendable, Equatable {
  /// The view's frame in screen coordinates.
  public var frame: CGRect
  /// The device's safe-area insets where the view lies (home indicator, status bar).
  public var safeArea: DockEdgeInsets
  /// The height of the bars over the view's top (navigation bar), added to the safe area's top.
  ///
  /// Defaults to `0`.
  public var topBars: CGFloat
  /// The height of a tab bar or toolbar over the view's bottom, added to the safe area's bottom.
  ///
  /// Defaults to `0`.
  public var tabBar: CGFloat
  /// `true` for an iPad app in Slide Over (see *How the iOS keyboard behaves*, "Slide Over").
  ///
  /// Defaults to `false`.
  public var isSlideOver: Bool
  /// The frame of the view's window in screen coordinates, or `nil` when it is the view's own.
  ///
  /// A Slide Over app's keyboard frames leave out the space below its window, not below the view.
  /// Defaults to `nil`.
  public var window: CGRect?
  /// `true` when the device tells the app the keyboard's frames in its window's coordinates
  /// rather than the screen's, as iPadOS 26 can for a windowed app (see *How the iOS keyboard
  /// behaves*, "Frames in window coordinates").
  ///
  /// The scenario's frames are then written as the app is told them; the simulated keyboard is
  /// where they say, moved by the window's origin. The engine is not told. Defaults to `false`.
  public var framesInWindow: Bool

  /// Creates a container.
  public init(
    frame: CGRect, safeArea: DockEdgeInsets = .zero, topBars: CGFloat = 0, tabBar: CGFloat = 0,
    isSlideOver: Bool = false, window: CGRect? = nil, framesInWindow: Bool = false
  ) {
    self.frame = frame
    self.safeArea = safeArea
    self.topBars = topBars
    self.tabBar = tabBar
    self.isSlideOver = isSlideOver
    self.window = window
    self.framesInWindow = framesInWindow
  }

  /// The view's safe-area insets: the device's plus the bars.
  public var effectiveSafeArea: DockEdgeInsets {
    var insets = safeArea
    insets.top += topBars
    insets.bottom += tabBar
    return insets
  }

  /// The engine's description of this container on `screen`.
  ///
  /// Scenarios number screens like traces do: the container is on screen `1`
  /// (`KeyboardScreenID.tracedViewScreen`), so a notification with `"screen": 2` is another
  /// screen's keyboard (see *How the iOS keyboard behaves*, "Keyboards on other screens").
  public func keyboardContainer(screen: CGRect) -> KeyboardContainer {
    KeyboardContainer(
      frameInScreen: frame, safeAreaInsets: effectiveSafeArea, screenBounds: screen,
      screen: .tracedViewScreen,
      isSlideOver: isSlideOver, windowFrameInScreen: window)
  }
}

/// The docked bar and its `DockConfiguration`.
public struct ScenarioDock: Sendable, Equatable {
  /// The bar's height with a one-line text view, in points; defaults to `52`.
  public var barHeight: CGFloat
  /// The placement options.
  public var configuration: DockConfiguration

  /// Creates a dock set-up.
  public init(barHeight: CGFloat = 52, configuration: DockConfiguration = .default) {
    self.barHeight = barHeight
    self.configuration = configuration
  }
}

/// The scroll view that fills the container behind the bar.
public struct ScenarioScroll: Sendable, Equatable {
  /// The content's height, in points.
  public var contentHeight: CGFloat
  /// The app's own content inset (the baseline scroll avoidance adds to); defaults to zero.
  public var contentInset: DockEdgeInsets
  /// The starting vertical offset, or `nil` to start at the newest content.
  ///
  /// The newest content is at the bottom, or at the top when inverted. Defaults to `nil`.
  public var contentOffset: CGFloat?
  /// `true` for a list flipped upside down.
  ///
  /// Its visual bottom is its content inset's top (see *How the iOS keyboard behaves*, "Pinned and
  /// inverted chats"). Defaults to `false`.
  public var isInverted: Bool
  /// `contentInsetAdjustmentBehavior`; defaults to `ContentInsetAdjustmentBehavior/automatic`.
  public var adjustmentBehavior: ContentInsetAdjustmentBehavior
  /// How the content moves as the bar and the keyboard cover more or less of it; defaults to
  /// `KeyboardLiftPolicy/whenAtEnd`.
  public var liftPolicy: KeyboardLiftPolicy

  /// Creates a scroll set-up.
  public init(
    contentHeight: CGFloat, contentInset: DockEdgeInsets = .zero, contentOffset: CGFloat? = nil,
    isInverted: Bool = false, adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
    liftPolicy: KeyboardLiftPolicy = .whenAtEnd
  ) {
    self.contentHeight = contentHeight
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.isInverted = isInverted
    self.adjustmentBehavior = adjustmentBehavior
    self.liftPolicy = liftPolicy
  }
}

/// The growing text view in the bar (see *How the iOS keyboard behaves*, "Auto-growing text").
public struct ScenarioText: Sendable, Equatable {
  /// The line-height and line-count limits.
  public var growth: TextGrowthConfiguration
  /// The text view's fitting height when the scenario starts, insets included; defaults to one line.
  public var contentHeight: CGFloat?
  /// Height to keep free above the bar for content when capping the text view, in points; defaults to `44`.
  public var reservedHeight: CGFloat

  /// Creates a text set-up.
  public init(growth: TextGrowthConfiguration, contentHeight: CGFloat? = nil, reservedHeight: CGFloat = 44) {
    self.growth = growth
    self.contentHeight = contentHeight
    self.reservedHeight = reservedHeight
  }
}
