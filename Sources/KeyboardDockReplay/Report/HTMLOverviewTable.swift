/// The table at the top of the report: one row per scenario with KeyboardDock's figures beside the
/// worst of the baseline models', linking to the scenario's section.
///
/// Figures are the worst over every condition a scenario ran under. When a trace measured the keyboard and
/// the bar on the device, a last column gives the measured max gap and overlap.
enum HTMLOverviewTable {
  /// Appends the `<table>` for `sections`.
  static func append(_ sections: [HTMLScenarioSection], to out: inout String) {
    let measures = sections.contains { $0.recording.measurement != nil }
    out += "<table class=\"overview\"><thead><tr><th scope=\"col\">Scenario</th>"
    out += "<th scope=\"col\">Frames</th><th scope=\"col\">KeyboardDock max gap / overlap (pt)</th>"
    out += "<th scope=\"col\">KeyboardDock frames out of place</th>"
    out += "<th scope=\"col\">Worst model max gap / overlap (pt)</th>"
    if measures { out += "<th scope=\"col\">Measured on the device max gap / overlap (pt)</th>" }
    out += "</tr></thead><tbody>"
    for section in sections {
      let recording = section.recording
      out += "<tr><th scope=\"row\"><a href=\"#"
      out += section.anchor
      out += "\">"
      HTMLText.appendEscaped(recording.title.isEmpty ? recording.name : recording.title, to: &out)
      out += "</a></th><td class=\"num\">"
      out += String(recording.times.count)
      out += "</td>"
      let library = recording.tracks.filter { !$0.isBaselineModel }.map(worstMetrics)
      let models = recording.tracks.filter(\.isBaselineModel).map(worstMetrics)
      appendPair(library, to: &out)
      if library.isEmpty {
        out += "<td class=\"num\">—</td>"
      } else {
        let frames = library.map(\.framesOutOfPlace).max() ?? 0
        out += frames > 0 ? "<td class=\"num bad\">" : "<td class=\"num\">"
        out += String(frames)
        out += "</td>"
      }
      appendPair(models, to: &out)
      if measures {
        let measured = recording.measurement.map {
          ReplayMetrics(
            maxGap: $0.maxGap, maxOverlap: $0.maxOverlap, framesOutOfPlace: 0, finalContentInset: 0,
            contentOffsetDrift: 0)
        }
        appendPair(measured.map { [$0] } ?? [], to: &out)
      }
      out += "</tr>"
    }
    out += "</tbody></table>\n"
  }

  /// The track's metrics with its worst gap, overlap and frames out of place over every
  /// condition, when it has them.
  private static func worstMetrics(_ track: ReplayTrack) -> ReplayMetrics {
    guard let worst = track.worstCase else { return track.metrics }
    var metrics = track.metrics
    metrics.maxGap = worst.maxGap
    metrics.maxOverlap = worst.maxOverlap
    metrics.framesOutOfPlace = worst.framesOutOfPlace
    return metrics
  }

  /// A cell with the largest max gap and max overlap among `metrics`, "—" if there are none.
  private static func appendPair(_ metrics: [ReplayMetrics], to out: inout String) {
    guard !metrics.isEmpty else {
      out += "<td class=\"num\">—</td>"
      return
    }
    let gap = metrics.map(\.maxGap).reduce(-Double.infinity) { max($0, $1) }
    let overlap = metrics.map(\.maxOverlap).reduce(-Double.infinity) { max($0, $1) }
    out += gap > 0.5 || overlap > 0.5 ? "<td class=\"num bad\">" : "<td class=\"num\">"
    ReplayFormat.appendNumber(gap, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
    out += " / "
    ReplayFormat.appendNumber(overlap, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
    out += "</td>"
  }
}
