import Foundation

/// The plain-text table `kbdock` prints: one block per scenario, one row per strategy, each
/// figure the worst over the conditions the scenario ran under, with the condition that
/// produced it.
///
/// A figure that rounds to 0.0 pt is the same under every condition and is printed without one;
/// insets and drift read `–` without a scroll view. The layout, with a measured trace's rows:
/// <doc:OutputFormat#The-table>.
public enum ReplayTable {
  /// A bar farther than this from where it belongs is out of place, in points.
  public static let tolerance = PlacementMetrics.tolerance

  /// Renders the results of single runs, each as its own scenario.
  ///
  /// - Parameters:
  ///   - results: The runs, in the order to print them.
  ///   - wide: Whether to spell each worst figure's condition out after it (`kbdock --wide`)
  ///     instead of a letter that the legend under the table explains.
  public static func render(_ results: [ReplayResult], wide: Bool = false) -> String {
    render(results.map { ReplayScenarioResult(runs: [$0]) }, wide: wide)
  }

  /// Renders the results.
  ///
  /// The default form fits 120 columns: a worst figure from one condition among several is followed
  /// by that condition's letter, `30.6 pt (d)`, and a legend under the table spells each letter
  /// out, in the order the conditions ran. `wide` spells the condition out after the figure instead,
  /// `30.6 pt (4 ms, 60 Hz)`, in a table about 190 columns wide.
  public static func render(_ results: [ReplayScenarioResult], wide: Bool = false) -> String {
    let legend = wide ? ConditionLegend.empty : ConditionLegend(results)
    var lines: [String] = []
    let longestName = results.flatMap { $0.recording.tracks.map(\.strategy.count) }.max() ?? 0
    let nameWidth = longestName + (wide ? 2 : 1)
    func label(_ figure: Double, _ conditions: ReplayConditions, _ result: ReplayScenarioResult) -> String {
      let name = condition(figure, conditions, result)
      guard !wide, !name.isEmpty else { return name }
      return " (\(legend.letter(for: conditions)))"
    }
    // Room for ` (33 ms, 120 Hz)` or ` (k)` after each worst figure, when a scenario ran more than once.
    let labels = results.flatMap { result in
      result.worstCases.flatMap { worst in
        [
          label(worst.maxGap, worst.maxGapConditions, result),
          label(worst.maxOverlap, worst.maxOverlapConditions, result),
        ]
      }
    }
    let longest = labels.map(\.count).max() ?? 0
    let under = results.contains { $0.runs.count > 1 } ? (wide ? max(17, longest + 2) : longest + 1) : 0
    // The compact columns take `1346.0 pt` and `12345` with a space to spare.
    let widths =
      wide
      ? (gap: 9, overlap: 12, frames: 12, inset: 13, drift: 10)
      : (gap: 10, overlap: 11, frames: 10, inset: 12, drift: 9)
    for (index, result) in results.enumerated() {
      if index > 0 { lines.append("") }
      let recording = result.recording
      lines.append("\(recording.name) — \(recording.title) (\(runDescription(result)))")
      lines.append(
        "  " + pad("strategy", nameWidth) + left("max gap", widths.gap) + pad("", under)
          + left("max overlap", widths.overlap) + pad("", under) + left("frames off", widths.frames)
          + left("final inset", widths.inset) + left("drift", widths.drift))
      let hasScroll = !recording.tracks.isEmpty && result.hasScrollView
      for (track, worst) in zip(recording.tracks, result.worstCases) {
        lines.append(
          "  " + pad(track.strategy, nameWidth) + left(ReplayFormat.points(worst.maxGap) + " pt", widths.gap)
            + pad(label(worst.maxGap, worst.maxGapConditions, result), under)
            + left(ReplayFormat.points(worst.maxOverlap) + " pt", widths.overlap)
            + pad(label(worst.maxOverlap, worst.maxOverlapConditions, result), under)
            + left("\(worst.framesOutOfPlace)", widths.frames)
            + left(hasScroll ? ReplayFormat.points(worst.finalContentInset) + " pt" : "–", widths.inset)
            + left(hasScroll ? ReplayFormat.points(worst.contentOffsetDrift) + " pt" : "–", widths.drift))
      }
      if let comparison = ReplayMeasuredComparison(recording) {
        lines += measuredRows(
          comparison, startTime: recording.measurement?.startTime ?? 0, nameWidth: nameWidth)
      }
      for violation in result.violations {
        lines.append("  FAILED: \(violation)")
      }
    }
    if !legend.isEmpty {
      lines += [""] + legend.lines(width: 118)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rows "measured on the device": overall, then one per transition.
  static func measuredRows(_ comparison: ReplayMeasuredComparison, startTime: Double, nameWidth: Int)
    -> [String]
  {
    let width = max(nameWidth, 22)
    func figures(_ figures: ReplayMeasuredComparison.Figures?) -> String {
      guard let figures else { return left("–", 9) + left("–", 13) }
      return left(ReplayFormat.points(figures.maxGap) + " pt", 9)
        + left(ReplayFormat.points(figures.maxOverlap) + " pt", 13)
    }
    var lines = [
      "  " + pad("measured on the device", width) + left("max gap", 9) + left("max overlap", 13)
        + left("frames", 8) + left("simulated max gap", 20) + left("max overlap", 13)
    ]
    func row(
      _ label: String, _ measured: ReplayMeasuredComparison.Figures, frames: Int,
      _ simulated: ReplayMeasuredComparison.Figures?
    ) {
      lines.append(
        "    " + pad(label, width - 2) + figures(measured) + left("\(frames)", 8) + left("", 11)
          + figures(simulated))
    }
    row("overall", comparison.measured, frames: comparison.frameCount, comparison.simulated)
    for transition in comparison.transitions {
      let measured = transition.measured
      row(
        "\(measured.name) at \(ReplayFormat.seconds(measured.time - startTime)) s",
        ReplayMeasuredComparison.Figures(maxGap: measured.maxGap, maxOverlap: measured.maxOverlap),
        frames: measured.frameCount, transition.simulated)
    }
    return lines
  }

  /// `331 frames at 120 fps` for one run, `166 frames at 60 fps; commit latency 16 ms, hitch
  /// 0.53 s + 50 ms` under a latency (`30/0 ms` per turn) or hitches, `9 conditions, 2319 frames`
  /// for several.
  private static func runDescription(_ result: ReplayScenarioResult) -> String {
    guard result.runs.count == 1 else {
      return "\(result.runs.count) conditions, \(result.frameCount) frames"
    }
    let conditions = result.recording.conditions ?? .ideal
    var timing: [String] = []
    if conditions.commitLatency > 0 || !conditions.commitLatencies.isEmpty {
      timing.append("commit latency \(conditions.latencyLabel) ms")
    }
    for hitch in conditions.hitches {
      timing.append(
        "hitch \(ReplayFormat.seconds(hitch.start)) s + \(ReplayFormat.milliseconds(hitch.duration)) ms")
    }
    let physics = conditions.physicsLabel
    if !physics.isEmpty { timing.append(physics) }
    return "\(result.frameCount) frames at \(ReplayFormat.rate(result.recording.framesPerSecond)) fps"
      + (timing.isEmpty ? "" : "; " + timing.joined(separator: ", "))
  }

  /// ` (16 ms, 60 Hz)` after a figure from one condition among several; nothing for a figure
  /// of 0.0 pt or a single run.
  private static func condition(
    _ figure: Double, _ conditions: ReplayConditions, _ result: ReplayScenarioResult
  ) -> String {
    guard result.runs.count > 1, ReplayFormat.points(figure) != "0.0" else { return "" }
    return " (\(conditions.shortLabel))"
  }

  /// A one-line summary: scenarios, conditions, frames, KeyboardDock's worst figures with their
  /// scenario and condition, whether they are within ``tolerance`` under every condition, and
  /// failures.
  public static func summary(_ results: [ReplayScenarioResult]) -> String {
    let frames = results.reduce(0) { $0 + $1.frameCount }
    var gap: (value: Double, place: String) = (0, "")
    var overlap: (value: Double, place: String) = (0, "")
    for result in results {
      guard let worst = result.keyboardDock else { continue }
      if worst.maxGap > gap.value || worst.maxGap.isNaN {
        gap = (worst.maxGap, place(worst.maxGap, result, worst.maxGapConditions))
      }
      if worst.maxOverlap > overlap.value || worst.maxOverlap.isNaN {
        overlap = (worst.maxOverlap, place(worst.maxOverlap, result, worst.maxOverlapConditions))
      }
    }
    let failures = results.reduce(0) { $0 + $1.violations.count }
    let noun = results.count == 1 ? "scenario" : "scenarios"
    let conditions = results.reduce(0) { $0 + $1.runs.count }
    let within = gap.value <= tolerance && overlap.value <= tolerance
    return unknowableLine(results)
      + "\(results.count) \(noun), \(conditions) run\(conditions == 1 ? "" : "s"), \(frames) frames. "
      + "KeyboardDock: max gap \(ReplayFormat.points(gap.value)) pt\(gap.place), "
      + "max overlap \(ReplayFormat.points(overlap.value)) pt\(overlap.place): "
      + (within
        ? "within \(ReplayFormat.points(tolerance)) pt under every condition. "
        : "more than \(ReplayFormat.points(tolerance)) pt off. ")
      + (failures == 0
        ? "All expectations met." : "\(failures) expectation\(failures == 1 ? "" : "s") failed.")
      + "\n"
  }

  /// The lines that say what a documented unknowable excused, with its scenario and condition,
  /// or nothing when it excused no frame more than ``tolerance`` off.
  static func unknowableLine(_ results: [ReplayScenarioResult]) -> String {
    var worst: (value: Double, place: String) = (0, "")
    for result in results {
      guard let figures = result.keyboardDock, figures.unknowable > worst.value else { continue }
      worst = (figures.unknowable, place(figures.unknowable, result, figures.unknowableConditions))
    }
    guard worst.value > tolerance else { return "" }
    return
      "Unknowable, as documented (FB18129551): the guide's offset jumping during a drag leaves KeyboardDock\n"
      + "  up to \(ReplayFormat.points(worst.value)) pt off, within the jump's size, from the drag's start "
      + "until its release commits;\n"
      + "  every other frame is judged to \(ReplayFormat.points(tolerance)) pt.\n"
      + "  Worst\(worst.place).\n"
  }

  /// ` (rotation, 16 ms, 60 Hz)` after a figure that does not round to 0.0 pt.
  private static func place(
    _ figure: Double, _ result: ReplayScenarioResult, _ conditions: ReplayConditions
  ) -> String {
    ReplayFormat.points(figure) == "0.0" ? "" : " (\(result.recording.name), \(conditions.shortLabel))"
  }

  /// The summary of single runs.
  public static func summary(_ results: [ReplayResult]) -> String {
    summary(results.map { ReplayScenarioResult(runs: [$0]) })
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
