import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// A model of a common approach to docking a bar, labelled as a model: it is not any
/// particular library, only the pattern, named for the mechanism it uses.
///
/// The handler models listen to `willShow`, `willChangeFrame` and `willHide`, take the
/// keyboard's height as `container bottom − end frame's top` (clamped to the container), and set
/// the bar there inside the handler, where UIKit animates it with the keyboard's own animation
/// (interruptions included), committed with the keyboard's and run in the render server. Their
/// path is the keyboard's motion between the start and end layouts, but `max(keyboard height,
/// resting inset)` is not linear in the keyboard's position: they lead the keyboard by up to the
/// resting inset as it rises past the safe area. Their scroll handling is the classic listing:
/// content inset = baseline + bar + the keyboard's full height while shown, offsets untouched.
public enum BaselineModel: String, Sendable, CaseIterable, Codable {
  /// The engine's model of the keyboard, anchored at the instant the notification arrives,
  /// placed on every display-link frame on the main thread. It drifts from the keyboard by the
  /// keyboard's speed times the commit latency, and freezes during a main-thread hitch.
  case displayLink
  /// The engine's dock path as keyframes committed in the handler, blended from where the bar is
  /// shown when a transition interrupts another: right while the keyboard restarts from where
  /// it is shown, off while an interrupted animation goes on under the new one (UIKit's additive
  /// rule), and planned with the spring before iOS 26 when none can be read.
  case blendedPlan
  /// Animated in the handler with the keyboard's own curve and duration, following per-frame
  /// samples during an interactive dismissal, as `UIKeyboardLayoutGuide` does: immune to commit
  /// latency, but it leads the keyboard by up to the safe area's height.
  case handlerAnimation
  /// Animated in the handler with a linear curve over the notification's duration instead of
  /// the keyboard's spring: the bar runs ahead of the keyboard, then behind it. Ignores samples.
  case linearCurve
  /// Animated in the handler with the keyboard's curve, but following no per-frame samples:
  /// during an interactive dismissal the bar waits until the finger lifts.
  case noFrameTracking
  /// Animated in the handler with the keyboard's curve, following samples, but resting on a
  /// hard-coded 34 pt instead of the container's safe area: wrong with a tab bar, in landscape,
  /// on iPad and in sheets.
  case hardCodedSafeArea

  /// The label in the table and the report.
  public var label: String {
    switch self {
    case .displayLink: "display link, model anchored at notification"
    case .blendedPlan: "keyframes blended from the presented offset"
    case .handlerAnimation: "animated in the handler (UIKeyboardLayoutGuide-style)"
    case .linearCurve: "animated in the handler, linear curve"
    case .noFrameTracking: "animated in the handler, no frame tracking"
    case .hardCodedSafeArea: "animated in the handler, 34 pt safe area"
    }
  }
}

/// The placement logic of the handler models of ``BaselineModel`` (every case but
/// ``BaselineModel/displayLink`` and ``BaselineModel/blendedPlan``, which ``EngineBaselineStrategy``
/// runs).
struct BaselineStrategy: PlacementStrategy {
  let model: BaselineModel
  var name: String { model.label }
  let isBaselineModel = true
  var execution: StrategyExecution {
    StrategyExecution(
      transitions: .renderServer,
      samples: model == .linearCurve || model == .noFrameTracking ? .ignored : .layoutPass)
  }
  var initialOffset: Double { restingOffset }
  private var container: KeyboardContainer
  private var start = 0.0
  private var motion = KeyboardMotionCurve.immediate
  private let barHeight: CGFloat
  private let baselineInset: DockEdgeInsets
  private(set) var scrollView: ScrollViewGeometry?

  init(model: BaselineModel, timeline: ReplayTimeline) {
    self.model = model
    container = timeline.container
    barHeight = timeline.dock.barHeight
    baselineInset = timeline.scroll?.contentInset ?? .zero
    if let scroll = timeline.scroll {
      var geometry = ScrollSetUp.geometry(scroll, in: timeline.container)
      geometry.contentInset.bottom = baselineInset.bottom + barHeight
      if scroll.contentOffset == nil { ScrollSetUp.scrollToNewest(&geometry) }
      scrollView = geometry
    }
  }

  private var restingOffset: Double {
    model == .hardCodedSafeArea ? 34 : Double(max(0, container.safeAreaInsets.bottom))
  }

  mutating func receive(_ record: KeyboardTraceRecord, context: HandlerContext, bar: inout BarLayer) {
    switch record {
    case .notification(let note):
      guard note.kind == .willShow || note.kind == .willChangeFrame || note.kind == .willHide,
        let end = note.endFrame, end.isFiniteRect, note.timestamp.isFinite
      else { return }
      let height = note.kind == .willHide ? 0 : keyboardHeight(end)
      let target = height > 0 ? max(height, restingOffset) : restingOffset
      start = note.timestamp
      let duration = note.duration ?? 0.25
      motion = KeyboardMotionCurve(duration: duration, rawCurve: note.curve ?? 7)
      if model == .linearCurve {
        // `UIView.animate(withDuration:delay:options: .curveLinear)` inside the handler.
        let linear = KeyboardMotionCurve(duration: duration, rawCurve: 3)
        motion = linear
        bar.animateModel(to: target, curve: linear)
      } else {
        bar.setModel(target)
      }
      updateScrollView(keyboardHeight: height > 0 ? end.height : 0)
    case .sample(let time, let frame):
      guard execution.samples == .layoutPass, frame.isFiniteRect, time >= start + motion.length else {
        return
      }
      let height = keyboardHeight(frame)
      bar.place(height > 0 ? max(height, restingOffset) : restingOffset)
    case .container(_, let newContainer):
      container = newContainer
    case .endTurn, .foreground, .text, .shown, .pan, .responder:
      break
    }
  }

  /// `container bottom − frame top` in screen coordinates, clamped to the container.
  private func keyboardHeight(_ frame: CGRect) -> Double {
    let box = container.frameInScreen
    return Double(min(box.height, max(0, box.maxY - frame.minY)))
  }

  private mutating func updateScrollView(keyboardHeight: CGFloat) {
    guard var geometry = scrollView else { return }
    geometry.contentInset.bottom = baselineInset.bottom + barHeight + keyboardHeight
    scrollView = geometry
  }
}
