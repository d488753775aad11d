import Foundation

/// A line plot over a recording's time, drawn as inline SVG so it shows without JavaScript.
///
/// Sizes are in the SVG's user units (the page scales the plot to its column). Long series are
/// reduced by ``SVGPathData``, which keeps every peak (a one-frame gap still shows) while the
/// path stays a few thousand points long.
struct SVGLinePlot {
  /// One line of the plot.
  struct Series {
    /// The line's style.
    var style: HTMLStrategyStyle
    /// The stroke width, user units.
    var width: Double = 2
    /// One value per time; NaN breaks the line.
    var values: [Double]
    /// A fill for the area between the line and the plot's bottom edge, or `nil` for none.
    var areaColor: String? = nil
  }

  /// A labelled horizontal line at a fixed value.
  struct Reference {
    /// Where the line is, in the plot's values.
    var value: Double
    /// Its label, plain text.
    var label: String
  }

  static let width = 860.0
  static let height = 310.0
  static let left = 62.0
  static let right = 16.0
  static let top = 52.0
  static let bottom = 38.0
  /// The baselines of the mark label rows above the plot.
  static let markRows = [15.0, 29.0, 43.0]

  /// One time per frame, seconds; NaN times are skipped.
  var times: [Double]
  /// The lines, drawn in order (later on top).
  var series: [Series]
  /// The time marks, drawn as labelled vertical lines.
  var marks: [ReplayMark]
  /// Horizontal guide lines.
  var references: [Reference] = []
  /// The value axis's title, plain text.
  var valueTitle: String
  /// Whether larger values are drawn lower (screen coordinates), as for positions.
  var valuesGrowDownward: Bool
  /// The least and greatest values the value axis must show.
  var valueExtent: (lower: Double, upper: Double)
  /// A document-unique prefix for the plot's element ids.
  var idPrefix: String
  /// A plain-text description for assistive technology.
  var accessibleLabel: String
  /// Plain text shown across the plot when no series has a value to draw, or `nil`.
  var emptyMessage: String? = nil

  private var plotWidth: Double { Self.width - Self.left - Self.right }
  private var plotHeight: Double { Self.height - Self.top - Self.bottom }

  /// Appends the `<svg>` element.
  func append(to out: inout String) {
    let timeExtent = Self.finiteExtent(of: [times]) ?? (0, 1)
    let timeTicks = SVGAxisTicks(
      lower: timeExtent.lower, upper: timeExtent.upper, approximateCount: 8, extendsToTicks: false)
    let valueTicks = SVGAxisTicks(
      lower: valueExtent.lower, upper: valueExtent.upper, approximateCount: 5, extendsToTicks: true)
    let x = { (time: Double) in
      Self.left + (time - timeTicks.lower) / (timeTicks.upper - timeTicks.lower) * self.plotWidth
    }
    let y = { (value: Double) -> Double in
      let fraction = (value - valueTicks.lower) / (valueTicks.upper - valueTicks.lower)
      let fromTop = self.valuesGrowDownward ? fraction : 1 - fraction
      return Self.top + min(max(fromTop, -4), 5) * self.plotHeight
    }

    out += "<svg class=\"plot\" viewBox=\"0 0 "
    ReplayFormat.appendNumber(Self.width, decimals: 0, to: &out)
    out += " "
    ReplayFormat.appendNumber(Self.height, decimals: 0, to: &out)
    out += "\" role=\"img\" aria-label=\""
    HTMLText.appendEscaped(accessibleLabel, to: &out)
    out += "\"><defs><clipPath id=\""
    out += idPrefix
    out += "-clip\">"
    SVGElement.appendRect(x: Self.left, y: Self.top - 1, width: plotWidth, height: plotHeight + 2, to: &out)
    out += "</clipPath></defs>"

    appendValueAxis(valueTicks, y: y, to: &out)
    appendTimeAxis(timeTicks, x: x, to: &out)
    out += "<g clip-path=\"url(#"
    out += idPrefix
    out += "-clip)\">"
    for line in series {
      appendArea(line, x: x, y: y, to: &out)
    }
    out += "</g>"
    for reference in references where reference.value.isFinite {
      appendReference(reference, y: y(reference.value), to: &out)
    }
    appendMarks(x: x, timeTicks: timeTicks, to: &out)

    out += "<g clip-path=\"url(#"
    out += idPrefix
    out += "-clip)\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">"
    for line in series {
      appendLine(line, x: x, y: y, to: &out)
    }
    out += "</g>"
    if let emptyMessage, Self.finiteExtent(of: series.map(\.values)) == nil {
      out += "<text class=\"empty\""
      SVGElement.appendCoordinates(
        ["x": Self.left + plotWidth / 2, "y": Self.top + plotHeight / 2 - 8], to: &out)
      out += " text-anchor=\"middle\">"
      HTMLText.appendEscaped(emptyMessage, to: &out)
      out += "</text>"
    }

    out += "<line class=\"cursor\" x1=\"0\" x2=\"0\""
    SVGElement.appendCoordinates(["y1": Self.top, "y2": Self.top + plotHeight], to: &out)
    out += " data-t0=\""
    ReplayFormat.appendNumber(timeTicks.lower, decimals: 3, to: &out)
    out += "\" data-t1=\""
    ReplayFormat.appendNumber(timeTicks.upper, decimals: 3, to: &out)
    out += "\""
    SVGElement.appendCoordinates(["data-x0": Self.left, "data-x1": Self.left + plotWidth], to: &out)
    out += " visibility=\"hidden\"/></svg>"
  }

  /// The `x1`, `x2`, `y1` and `y2` attributes of a horizontal line across the plot at `position`.
  private func appendAcrossThePlot(at position: Double, to out: inout String) {
    SVGElement.appendCoordinates(
      ["x1": Self.left, "x2": Self.left + plotWidth, "y1": position, "y2": position], to: &out)
  }

  /// Gridlines, tick labels and the title of the value axis.
  private func appendValueAxis(_ ticks: SVGAxisTicks, y: (Double) -> Double, to out: inout String) {
    out += "<g class=\"axis\">"
    for value in ticks.values {
      let position = y(value)
      out += "<line class=\"grid\""
      appendAcrossThePlot(at: position, to: &out)
      out += "/><text"
      SVGElement.appendCoordinates(["x": Self.left - 6, "y": position + 4], to: &out)
      out += " text-anchor=\"end\">"
      ReplayFormat.appendNumber(value, decimals: ticks.decimals, to: &out)
      out += "</text>"
    }
    out += "<text class=\"title\" transform=\"translate(14 "
    ReplayFormat.appendCoordinate(Self.top + plotHeight / 2, to: &out)
    out += ") rotate(-90)\" text-anchor=\"middle\">"
    HTMLText.appendEscaped(valueTitle, to: &out)
    out += "</text></g>"
  }

  /// The frame, tick marks and second labels of the time axis.
  private func appendTimeAxis(_ ticks: SVGAxisTicks, x: (Double) -> Double, to out: inout String) {
    let baseline = Self.top + plotHeight
    out += "<g class=\"axis\"><rect class=\"frame\""
    SVGElement.appendCoordinates(
      ["x": Self.left, "y": Self.top, "width": plotWidth, "height": plotHeight], to: &out)
    out += "/>"
    for time in ticks.values {
      let position = x(time)
      out += "<line"
      SVGElement.appendCoordinates(
        ["x1": position, "x2": position, "y1": baseline, "y2": baseline + 5], to: &out)
      out += "/><text"
      SVGElement.appendCoordinates(["x": position, "y": baseline + 18], to: &out)
      out += " text-anchor=\"middle\">"
      ReplayFormat.appendNumber(time, decimals: ticks.decimals, to: &out)
      out += " s</text>"
    }
    out += "</g>"
  }

  /// A dashed horizontal guide with its label at the right end, above the line.
  private func appendReference(_ reference: Reference, y position: Double, to out: inout String) {
    guard position >= Self.top - 0.5, position <= Self.top + plotHeight + 0.5 else { return }
    out += "<g class=\"reference\"><line"
    appendAcrossThePlot(at: position, to: &out)
    out += "/><text"
    SVGElement.appendCoordinates(["x": Self.left + plotWidth - 4, "y": position - 3], to: &out)
    out += " text-anchor=\"end\">"
    HTMLText.appendEscaped(reference.label, to: &out)
    out += "</text></g>"
  }

  /// Draws a vertical line at each mark, with its label in one of three rows above the plot.
  ///
  /// Marks at the same instant share one line and label. A label that fits in no row is shortened, then
  /// left to the line's tooltip.
  private func appendMarks(x: (Double) -> Double, timeTicks: SVGAxisTicks, to out: inout String) {
    let groups = Self.groupedMarks(marks.filter { $0.time.isFinite })
    guard !groups.isEmpty else { return }
    let characterWidth = 6.1
    var rowEnds = Self.markRows.map { _ in -Double.infinity }
    out += "<g class=\"marks\">"
    for group in groups {
      let position = x(group.time)
      guard position >= Self.left - 0.5, position <= Self.left + plotWidth + 0.5 else { continue }
      let full = group.labels.joined(separator: " · ")
      let short = group.labels.count > 1 ? "\(group.labels[0]) +\(group.labels.count - 1)" : full
      var placed: (row: Int, text: String, start: Double)?
      for text in [full, short] where placed == nil {
        let textWidth = Double(text.count) * characterWidth
        let start = min(position + 3, Self.width - 2 - textWidth)
        if let row = rowEnds.firstIndex(where: { $0 + 6 <= start }) {
          placed = (row, text, start)
          rowEnds[row] = start + textWidth
        }
      }
      out += "<g><title>"
      HTMLText.appendEscaped(full, to: &out)
      out += " at "
      ReplayFormat.appendNumber(group.time, decimals: 3, to: &out)
      out += " s</title><line"
      let lineTop = placed.map { Self.markRows[$0.row] - 10 } ?? Self.top
      SVGElement.appendCoordinates(
        ["x1": position, "x2": position, "y1": lineTop, "y2": Self.top + plotHeight], to: &out)
      out += "/>"
      if let placed {
        out += "<text"
        SVGElement.appendCoordinates(["x": placed.start, "y": Self.markRows[placed.row]], to: &out)
        out += ">"
        HTMLText.appendEscaped(placed.text, to: &out)
        out += "</text>"
      }
      out += "</g>"
    }
    out += "</g>"
  }

  /// Marks sorted by time, those within a millisecond of each other merged (labels deduplicated, in order).
  static func groupedMarks(_ marks: [ReplayMark]) -> [(time: Double, labels: [String])] {
    var groups: [(time: Double, labels: [String])] = []
    for mark in marks.sorted(by: { $0.time < $1.time }) {
      if let last = groups.last, mark.time - last.time < 0.001 {
        if !last.labels.contains(mark.label) { groups[groups.count - 1].labels.append(mark.label) }
      } else {
        groups.append((mark.time, [mark.label]))
      }
    }
    return groups
  }

  /// Appends the filled area under one series, if it has one, as a `<path>`.
  private func appendArea(
    _ line: Series, x: (Double) -> Double, y: (Double) -> Double, to out: inout String
  ) {
    guard let area = line.areaColor else { return }
    out += "<path fill=\""
    out += area
    out += "\" d=\""
    SVGPathData.append(
      times: times, values: line.values, x: x, y: y, closingAt: Self.top + plotHeight, to: &out)
    out += "\"/>"
  }

  /// Appends one series as a `<path>`, reduced per half-pixel column and broken at NaN.
  private func appendLine(
    _ line: Series, x: (Double) -> Double, y: (Double) -> Double, to out: inout String
  ) {
    out += "<path stroke=\""
    out += line.style.color
    out += "\" stroke-width=\""
    ReplayFormat.appendNumber(line.width, decimals: 1, to: &out)
    if let dash = line.style.dash {
      out += "\" stroke-dasharray=\""
      out += dash
    }
    out += "\" d=\""
    SVGPathData.append(times: times, values: line.values, x: x, y: y, closingAt: nil, to: &out)
    out += "\"/>"
  }

  /// Finite extremes over several arrays, or `nil` if they hold no finite number.
  static func finiteExtent(of arrays: [[Double]]) -> (lower: Double, upper: Double)? {
    var lower = Double.infinity
    var upper = -Double.infinity
    for values in arrays {
      for value in values where value.isFinite {
        lower = min(lower, value)
        upper = max(upper, value)
      }
    }
    return lower <= upper ? (lower, upper) : nil
  }
}
