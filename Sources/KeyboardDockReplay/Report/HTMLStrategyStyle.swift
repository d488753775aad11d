/// How the report draws one strategy, the same in the screen, the plots, the legend and tables.
///
/// KeyboardDock is a solid blue; each baseline model gets its own colour and dash pattern, so
/// the lines stay apart for readers who cannot tell the colours apart.
struct HTMLStrategyStyle: Equatable {
  /// A CSS colour.
  let color: String
  /// An SVG `stroke-dasharray`, or `nil` for a solid line.
  let dash: String?
  /// Whether this is a baseline model (drawn outlined and labelled "model").
  let isModel: Bool

  /// The colour of KeyboardDock's own track.
  static let keyboardDockColor = "#1864ab"
  /// The colour of the keyboard and its top edge.
  static let keyboardColor = "#adb5bd"

  private static let modelColors = ["#e8590c", "#c2255c", "#2b8a3e", "#7048e8", "#0b7285", "#a07d00"]
  private static let modelDashes = ["7 4", "2 3", "10 3 2 3", "4 4", "1 2", "12 4"]

  /// The styles for `tracks`, in order: baselines take the model colours in turn.
  static func styles(for tracks: [ReplayTrack]) -> [HTMLStrategyStyle] {
    var modelIndex = 0
    return tracks.map { track in
      guard track.isBaselineModel else {
        return HTMLStrategyStyle(color: keyboardDockColor, dash: nil, isModel: false)
      }
      defer { modelIndex += 1 }
      let slot = modelIndex % modelColors.count
      return HTMLStrategyStyle(color: modelColors[slot], dash: modelDashes[slot], isModel: true)
    }
  }

  /// Appends a small legend swatch: a line in this style.
  func appendSwatch(to out: inout String) {
    out += "<svg class=\"swatch\" viewBox=\"0 0 28 10\" aria-hidden=\"true\">"
    out += "<line x1=\"1\" y1=\"5\" x2=\"27\" y2=\"5\" stroke=\""
    out += color
    out += "\" stroke-width=\"3\""
    if let dash {
      out += " stroke-dasharray=\""
      out += dash
      out += "\""
    }
    out += "/></svg>"
  }
}
