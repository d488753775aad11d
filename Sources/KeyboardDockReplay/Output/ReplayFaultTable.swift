import Foundation

/// The table under `kbdock`'s main table that shows which strategies each source fault breaks:
/// one row per fault, one column per strategy, each cell the worst gap and overlap under the
/// fault over every scenario it changes.
///
/// A cell is marked `!` when the fault breaks the strategy: in some scenario its figure under the
/// fault is more than ``ReplayTable/tolerance`` worse than its worst under every condition of that
/// scenario with no fault; a baseline the fault breaks nowhere reads `–`. The layout:
/// <doc:OutputFormat#Source-faults>.
enum ReplayFaultTable {
  /// The strategies' short names, in track order.
  static let shortNames = [
    "KeyboardDock", "display link", "keyframes", "handler", "linear", "no tracking", "34 pt",
  ]

  /// One strategy's figures under one fault.
  struct Cell: Equatable {
    var maxGap = 0.0
    var maxOverlap = 0.0
    /// How much worse than without faults the strategy does, in points, in the scenario where
    /// the fault adds most; `-infinity` before any scenario.
    var added = -Double.infinity
    /// Whether the fault breaks the strategy: it adds more than ``ReplayTable/tolerance``.
    var breaks: Bool { added > ReplayTable.tolerance }
  }

  /// One fault's row.
  struct Row: Equatable {
    var label: String
    var scenarios: Int
    var cells: [Cell]
  }

  /// The rows, in the order the faults first ran; empty when no run had a fault.
  ///
  /// KeyboardDock's cell holds its worst gap and overlap under the fault over every scenario the
  /// fault changes. A baseline's holds its gap and overlap under the fault in the scenario where
  /// the fault adds most to its worst figure without faults there: a baseline that is already far
  /// off in a scenario is not broken by a fault that leaves it as far off.
  static func rows(_ results: [ReplayScenarioResult]) -> [Row] {
    var rows: [Row] = []
    for result in results {
      let clean = result.runs.filter { ($0.recording.conditions?.faults ?? []).isEmpty }
      let trackCount = result.recording.tracks.count
      let cleanWorst = (0..<trackCount).map { index in
        clean.map { run in
          let metrics = run.recording.tracks[index].metrics
          return max(metrics.maxGap, metrics.maxOverlap)
        }.max() ?? 0
      }
      for run in result.runs {
        guard let conditions = run.recording.conditions, !conditions.faults.isEmpty else { continue }
        let label = conditions.faults.map(\.kindLabel).joined(separator: " + ")
        let position =
          rows.firstIndex { $0.label == label }
          ?? {
            rows.append(Row(label: label, scenarios: 0, cells: Array(repeating: Cell(), count: trackCount)))
            return rows.count - 1
          }()
        rows[position].scenarios += 1
        for (index, track) in run.recording.tracks.enumerated() where index < rows[position].cells.count {
          let metrics = track.metrics
          let added = max(metrics.maxGap, metrics.maxOverlap) - cleanWorst[index]
          var cell = rows[position].cells[index]
          if index == 0 {
            cell.maxGap = max(cell.maxGap, metrics.maxGap)
            cell.maxOverlap = max(cell.maxOverlap, metrics.maxOverlap)
          } else if added > cell.added {
            cell.maxGap = metrics.maxGap
            cell.maxOverlap = metrics.maxOverlap
          }
          cell.added = max(cell.added, added)
          rows[position].cells[index] = cell
        }
      }
    }
    return rows
  }

  /// The table, or nothing when no run had a fault.
  static func render(_ results: [ReplayScenarioResult]) -> String {
    let rows = rows(results)
    guard !rows.isEmpty else { return "" }
    let labelWidth = max(24, (rows.map { $0.label.count + " (\($0.scenarios))".count }.max() ?? 0) + 1)
    let cellWidth = 13
    var lines = [
      "Source faults: gap / overlap in pt, the worst the fault adds over the scenarios it changes; "
        + "! where it breaks",
      "  the strategy (over 0.5 pt worse than without faults); – where it breaks nothing",
      "  " + pad("fault (runs)", labelWidth)
        + shortNames.map { left($0, cellWidth) }.joined(),
    ]
    for row in rows {
      let cells = row.cells.enumerated().map { index, cell in
        guard index == 0 || cell.breaks else { return left("– ", cellWidth) }
        return left(
          ReplayFormat.points(cell.maxGap) + "/" + ReplayFormat.points(cell.maxOverlap)
            + (cell.breaks ? "!" : " "), cellWidth)
      }
      lines.append("  " + pad("\(row.label) (\(row.scenarios))", labelWidth) + cells.joined())
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
