import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// A way of placing the bar: fed what UIKit delivers on the main thread, it changes the bar's
/// layer, which the simulator shows as the render server would.
///
/// A strategy is told nothing about the device: not the commit latency, the frame rate, the
/// hitches, nor the keyboard's physics. It sees each input at the time the main thread handles
/// it, what a view moved in a notification's handler shows of the keyboard's animation
/// (``HandlerContext``), and, if it runs a display link, each frame the main thread gets. The
/// simulator holds its strategies as concrete values, not existentials, so that the per-frame
/// loop is static dispatch and allocation-free.
protocol PlacementStrategy {
  /// The name shown in the table and the report.
  var name: String { get }
  /// `true` for models of common approaches, `false` for KeyboardDock.
  var isBaselineModel: Bool { get }
  /// How the strategy moves the bar.
  var execution: StrategyExecution { get }
  /// Where the bar is before any input, in points above the container's bottom.
  var initialOffset: Double { get }
  /// Applies one input the main thread handles now (`record.time`), changing `bar` as the
  /// strategy's handler would.
  mutating func receive(_ record: KeyboardTraceRecord, context: HandlerContext, bar: inout BarLayer)
  /// A display-link callback on a frame the main thread gets: the offset for the frame shown
  /// at `targetTime` (the link's `targetTimestamp`), or `nil` when the strategy's display link
  /// is not running (no callback happens).
  mutating func displayLinkFrame(targetTime: Double) -> Double?
  /// The scroll view's state now, if the scenario has one.
  var scrollView: ScrollViewGeometry? { get }
}

extension PlacementStrategy {
  mutating func displayLinkFrame(targetTime: Double) -> Double? { nil }
}

/// What an app can read while it handles an input: for a *will* notification, what a view moved
/// in the handler shows of the keyboard's animation.
struct HandlerContext: Sendable, Equatable {
  /// The reading; ``KeyboardAnimationReading/notAnimated`` outside a *will* handler.
  var reading: KeyboardAnimationReading
  /// Whether the user's finger pans the scroll view now, or `nil` when the timeline cannot say
  /// (a recorded trace): what the app reads off the pan gesture.
  var isPanActive: Bool? = nil
  /// Whether a text-input responder exists now, or `nil` when the timeline cannot say.
  var hasTextInputResponder: Bool? = nil
  /// Where the finger touches while it pans, or `nil` when unknown or no finger pans.
  var touch: CGPoint? = nil
  /// The raw facts the app cannot read: a trace's records of them reach no driver either.
  var unknownFacts: Set<ReplayRawFact> = []

  /// Outside a handler.
  static let outside = HandlerContext(reading: .notAnimated)
}
