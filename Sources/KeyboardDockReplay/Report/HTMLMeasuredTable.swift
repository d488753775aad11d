/// The table "Measured on the device" of a measured trace: the largest gap and overlap over every measured
/// frame and per transition, each beside KeyboardDock's simulated figures for the same frames.
enum HTMLMeasuredTable {
  /// Appends the `<table>` for `comparison`; times count from `startTime`, on the trace's clock.
  static func append(_ comparison: ReplayMeasuredComparison, startTime: Double, to out: inout String) {
    out += "<table class=\"metrics measured\"><caption>Measured on the device, beside KeyboardDock "
    out += "simulated</caption><thead><tr><th scope=\"col\">Transition</th><th scope=\"col\">Frames</th>"
    out += "<th scope=\"col\">Measured max gap (pt)</th><th scope=\"col\">Measured max overlap (pt)</th>"
    out += "<th scope=\"col\">Simulated max gap (pt)</th><th scope=\"col\">Simulated max overlap (pt)</th>"
    out += "</tr></thead><tbody>"
    appendRow("overall", frames: comparison.frameCount, comparison.measured, comparison.simulated, to: &out)
    for transition in comparison.transitions {
      let measured = transition.measured
      var label = measured.name + " at "
      ReplayFormat.appendNumber(measured.time - startTime, decimals: 3, to: &label, keepsTrailingZeros: true)
      label += " s"
      appendRow(
        label, frames: measured.frameCount,
        ReplayMeasuredComparison.Figures(maxGap: measured.maxGap, maxOverlap: measured.maxOverlap),
        transition.simulated, to: &out)
    }
    out += "</tbody></table>"
  }

  private static func appendRow(
    _ label: String, frames: Int, _ measured: ReplayMeasuredComparison.Figures,
    _ simulated: ReplayMeasuredComparison.Figures?, to out: inout String
  ) {
    out += "<tr><th scope=\"row\">"
    HTMLText.appendEscaped(label, to: &out)
    out += "</th><td class=\"num\">"
    out += String(frames)
    out += "</td>"
    for value in [
      measured.maxGap, measured.maxOverlap, simulated?.maxGap ?? .nan, simulated?.maxOverlap ?? .nan,
    ] {
      out += value > 0.5 ? "<td class=\"num bad\">" : "<td class=\"num\">"
      ReplayFormat.appendNumber(value, decimals: 1, to: &out, fallback: "—", keepsTrailingZeros: true)
      out += "</td>"
    }
    out += "</tr>"
  }
}
