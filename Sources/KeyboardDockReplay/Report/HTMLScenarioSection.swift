import Foundation

/// One scenario's part of the report.
///
/// It holds the heading, the animated screen with its scrubber and readout, the two plots, the metrics table
/// and the embedded frames.
struct HTMLScenarioSection {
  /// The recording shown.
  let recording: ReplayRecording
  /// Its position in the report, which makes its element ids unique.
  let index: Int

  /// The section's element id: `s<index>-` and the name's letters, digits and dashes.
  var anchor: String {
    var id = "s\(index)"
    let allowed = recording.name.unicodeScalars.filter {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    if !allowed.isEmpty {
      id += "-"
      id.unicodeScalars.append(contentsOf: allowed.prefix(60))
    }
    return id
  }

  /// Appends the `<section>`.
  func append(to out: inout String) {
    let series = HTMLFrameSeries(recording)
    let styles = HTMLStrategyStyle.styles(for: recording.tracks)
    let id = anchor
    let count = series.frameCount
    let orientation = recording.containerSize.width > recording.containerSize.height ? " wide" : ""
    out += "<section class=\"scenario\(orientation)\" id=\"\(id)\""
    if count > 0 { out += " data-frames=\"\(HTMLFrameJSON.embeddedCount(frameCount: count))\"" }
    out += "><h2>"
    HTMLText.appendEscaped(recording.title.isEmpty ? recording.name : recording.title, to: &out)
    out += "</h2>"
    appendFacts(series, to: &out)

    if count == 0 {
      out += "<p class=\"note\">This recording has no frames, so there is nothing to animate or plot.</p>"
    } else {
      if count > HTMLFrameJSON.maximumFrames {
        out += "<p class=\"note\">Long recording: the scrubber steps through "
        out += String(HTMLFrameJSON.maximumFrames)
        out += " evenly spaced frames of "
        out += String(count)
        out += "; the plots are drawn from every frame.</p>"
      }
      let opening = series.openingFrame
      out += "<div class=\"layout\"><div class=\"screen-column\">"
      SVGScreen(recording: recording, series: series, styles: styles, idPrefix: id, frame: opening)
        .append(to: &out)
      appendControls(series, opening: opening, to: &out)
      appendReadout(series, styles: styles, opening: opening, to: &out)
      out += "</div><div class=\"plot-column\">"
      let measured = HTMLMeasuredSeries(recording, on: series)
      appendLegend(styles, measured: measured != nil, to: &out)
      appendPlots(series, styles: styles, measured: measured, id: id, to: &out)
      out += "</div></div>"
    }
    HTMLMetricsTable.append(recording.tracks, styles: styles, to: &out)
    if let comparison = ReplayMeasuredComparison(recording) {
      HTMLMeasuredTable.append(comparison, startTime: recording.measurement?.startTime ?? 0, to: &out)
    }
    if count > 0 {
      out += "<script type=\"application/json\" class=\"frames\">"
      HTMLFrameJSON.append(series, of: recording, to: &out)
      out += "</script>"
    }
    out += "</section>\n"
  }

  /// The line under the heading: identifier, geometry, rate, length and the device timing drawn.
  private func appendFacts(_ series: HTMLFrameSeries, to out: inout String) {
    let size = recording.containerSize
    let insets = recording.safeAreaInsets
    out += "<p class=\"facts\"><code>"
    HTMLText.appendEscaped(recording.name, to: &out)
    out += "</code> · container "
    ReplayFormat.appendNumber(Double(size.width), decimals: 1, to: &out, fallback: "?")
    out += " × "
    ReplayFormat.appendNumber(Double(size.height), decimals: 1, to: &out, fallback: "?")
    out += series.containerSizeVaries ? " pt at the start" : " pt"
    out += " · safe area top "
    for (label, value) in [
      ("", insets.top), (" left ", insets.left), (" bottom ", insets.bottom), (" right ", insets.right),
    ] {
      out += label
      ReplayFormat.appendNumber(Double(value), decimals: 1, to: &out, fallback: "?")
    }
    out += " · bar "
    ReplayFormat.appendNumber(Double(recording.barHeight), decimals: 1, to: &out, fallback: "?")
    out += recording.barHeights.isEmpty ? " pt" : " pt (grows)"
    out += " · "
    ReplayFormat.appendNumber(recording.framesPerSecond, decimals: 1, to: &out, fallback: "?")
    out += " fps · "
    out += String(series.frameCount)
    out += series.frameCount == 1 ? " frame" : " frames"
    if let extent = SVGLinePlot.finiteExtent(of: [series.times]) {
      out += " · "
      ReplayFormat.appendNumber(extent.upper - extent.lower, decimals: 2, to: &out)
      out += " s"
    }
    if let conditions = recording.conditions {
      out += " · drawn under "
      HTMLText.appendEscaped(conditions.label, to: &out)
    }
    out += "</p>"
  }

  /// Play button, scrubber and speed choice.
  private func appendControls(_ series: HTMLFrameSeries, opening: Int, to out: inout String) {
    let embedded = HTMLFrameJSON.embeddedCount(frameCount: series.frameCount)
    var position = opening
    if embedded < series.frameCount {
      position = Int((Double(opening) * Double(embedded - 1) / Double(series.frameCount - 1)).rounded())
    }
    out += "<div class=\"controls\"><button type=\"button\" class=\"play\">Play</button>"
    out += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"\(max(0, embedded - 1))\" step=\"1\" "
    out += "value=\"\(position)\" aria-label=\"Frame\">"
    out += "<select class=\"speed\" aria-label=\"Playback speed\"><option value=\"1\">1×</option>"
    out += "<option value=\"0.5\">½×</option><option value=\"0.25\" selected>¼×</option>"
    out += "<option value=\"0.1\">⅒×</option></select></div>"
  }

  /// The numbers at the shown frame: time, keyboard top, each bar's bottom and gap.
  private func appendReadout(
    _ series: HTMLFrameSeries, styles: [HTMLStrategyStyle], opening: Int, to out: inout String
  ) {
    let top = series.keyboardTops[opening]
    out += "<p class=\"readout\"><span>t = <b class=\"r-time\">"
    ReplayFormat.appendNumber(
      series.times[opening], decimals: 3, to: &out, fallback: "—", keepsTrailingZeros: true)
    out += " s</b></span> <span>keyboard top <b class=\"r-kb\">"
    appendKeyboardTop(top, containerHeight: series.containerHeights[opening], to: &out)
    out += "</b></span> <span>frame <b class=\"r-frame\">"
    out += String(opening + 1)
    out += " / "
    out += String(series.frameCount)
    out += "</b></span></p><table class=\"readout-table\"><thead><tr><th scope=\"col\">Strategy</th>"
    out += "<th scope=\"col\">Bar bottom</th><th scope=\"col\">Gap</th></tr></thead><tbody>"
    for (track, style) in styles.enumerated() {
      let bottom = series.barBottoms[track][opening]
      out += "<tr><th scope=\"row\"><span class=\"dot\" style=\"background:\(style.color)\"></span>"
      HTMLText.appendEscaped(recording.tracks[track].strategy, to: &out)
      out += "</th><td class=\"num\" data-bottom=\"\(track)\">"
      ReplayFormat.appendNumber(bottom, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
      out += "</td><td class=\"num\" data-gap=\"\(track)\">"
      ReplayFormat.appendNumber(
        series.gaps[track][opening], decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
      out += "</td></tr>"
    }
    out += "</tbody></table>"
  }

  /// The keyboard's top for the readout: points, "off screen" or "—".
  private func appendKeyboardTop(_ top: Double, containerHeight: Double, to out: inout String) {
    if top < containerHeight {
      ReplayFormat.appendNumber(top, decimals: 1, to: &out, keepsTrailingZeros: true)
      out += " pt"
    } else {
      out += top.isFinite ? "off screen" : "—"
    }
  }

  /// The legend shared by the screen and the plots.
  private func appendLegend(_ styles: [HTMLStrategyStyle], measured: Bool, to out: inout String) {
    out += "<ul class=\"legend\"><li><span class=\"kb-swatch\"></span>keyboard top</li>"
    if measured {
      for (style, label) in [
        (HTMLMeasuredSeries.keyboardStyle, "keyboard top, measured on the device"),
        (HTMLMeasuredSeries.barStyle, "bar, measured on the device"),
      ] {
        out += "<li>"
        style.appendSwatch(to: &out)
        out += label
        out += "</li>"
      }
    }
    for (track, style) in styles.enumerated() {
      out += "<li>"
      style.appendSwatch(to: &out)
      HTMLText.appendEscaped(recording.tracks[track].strategy, to: &out)
      if style.isModel { out += " <span class=\"tag\">model</span>" }
      out += "</li>"
    }
    out += "</ul>"
  }

  /// The positions plot and the gap plot.
  private func appendPlots(
    _ series: HTMLFrameSeries, styles: [HTMLStrategyStyle], measured: HTMLMeasuredSeries?, id: String,
    to out: inout String
  ) {
    let heights = series.containerHeights
    let tops = series.keyboardTops.indices.map {
      series.keyboardTops[$0] < heights[$0] ? series.keyboardTops[$0] : .nan
    }
    // The keyboard's area is shaded down to the plot's edge, which is the container's bottom
    // only while the container keeps its size.
    var positions = [
      SVGLinePlot.Series(
        style: HTMLStrategyStyle(color: HTMLStrategyStyle.keyboardColor, dash: nil, isModel: false),
        width: 5, values: tops, areaColor: series.containerSizeVaries ? nil : "#e9ecef")
    ]
    var references: [SVGLinePlot.Reference] = []
    let guide = HTMLStrategyStyle(color: "#495057", dash: "5 4", isModel: false)
    if series.containerSizeVaries {
      // The edges move (rotation, Split View): draw them as lines over time.
      positions.append(SVGLinePlot.Series(style: guide, width: 1, values: heights))
      if series.safeBottom > 0 {
        positions.append(SVGLinePlot.Series(style: guide, width: 1, values: series.restingBottoms))
      }
    } else if let height = heights.first, height.isFinite {
      references.append(SVGLinePlot.Reference(value: height, label: "container bottom"))
      if series.safeBottom > 0 {
        references.append(SVGLinePlot.Reference(value: height - series.safeBottom, label: "safe area bottom"))
      }
    }
    var gaps: [SVGLinePlot.Series] = []
    for track in Self.drawingOrder(styles) {
      let width = styles[track].isModel ? 2 : 2.5
      positions.append(
        SVGLinePlot.Series(style: styles[track], width: width, values: series.barBottoms[track]))
      gaps.append(SVGLinePlot.Series(style: styles[track], width: width, values: series.gaps[track]))
    }
    if let measured {
      // The device's measurement, on top of the simulated lines.
      positions.append(
        SVGLinePlot.Series(style: HTMLMeasuredSeries.keyboardStyle, width: 2.5, values: measured.keyboardTops)
      )
      positions.append(
        SVGLinePlot.Series(style: HTMLMeasuredSeries.barStyle, width: 2, values: measured.barBottoms))
      gaps.append(SVGLinePlot.Series(style: HTMLMeasuredSeries.barStyle, width: 2, values: measured.gaps))
    }
    var extent = SVGLinePlot.finiteExtent(of: positions.map(\.values)) ?? (0, 1)
    if let tallest = SVGLinePlot.finiteExtent(of: [heights])?.upper {
      extent = (min(extent.lower, tallest - 1), min(max(extent.upper, tallest), tallest * 1.5))
    }
    out += "<figure><figcaption>Keyboard top and each bar&#39;s bottom (points from the container&#39;s "
    out += "top, drawn as on screen: up is up"
    if measured != nil {
      out += "; dotted and dashed black: the keyboard and the bar as measured on the device"
    }
    if series.containerSizeVaries {
      out += "; dashed: the container&#39;s bottom and its safe area&#39;s, which move in this scenario"
    }
    out += ")</figcaption>"
    SVGLinePlot(
      times: series.times, series: positions, marks: recording.marks, references: references,
      valueTitle: "y (pt)", valuesGrowDownward: true, valueExtent: extent, idPrefix: id + "-pos",
      accessibleLabel: "Keyboard top and bar bottoms over time"
    ).append(to: &out)
    out += "</figure>"

    let gapExtent = SVGLinePlot.finiteExtent(of: gaps.map(\.values)) ?? (0, 0)
    out += "<figure><figcaption>Gap = keyboard top − bar bottom (points; above 0 the bar floats over "
    out += "the keyboard, below 0 the keyboard covers it; shown while the keyboard reaches above "
    out += "the bottom safe area)</figcaption>"
    SVGLinePlot(
      times: series.times, series: gaps, marks: recording.marks,
      references: [SVGLinePlot.Reference(value: 0, label: "on the keyboard")],
      valueTitle: "gap (pt)", valuesGrowDownward: false,
      valueExtent: (min(gapExtent.lower, -5), max(gapExtent.upper, 5)), idPrefix: id + "-gap",
      accessibleLabel: "Gap between each bar and the keyboard over time",
      emptyMessage: "The keyboard never reaches above the bottom safe area here."
    ).append(to: &out)
    out += "</figure>"
  }

  /// Track indices with the models first, so KeyboardDock's line is drawn on top.
  static func drawingOrder(_ styles: [HTMLStrategyStyle]) -> [Int] {
    styles.indices.filter { styles[$0].isModel } + styles.indices.filter { !styles[$0].isModel }
  }
}
