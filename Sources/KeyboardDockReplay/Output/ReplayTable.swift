import Foundation

/// The plain-text table `kbdock` prints: one block per scenario, one row per strategy.
///
/// ```
/// iphone-show-hide — iPhone: keyboard shows, then hides (331 frames at 120 fps)
///   strategy                     max gap  max overlap  frames off  final inset     drift
///   KeyboardDock                  0.0 pt       0.0 pt           0      62.0 pt    0.0 pt
/// ```
/// Insets and drift read `–` for scenarios without a scroll view.
public enum ReplayTable {
  /// Renders the results.
  public static func render(_ results: [ReplayResult]) -> String {
    var lines: [String] = []
    for (index, result) in results.enumerated() {
      if index > 0 { lines.append("") }
      let recording = result.recording
      lines.append(
        "\(recording.name) — \(recording.title) (\(result.frameCount) frames at "
          + "\(ReplayFormat.rate(recording.framesPerSecond)) fps)")
      lines.append(
        "  " + pad("strategy", 26) + left("max gap", 10) + left("max overlap", 13) + left("frames off", 12)
          + left("final inset", 13) + left("drift", 10))
      let hasScroll = !recording.tracks.isEmpty && result.hasScrollView
      for track in recording.tracks {
        let metrics = track.metrics
        lines.append(
          "  " + pad(track.strategy, 26) + left(ReplayFormat.points(metrics.maxGap) + " pt", 10)
            + left(ReplayFormat.points(metrics.maxOverlap) + " pt", 13)
            + left("\(metrics.framesOutOfPlace)", 12)
            + left(hasScroll ? ReplayFormat.points(metrics.finalContentInset) + " pt" : "–", 13)
            + left(hasScroll ? ReplayFormat.points(metrics.contentOffsetDrift) + " pt" : "–", 10))
      }
      for violation in result.violations {
        lines.append("  FAILED: \(violation)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A one-line summary: scenarios, frames, KeyboardDock's worst figures, failures.
  public static func summary(_ results: [ReplayResult]) -> String {
    let frames = results.reduce(0) { $0 + $1.frameCount }
    let gap = results.compactMap { $0.keyboardDock?.maxGap }.max() ?? 0
    let overlap = results.compactMap { $0.keyboardDock?.maxOverlap }.max() ?? 0
    let failures = results.reduce(0) { $0 + $1.violations.count }
    let noun = results.count == 1 ? "scenario" : "scenarios"
    return
      "\(results.count) \(noun), \(frames) frames. KeyboardDock: max gap \(ReplayFormat.points(gap)) pt, "
      + "max overlap \(ReplayFormat.points(overlap)) pt. "
      + (failures == 0
        ? "All expectations met." : "\(failures) expectation\(failures == 1 ? "" : "s") failed.")
      + "\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
