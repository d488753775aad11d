import Foundation
import KeyboardDockCore

/// A model of a common approach to docking a bar, with one flaw switched on.
///
/// It is labelled as a model: it is not any particular library, only the pattern. Every model follows the
/// common recipe: it listens to `willShow`, `willChangeFrame` and `willHide`, takes the keyboard's height as
/// `container bottom − end frame's top` (clamped to the container), and animates the bar there from where it
/// is. Its scroll handling is the classic listing: content inset = baseline + bar + the keyboard's full
/// height while shown, offsets untouched (see *How the iOS keyboard behaves*, "Scroll-view insets").
public enum BaselineModel: String, Sendable, CaseIterable, Codable {
  /// Maps the keyboard's curve 7 to linear over the notification's duration.
  ///
  /// The bar lags the keyboard's spring on show and trails it on hide (See *How the iOS keyboard behaves*,
  /// "The animation curve" and "The keyboard spring").
  case linearCurve
  /// Animates with the keyboard's own curve but follows no per-frame samples.
  ///
  /// During an interactive dismissal the bar waits until the finger lifts (See *How the iOS keyboard
  /// behaves*, "Interactive dismissal").
  case noFrameTracking
  /// Follows the keyboard exactly but rests on a hard-coded 34 pt instead of the safe area.
  ///
  /// That is wrong with a tab bar, in landscape, on iPad and in sheets (See *How the iOS keyboard behaves*,
  /// "Safe area and tab bars").
  case hardCodedSafeArea

  /// The label in the table and the report.
  public var label: String {
    switch self {
    case .linearCurve: "model: linear curve"
    case .noFrameTracking: "model: no frame tracking"
    case .hardCodedSafeArea: "model: 34 pt safe area"
    }
  }
}

/// The placement logic of a ``BaselineModel``.
struct BaselineStrategy: PlacementStrategy {
  let model: BaselineModel
  var name: String { model.label }
  let isBaselineModel = true
  private var container: KeyboardContainer
  private var fromOffset: Double
  private var toOffset: Double
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
    fromOffset = 0
    toOffset = 0
    if let scroll = timeline.scroll {
      var geometry = ScrollSetUp.geometry(scroll, in: timeline.container)
      geometry.contentInset.bottom = baselineInset.bottom + barHeight
      if scroll.contentOffset == nil { ScrollSetUp.scrollToNewest(&geometry) }
      scrollView = geometry
    }
    fromOffset = restingOffset
    toOffset = fromOffset
  }

  private var restingOffset: Double {
    model == .hardCodedSafeArea ? 34 : Double(max(0, container.safeAreaInsets.bottom))
  }

  mutating func receive(_ record: KeyboardTraceRecord) {
    switch record {
    case .notification(let note):
      guard note.kind == .willShow || note.kind == .willChangeFrame || note.kind == .willHide,
        let end = note.endFrame, end.isFiniteRect, note.timestamp.isFinite
      else { return }
      let height = note.kind == .willHide ? 0 : keyboardHeight(end)
      let target = height > 0 ? max(height, restingOffset) : restingOffset
      let time = note.timestamp
      fromOffset = barOffset(at: time)
      toOffset = target
      start = time
      let duration = note.duration ?? 0.25
      motion = KeyboardMotionCurve(
        duration: duration, rawCurve: model == .linearCurve ? 3 : (note.curve ?? 7))
      updateScrollView(keyboardHeight: height > 0 ? end.height : 0)
    case .sample(let time, let frame):
      guard model != .linearCurve, model != .noFrameTracking, frame.isFiniteRect,
        time >= start + motion.length
      else { return }
      let height = keyboardHeight(frame)
      fromOffset = height > 0 ? max(height, restingOffset) : restingOffset
      toOffset = fromOffset
      start = time
      motion = .immediate
    case .container(_, let newContainer):
      container = newContainer
    case .endTurn, .foreground, .text:
      break
    }
  }

  @inline(__always)
  func barOffset(at time: Double) -> Double {
    fromOffset + (toOffset - fromOffset) * motion.fraction(after: time - start)
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
