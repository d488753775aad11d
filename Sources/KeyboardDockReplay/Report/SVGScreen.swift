import Foundation

/// The animated picture of the container.
///
/// It shows the safe areas, a keyboard, one bar per strategy and a few chat bubbles riding on
/// KeyboardDock's bar. The SVG's user units are the container's points (y grows downward), so the
/// page's script moves elements by writing recorded values straight into attributes. Elements whose
/// geometry follows the container's size carry `data-wr` / `data-hb` (width = W − k, height = H −
/// k) and `data-xr` / `data-yb` (x = W − k, y = H − k), which the script applies when the size
/// changes (rotation, Split View). The server draws the opening frame, so the picture also shows
/// without JavaScript.
struct SVGScreen {
  /// The recording drawn.
  let recording: ReplayRecording
  /// Its sanitized per-frame values.
  let series: HTMLFrameSeries
  /// Each track's style.
  let styles: [HTMLStrategyStyle]
  /// A document-unique prefix for the SVG's element ids.
  let idPrefix: String
  /// The frame drawn.
  let frame: Int

  /// The padding a bar's text field keeps from the bar's edges, points.
  static let fieldPadding = 7.0
  /// How far a floating glass bar keeps from the container's sides, points: the iOS 26 composer's.
  static let floatingInset = 12.0
  /// The corner radius of a floating glass bar, points, at most half its height.
  static let floatingCornerRadius = 22.0
  /// The top corner radius of the iOS 26 keyboard, points, drawn with a floating glass bar.
  static let roundedKeyboardRadius = 30.0

  /// Whether the run's conditions float the bar (`ReplayConditions.floatingBarGap`): KeyboardDock's
  /// bar is then drawn as the iOS 26 composer, a glass capsule inset from the sides, over a
  /// keyboard with rounded corners.
  private var isFloating: Bool { (recording.conditions?.floatingBarGap ?? 0) > 0 }

  private var width: Double { Self.usable(series.containerWidths[frame], fallback: 390) }
  /// The narrowest the container gets, which keys and bubbles are laid out for.
  ///
  /// So they fit at every size: the keys stretch with the container, and outgoing bubbles keep to its right
  /// edge.
  private var narrowest: Double {
    series.containerWidths.reduce(width) { $1.isFinite && $1 > 0 && $1 < $0 ? $1 : $0 }
  }
  private var height: Double { Self.usable(series.containerHeights[frame], fallback: 844) }
  private var insets: (top: Double, left: Double, bottom: Double, right: Double) {
    let insets = recording.safeAreaInsets
    return (
      Self.usable(Double(insets.top), fallback: 0), Self.usable(Double(insets.left), fallback: 0),
      Self.usable(Double(insets.bottom), fallback: 0), Self.usable(Double(insets.right), fallback: 0)
    )
  }

  /// Appends the `<svg>` element.
  func append(to out: inout String) {
    let widest = series.containerWidths.reduce(width) { $1 > $0 && $1.isFinite ? $1 : $0 }
    let tallest = series.containerHeights.reduce(height) { $1 > $0 && $1.isFinite ? $1 : $0 }
    let bezel = max(8, min(width, height) * 0.035)
    out += "<svg class=\"screen\" viewBox=\""
    for (index, value) in [-bezel, -bezel, widest + 2 * bezel, tallest + 2 * bezel].enumerated() {
      if index > 0 { out += " " }
      ReplayFormat.appendCoordinate(value, to: &out)
    }
    out += "\" data-pad=\""
    ReplayFormat.appendCoordinate(Self.fieldPadding, to: &out)
    out += "\" data-w=\""
    ReplayFormat.appendCoordinate(narrowest, to: &out)
    out += "\" role=\"img\" aria-label=\"The container with the keyboard and each strategy&#39;s bar\">"
    out += "<defs><clipPath id=\""
    out += idPrefix
    out += "-screen\">"
    let fills = "data-wr=\"0\" data-hb=\"0\""
    SVGElement.appendRect(
      x: 0, y: 0, width: width, height: height,
      extra: "rx=\"\(ReplayFormat.number(bezel * 0.8, decimals: 0))\" " + fills, to: &out)
    out += "</clipPath></defs>"
    let grows = ReplayFormat.number(-2 * bezel, decimals: 1)
    SVGElement.appendRect(
      x: -bezel, y: -bezel, width: width + 2 * bezel, height: height + 2 * bezel,
      extra: "class=\"bezel\" rx=\"\(ReplayFormat.number(bezel * 2, decimals: 0))\" "
        + "data-wr=\"\(grows)\" data-hb=\"\(grows)\"",
      to: &out)
    out += "<g clip-path=\"url(#"
    out += idPrefix
    out += "-screen)\">"
    SVGElement.appendRect(
      x: 0, y: 0, width: width, height: height, extra: "class=\"container\" " + fills, to: &out)
    appendBubbles(to: &out)
    appendSafeAreas(to: &out)
    appendKeyboard(to: &out)
    for track in styles.indices where !styles[track].isModel {
      appendBar(track: track, to: &out)
    }
    var modelNumber = 0
    for track in styles.indices where styles[track].isModel {
      modelNumber += 1
      appendBar(track: track, inset: Double(modelNumber) * 4, to: &out)
    }
    out += "</g></svg>"
  }

  /// Shaded bands over the safe-area insets.
  private func appendSafeAreas(to out: inout String) {
    let (top, left, bottom, right) = insets
    let sideHeight = max(0, height - top - bottom)
    let sides = "data-hb=\"\(ReplayFormat.number(top + bottom, decimals: 1))\""
    out += "<g class=\"safe\">"
    if top > 0 {
      SVGElement.appendRect(x: 0, y: 0, width: width, height: top, extra: "data-wr=\"0\"", to: &out)
    }
    if bottom > 0 {
      SVGElement.appendRect(
        x: 0, y: height - bottom, width: width, height: bottom, extra: Self.fromBottom(bottom), to: &out)
    }
    if left > 0 {
      SVGElement.appendRect(x: 0, y: top, width: left, height: sideHeight, extra: sides, to: &out)
    }
    if right > 0 {
      SVGElement.appendRect(
        x: width - right, y: top, width: right, height: sideHeight,
        extra: sides + " data-xr=\"\(ReplayFormat.number(right, decimals: 1))\"", to: &out)
    }
    out += "</g>"
  }

  /// The keyboard: a group moved to the keyboard's top.
  ///
  /// It holds a rectangle down to the container's bottom and a few rows of keys.
  private func appendKeyboard(to out: inout String) {
    let top = series.keyboardTops[frame]
    let covers = top < height
    out += "<g class=\"keyboard\" data-kb=\"\" transform=\"translate(0 "
    ReplayFormat.appendCoordinate(covers ? top : height, to: &out)
    out += ")\""
    if !covers { out += " display=\"none\"" }
    out += ">"
    let corners = isFloating ? " rx=\"\(ReplayFormat.number(Self.roundedKeyboardRadius, decimals: 0))\"" : ""
    SVGElement.appendRect(
      x: 0, y: 0, width: width, height: covers ? height - top : 0,
      extra: "class=\"h-kb\" data-wr=\"0\"" + corners, to: &out)
    out += "<path class=\"keys\" data-keys=\"\""
    if width != narrowest {
      out += " transform=\"scale("
      ReplayFormat.appendNumber(width / narrowest, decimals: 3, to: &out)
      out += " 1)\""
    }
    out += " d=\""
    appendKeys(width: narrowest, to: &out)
    out += "\"/></g>"
  }

  /// The outline of four rows of keys across `width`, as one path.
  private func appendKeys(width: Double, to out: inout String) {
    let gap = max(5, width * 0.015)
    let keyWidth = (width - gap * 11) / 10
    let keyHeight = min(max(width * 0.11, 36), 60)
    let rows: [(keys: Int, widthScale: Double)] = [(10, 1), (9, 1), (7, 1), (1, 5)]
    for (row, layout) in rows.enumerated() {
      let y = gap * 1.6 + Double(row) * (keyHeight + gap * 2)
      let rowWidth = Double(layout.keys) * keyWidth * layout.widthScale + Double(layout.keys - 1) * gap
      var x = (width - rowWidth) / 2
      for _ in 0..<layout.keys {
        let w = keyWidth * layout.widthScale
        out += "M"
        ReplayFormat.appendCoordinate(x, to: &out)
        out += " "
        ReplayFormat.appendCoordinate(y, to: &out)
        out += "h"
        ReplayFormat.appendCoordinate(w, to: &out)
        out += "v"
        ReplayFormat.appendCoordinate(keyHeight, to: &out)
        out += "h"
        ReplayFormat.appendCoordinate(-w, to: &out)
        out += "z"
        x += w + gap
      }
    }
  }

  /// One strategy's bar: a group moved to the bar's top.
  ///
  /// KeyboardDock's is solid with a text field and a send button; a model's is a translucent outline, inset
  /// by `inset` points on each side so coinciding outlines stay apart.
  private func appendBar(track: Int, inset: Double = 0, to out: inout String) {
    let style = styles[track]
    let bottom = series.barBottoms[track][frame]
    let barHeight = series.barHeights[frame]
    let glass = isFloating && !style.isModel
    let side = glass ? Self.floatingInset : inset
    let left = insets.left + side
    let trailing = insets.right + side
    let barWidth = max(0, width - left - trailing)
    out += "<g data-bar=\""
    out += String(track)
    out += "\" transform=\"translate(0 "
    ReplayFormat.appendCoordinate(bottom.isFinite ? bottom - barHeight : 0, to: &out)
    out += ")\""
    if !bottom.isFinite { out += " display=\"none\"" }
    out += ">"
    if style.isModel {
      let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      SVGElement.appendRect(
        x: left, y: 0, width: barWidth, height: barHeight,
        extra: "class=\"h-full model-bar\" fill=\"\(style.color)\" stroke=\"\(style.color)\"\(dash) "
          + Self.shrinking(left + trailing), to: &out)
    } else {
      let padding = Self.fieldPadding
      let button = max(0, min(barHeight - 2 * padding, 34))
      let capsule = min(Self.floatingCornerRadius, max(0, barHeight) / 2)
      let shape =
        glass
        ? "class=\"h-full glass\" rx=\"\(ReplayFormat.number(capsule, decimals: 1))\" " : "class=\"h-full\" "
      SVGElement.appendRect(
        x: left, y: 0, width: barWidth, height: barHeight,
        extra: shape + "fill=\"\(style.color)\" " + Self.shrinking(left + trailing), to: &out)
      let fieldWidth = max(0, barWidth - 3 * padding - 8 - button)
      SVGElement.appendRect(
        x: left + padding + 4, y: padding, width: fieldWidth, height: max(0, barHeight - 2 * padding),
        extra: "class=\"h-field field\" rx=\"15\" " + Self.shrinking(width - fieldWidth), to: &out)
      let center = left + barWidth - padding - 4 - button / 2
      out += "<circle class=\"c-mid send\""
      SVGElement.appendCoordinates(
        ["cx": center, "cy": barHeight / 2, "r": button / 2, "data-xr": width - center], to: &out)
      out += "/>"
    }
    out += "</g>"
  }

  /// Chat bubbles stacked above KeyboardDock's bar, moving with it like scroll content.
  ///
  /// The outgoing ones keep to the right edge when the container's width changes.
  private func appendBubbles(to out: inout String) {
    let lead = series.leadTrack
    var barTop = height
    if lead < series.barBottoms.count, series.barBottoms[lead][frame].isFinite {
      barTop = series.barBottoms[lead][frame] - series.barHeights[frame]
    }
    out += "<g class=\"bubbles\" data-bubbles=\"\" transform=\"translate(0 "
    ReplayFormat.appendCoordinate(barTop, to: &out)
    out += ")\">"
    let left = insets.left + 12
    let right = width - insets.right - 12
    let room = narrowest - insets.left - insets.right - 24
    let bubbleWidths = [0.58, 0.42, 0.66, 0.5, 0.36, 0.6, 0.46]
    let lineCounts = [1, 1, 3, 2, 1, 2, 1]
    var y = -12.0
    for (index, fraction) in bubbleWidths.enumerated() {
      let bubbleWidth = max(0, min(fraction * room, 420))
      let bubbleHeight = 18 + Double(lineCounts[index]) * 20
      y -= bubbleHeight
      let outgoing = index % 2 == 0
      let x = outgoing ? right - bubbleWidth : left
      let follow = outgoing ? " " + Self.fromRight(width - x) : ""
      SVGElement.appendRect(
        x: x, y: y, width: bubbleWidth, height: bubbleHeight,
        extra: "rx=\"18\" class=\"\(outgoing ? "out" : "in")\"" + follow, to: &out)
      for line in 0..<lineCounts[index] {
        let isLast = line == lineCounts[index] - 1
        let lineWidth = (bubbleWidth - 28) * (isLast && lineCounts[index] > 1 ? 0.6 : 1)
        let follow = outgoing ? " " + Self.fromRight(width - x - 14) : ""
        SVGElement.appendRect(
          x: x + 14, y: y + 14 + Double(line) * 20, width: lineWidth, height: 10,
          extra: "rx=\"5\" class=\"text\"" + follow, to: &out)
      }
      y -= 10
    }
    out += "</g>"
  }

  /// The attribute making an element's width the container's width less `amount`.
  private static func shrinking(_ amount: Double) -> String {
    "data-wr=\"\(ReplayFormat.number(amount, decimals: 1, fallback: "0"))\""
  }

  /// The attribute keeping an element's x `amount` left of the container's right edge.
  private static func fromRight(_ amount: Double) -> String {
    "data-xr=\"\(ReplayFormat.number(amount, decimals: 1, fallback: "0"))\""
  }

  /// The attribute keeping an element's y `amount` above the container's bottom edge.
  private static func fromBottom(_ amount: Double) -> String {
    "data-yb=\"\(ReplayFormat.number(amount, decimals: 1, fallback: "0"))\" data-wr=\"0\""
  }

  /// `value` if it is finite and positive, else `fallback`.
  private static func usable(_ value: Double, fallback: Double) -> Double {
    value.isFinite && value > 0 ? value : fallback
  }
}
