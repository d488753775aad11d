import Foundation

/// Where kbdock's verdict accepts that KeyboardDock cannot know where the keyboard is: a
/// documented unknowable combination, bounded in time and in size.
///
/// There is one: the layout guide's offset jumping while a finger drags the keyboard
/// (``ReplaySourceFault/guideAboveKeyboard(offset:dismissalOffset:)`` with a `dismissalOffset`;
/// FB18129551). During a drag the guide is the only source that follows the keyboard, and a
/// change of its offset reads as the keyboard moving by as much. From each drag's start until
/// its release commits, KeyboardDock's bar may be off by up to `|dismissalOffset − offset|` (and the
/// verdict's 0.5 pt): a frame within that is counted here, not as a gap or an overlap, and an
/// expectation within it holds. Before the drag and once the release's turn has committed, the
/// 0.5 pt holds as everywhere.
///
/// It excuses nothing else: a frame further off than the bound fails as any, with its whole
/// figure, and the baselines are measured without it.
struct ReplayUnknowable: Sendable, Equatable {
  /// A span of time, in the timeline's seconds, and how far the bar may be off in it, in points.
  struct Window: Sendable, Equatable {
    var times: ClosedRange<Double>
    var bound: Double
  }

  /// The windows, in time order.
  let windows: [Window]

  /// The windows of `timeline`: each drag's pan under a guide whose offset jumps in it, until
  /// `release` seconds after the finger lifts.
  ///
  /// The bar shows the drag's last reading until the release's turn commits, so `release` is
  /// the device's commit latency and one display frame.
  init(timeline: ReplayTimeline, release: Double = 0) {
    var windows: [Window] = []
    for fault in timeline.faults {
      guard case .guideAboveKeyboard(let offset, let dismissal?) = fault, abs(dismissal - offset) > 0
      else { continue }
      for pan in timeline.pans ?? [] {
        let end = pan.upperBound + max(0, release.isFinite ? release : 0)
        windows.append(Window(times: pan.lowerBound...end, bound: abs(dismissal - offset)))
      }
    }
    self.windows = windows.sorted { $0.times.lowerBound < $1.times.lowerBound }
  }

  /// How far the bar may be off at `time` beyond the verdict's tolerance, in points: 0 outside
  /// every window.
  func bound(at time: Double) -> Double {
    var bound = 0.0
    for window in windows where window.times.contains(time) { bound = max(bound, window.bound) }
    return bound
  }

  /// Whether no window exists.
  var isEmpty: Bool { windows.isEmpty }
}
