/// The table of every strategy's summary figures for one scenario.
///
/// Baselines are labelled "model": they model common approaches, they are not the real
/// libraries. Figures above half a point (or any frame out of place) are highlighted. When the
/// scenario ran under several conditions, the table adds each strategy's worst gap and overlap
/// over them with the condition that produced each, and its main-thread frame callbacks.
enum HTMLMetricsTable {
  /// Appends the `<table>` for `tracks`, drawn in `styles`.
  static func append(_ tracks: [ReplayTrack], styles: [HTMLStrategyStyle], to out: inout String) {
    let showsWorst = tracks.contains { ($0.worstCase?.conditions.count ?? 0) > 1 }
    out += "<table class=\"metrics\"><caption>Summary per strategy</caption><thead><tr>"
    out += "<th scope=\"col\">Strategy</th><th scope=\"col\">Kind</th>"
    out += "<th scope=\"col\">Max gap (pt)</th><th scope=\"col\">Max overlap (pt)</th>"
    out += "<th scope=\"col\">Frames out of place</th><th scope=\"col\">Final inset (pt)</th>"
    out += "<th scope=\"col\">Offset drift (pt)</th>"
    if showsWorst {
      out += "<th scope=\"col\">Worst gap, any condition (pt)</th>"
      out += "<th scope=\"col\">Worst overlap, any condition (pt)</th>"
      out += "<th scope=\"col\">Main-thread frame callbacks</th>"
    }
    out += "</tr></thead><tbody>"
    if tracks.isEmpty {
      out += "<tr><td colspan=\"7\">No strategies were recorded.</td></tr>"
    }
    for (track, style) in zip(tracks, styles) {
      let metrics = track.metrics
      out += "<tr><th scope=\"row\">"
      style.appendSwatch(to: &out)
      out += " "
      HTMLText.appendEscaped(track.strategy, to: &out)
      out += style.isModel ? "</th><td><span class=\"tag\">model</span></td>" : "</th><td>library</td>"
      appendFigure(metrics.maxGap, flagged: metrics.maxGap > 0.5, to: &out)
      appendFigure(metrics.maxOverlap, flagged: metrics.maxOverlap > 0.5, to: &out)
      out += metrics.framesOutOfPlace > 0 ? "<td class=\"num bad\">" : "<td class=\"num\">"
      out += String(metrics.framesOutOfPlace)
      out += "</td>"
      appendFigure(metrics.finalContentInset, flagged: false, to: &out)
      appendFigure(metrics.contentOffsetDrift, flagged: abs(metrics.contentOffsetDrift) > 0.5, to: &out)
      if showsWorst {
        if let worst = track.worstCase {
          appendWorst(worst.maxGap, under: worst.maxGapConditions, to: &out)
          appendWorst(worst.maxOverlap, under: worst.maxOverlapConditions, to: &out)
          out += "<td class=\"num\">\(worst.mainThreadFrameCallbacks)</td>"
        } else {
          out += "<td class=\"num\">—</td><td class=\"num\">—</td><td class=\"num\">—</td>"
        }
      }
      out += "</tr>"
    }
    out += "</tbody></table>"
  }

  /// A worst figure with the condition that produced it: `73.3 under 33 ms, 120 Hz`.
  private static func appendWorst(_ value: Double, under conditions: ReplayConditions, to out: inout String) {
    out += value > 0.5 ? "<td class=\"num bad\">" : "<td class=\"num\">"
    ReplayFormat.appendNumber(value, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
    if ReplayFormat.points(value) != "0.0" {
      out += " <small>under "
      HTMLText.appendEscaped(conditions.label, to: &out)
      out += "</small>"
    }
    out += "</td>"
  }

  /// A numeric cell with one decimal, "—" when not finite (a figure that does not apply, such
  /// as an inset without a scroll view).
  private static func appendFigure(_ value: Double, flagged: Bool, to out: inout String) {
    out += flagged ? "<td class=\"num bad\">" : "<td class=\"num\">"
    ReplayFormat.appendNumber(value, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
    out += "</td>"
  }
}
