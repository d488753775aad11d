import Foundation

/// What the self-test's instrument observed on a real UIKit, as plain values: the input of the assumption
/// checks (`SelfTestAssumption`).
///
/// The demo app fills it during its scripted session; tests fabricate it. Times are `CACurrentMediaTime()`
/// seconds.
package struct SelfTestObservations: Sendable, Equatable, Codable {
  /// Whether the monitor read the keyboard from its in-app host view rather than from a view pinned to the
  /// keyboard layout guide.
  ///
  /// Either way the reading is the app's: since iOS 17 the host view is UIKit's
  /// in-app placeholder, animated in the bar's own block, so it is never independent evidence
  /// (`SelfTestInstrument`).
  package var isIndependent: Bool
  /// The keyboard view the instrument read, for example `UIInputSetHostView in UITextEffectsWindow`.
  package var keyboardSource = "its own host view"
  /// Every *will* notification, and what the probe read in its handler (assumption a).
  package var willNotifications: [SelfTestWillNotification]
  /// The committed animation begin times of the bar and the keyboard, per dismissal or show (assumption b).
  package var transactions: [SelfTestTransaction]
  /// The frame sources' samples and the *will* notifications, in delivery order (assumption c).
  package var frameSourceEvents: [SelfTestFrameSourceEvent]
  /// The docked bar at rest (assumption d).
  package var restingBars: [SelfTestRestingBar]
  /// The drag (the UI test's or the person's), or `nil` when there was none (assumption e).
  package var drag: SelfTestDrag?
  /// The animations Core Animation ran on the keyboard's host view, read once committed.
  package var keyboardAnimations: [SelfTestRanAnimation]
  /// How many display frames the monitor measured, over the whole run.
  package var monitorFrameCount = 0
  /// How many of them put the bar more than 0.5 pt from where it belongs, over the whole run.
  package var departureCount = 0
  /// The first departures, at most ``keptDepartures``.
  package var departures: [SelfTestDeparture] = []
  /// The screen's height in points: the frames of the screen recording are this tall.
  package var screenHeight: Double?
  /// The list after the drag, or `nil` when there was no drag.
  package var listAfterDrag: SelfTestListAfterDrag?

  /// How many departures the observations keep: 200.
  package static let keptDepartures = 200

  /// Counts a departure of the monitor's, keeping the first ``keptDepartures``.
  package mutating func addDeparture(_ departure: SelfTestDeparture) {
    departureCount += 1
    if departures.count < Self.keptDepartures { departures.append(departure) }
  }

  /// Creates observations.
  package init(
    isIndependent: Bool, willNotifications: [SelfTestWillNotification] = [],
    transactions: [SelfTestTransaction] = [], frameSourceEvents: [SelfTestFrameSourceEvent] = [],
    restingBars: [SelfTestRestingBar] = [], drag: SelfTestDrag? = nil,
    keyboardAnimations: [SelfTestRanAnimation] = []
  ) {
    self.keyboardAnimations = keyboardAnimations
    self.isIndependent = isIndependent
    self.willNotifications = willNotifications
    self.transactions = transactions
    self.frameSourceEvents = frameSourceEvents
    self.restingBars = restingBars
    self.drag = drag
  }
}

/// An animation Core Animation ran, or that a probe read: its class, its timing and whether it is additive.
package struct SelfTestAnimation: Sendable, Equatable, Codable {
  /// The animation's class, for example `CASpringAnimation`.
  package var className: String
  /// A spring's parameters, or `nil`.
  package var spring: Spring?
  /// A Bézier timing function's control points `[x1, y1, x2, y2]`, or `nil`.
  package var bezier: [Double]?
  /// The duration, in seconds (a spring's settling duration when its duration is 0).
  package var duration: Double
  /// Whether the animation is additive.
  package var isAdditive: Bool

  /// A spring's parameters.
  package struct Spring: Sendable, Equatable, Codable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    package var initialVelocity: Double

    /// Creates parameters.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
      self.initialVelocity = initialVelocity
    }
  }

  /// Creates an animation description.
  package init(
    className: String, spring: Spring? = nil, bezier: [Double]? = nil, duration: Double, isAdditive: Bool
  ) {
    self.className = className
    self.spring = spring
    self.bezier = bezier
    self.duration = duration
    self.isAdditive = isAdditive
  }

  /// Whether its timing was read: a spring, or a Bézier curve of four finite values.
  package var hasTiming: Bool {
    spring != nil || (bezier.map { $0.count == 4 && $0.allSatisfy(\.isFinite) } ?? false)
  }

  /// One line: `CASpringAnimation spring(mass 3, stiffness 1000, damping 500, v0 0), additive`.
  package var summary: String {
    var timing = "no timing"
    if let spring {
      let values = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity].map(
        SelfTestFormat.number)
      timing = "spring(mass \(values[0]), stiffness \(values[1]), damping \(values[2]), v0 \(values[3]))"
    } else if let bezier, bezier.count == 4 {
      timing =
        "bezier(\(bezier.map(SelfTestFormat.number).joined(separator: ", "))) "
        + "\(SelfTestFormat.number(duration)) s"
    }
    return "\(className) \(timing), \(isAdditive ? "additive" : "not additive")"
  }
}

/// An animation Core Animation ran on the keyboard's host view, and when it began.
package struct SelfTestRanAnimation: Sendable, Equatable, Codable {
  /// The committed `beginTime`.
  package var beginTime: Double
  /// The animation.
  package var animation: SelfTestAnimation

  /// Creates an observation.
  package init(beginTime: Double, animation: SelfTestAnimation) {
    self.beginTime = beginTime
    self.animation = animation
  }
}

/// A *will* notification and what the probe read in its handler.
package struct SelfTestWillNotification: Sendable, Equatable, Codable {
  /// The notification's short name, for example `willShow`.
  package var name: String
  /// When the handler ran.
  package var time: Double
  /// The notification's `duration`, in seconds.
  package var duration: Double
  /// What the probe read, or `nil` when the handler ran outside any animation block.
  package var animation: SelfTestAnimation?

  /// Creates an observation.
  package init(name: String, time: Double, duration: Double, animation: SelfTestAnimation?) {
    self.name = name
    self.time = time
    self.duration = duration
    self.animation = animation
  }
}

/// What started a keyboard transition, for assumption b.
package enum SelfTestTrigger: String, Sendable, Equatable, CaseIterable, Codable {
  /// A hide from a button's action.
  case buttonHide = "hide from a button"
  /// A hide from the text view's Return action.
  case returnHide = "hide from Return"
  /// A hide from a timer.
  case timerHide = "hide from a timer"
  /// A show from `becomeFirstResponder()`.
  case show = "show from becomeFirstResponder"
}

/// The committed `beginTime`s of the bar's newest animation and the keyboard host's, after one trigger.
package struct SelfTestTransaction: Sendable, Equatable, Codable {
  /// What started the transition.
  package var trigger: SelfTestTrigger
  /// The bar's newest animation's committed `beginTime`, or `nil` when the bar had no animation.
  package var barBeginTime: Double?
  /// The keyboard host view's animation's committed `beginTime`, or `nil` when none was found.
  package var keyboardBeginTime: Double?

  /// Creates an observation.
  package init(trigger: SelfTestTrigger, barBeginTime: Double?, keyboardBeginTime: Double?) {
    self.trigger = trigger
    self.barBeginTime = barBeginTime
    self.keyboardBeginTime = keyboardBeginTime
  }
}

/// The frame sources the self-test listens to, for assumption c.
package enum SelfTestFrameSource: String, Sendable, Equatable, CaseIterable, Codable {
  /// A view in the keyboard's input accessory.
  case accessory
  /// A view pinned to the keyboard layout guide.
  case layoutGuide = "layout guide"
}

/// A frame source's sample, or a *will* notification, in the order the main thread delivered them.
package enum SelfTestFrameSourceEvent: Sendable, Equatable, Codable {
  /// `willShow` (or a `willChangeFrame` to a shown keyboard).
  case willShow(time: Double)
  /// `willHide`.
  case willHide(time: Double)
  /// A source's sample during a layout pass; `reportsHidden` when it put the keyboard at its hidden place.
  case sample(SelfTestFrameSource, time: Double, reportsHidden: Bool)
}

/// The docked bar at rest with the keyboard hidden, for assumption d.
package struct SelfTestRestingBar: Sendable, Equatable, Codable {
  /// The screen measured, for example `UIKit chat`.
  package var screen: String
  /// The bar's `safeAreaInsets.bottom`, in points.
  package var safeAreaBottom: Double
  /// The lowest edge of the bar's background (its layer and sublayers), in window coordinates.
  package var backgroundBottom: Double
  /// The window's bottom edge, in window coordinates.
  package var screenBottom: Double

  /// Creates an observation.
  package init(screen: String, safeAreaBottom: Double, backgroundBottom: Double, screenBottom: Double) {
    self.screen = screen
    self.safeAreaBottom = safeAreaBottom
    self.backgroundBottom = backgroundBottom
    self.screenBottom = screenBottom
  }
}

/// A display frame on which the monitor put the bar more than 0.5 pt from where it belongs.
package struct SelfTestDeparture: Sendable, Equatable, Codable {
  /// The chat.
  package var screen: String
  /// When the frame was measured.
  package var time: Double
  /// The bar's distance from where it belongs, in points: positive above the keyboard, negative under it.
  package var difference: Double

  /// Creates a departure.
  package init(screen: String, time: Double, difference: Double) {
    self.screen = screen
    self.time = time
    self.difference = difference
  }
}

/// The chat's list when the keyboard's hide after a drag arrived, and once the keyboard rested.
package struct SelfTestListAfterDrag: Sendable, Equatable, Codable {
  /// The list's `isTracking`, `isDragging` and `isDecelerating` in the `willHide` handler.
  package var isTracking: Bool
  package var isDragging: Bool
  package var isDecelerating: Bool
  /// The vertical content offset in the `willHide` handler.
  package var offsetAtWillHide: Double
  /// The vertical content offset once the keyboard rested.
  package var offsetAtRest: Double
  /// The offsets the list allows once the keyboard rested: from the least to the greatest.
  package var lowestOffset: Double
  package var highestOffset: Double

  /// Creates an observation.
  package init(
    isTracking: Bool, isDragging: Bool, isDecelerating: Bool, offsetAtWillHide: Double, offsetAtRest: Double,
    lowestOffset: Double, highestOffset: Double
  ) {
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.offsetAtWillHide = offsetAtWillHide
    self.offsetAtRest = offsetAtRest
    self.lowestOffset = lowestOffset
    self.highestOffset = highestOffset
  }
}

/// The drag: the display frames while the keyboard followed the finger, and the frame source's
/// layout passes, for assumption e.
package struct SelfTestDrag: Sendable, Equatable, Codable {
  /// The display frames' times during the drag, in order.
  package var displayFrames: [Double]
  /// The frame source's layout passes' times during the drag, in order.
  package var layoutPasses: [Double]

  /// Creates an observation.
  package init(displayFrames: [Double], layoutPasses: [Double]) {
    self.displayFrames = displayFrames
    self.layoutPasses = layoutPasses
  }
}

/// Number formatting for the self-test's report: at most three decimals, no trailing zeros.
package enum SelfTestFormat {
  /// `value` with at most three decimals: `0.25`, `1000`, `-0.001`; `nan` and `inf` as such.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1000).rounded() / 1000 + 0
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// Points with two decimals, for the summary line: `0.00`, `12.50`.
  package static func points(_ value: Double) -> String {
    // `+ 0` turns -0 (a maximum of 0 and -0) into 0.
    String(format: "%.2f", value.isFinite ? value + 0 : 0)
  }
}
