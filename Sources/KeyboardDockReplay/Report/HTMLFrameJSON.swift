/// The compact JSON a scenario section embeds for its scrubber.
///
/// Decimation keeps very long recordings from bloating the page. Shape:
/// `{"frames":m,"total":n,"fps":60,"W":390,"H":844,"sb":34,"bh":52,"lead":0,"t":[…],
/// "k":[…],"h":[…],"cw":[…],"ch":[…],"b":[[…],…]}` where `W`, `H` are the container's size at the
/// start and `sb` its bottom safe area; `t` is seconds (3 decimals), `k` keyboard tops, `h` bar
/// heights (empty when constant, then `bh` applies), `cw` and `ch` the container's size per frame
/// (empty when it does not change) and `b` each track's bar bottoms (points, 2 decimals). Missing
/// or non-finite values are `null`. Only numbers are embedded: names stay in the HTML, where they
/// are escaped, so the JSON can never close its `<script>` element early.
enum HTMLFrameJSON {
  /// The most frames a section embeds; longer recordings embed this many, evenly spaced.
  static let maximumFrames = 20_000

  /// The number of frames embedded for a recording of `frameCount` frames.
  static func embeddedCount(frameCount: Int) -> Int { min(max(frameCount, 0), maximumFrames) }

  /// The recording frame behind embedded frame `index`.
  ///
  /// Embedded frames are evenly spaced over the recording, always including its first and last frames.
  static func sourceFrame(_ index: Int, embedded: Int, frameCount: Int) -> Int {
    guard embedded < frameCount, embedded > 1 else { return index }
    return (index * (frameCount - 1) + (embedded - 1) / 2) / (embedded - 1)
  }

  /// Appends the JSON for `series` of `recording`.
  static func append(_ series: HTMLFrameSeries, of recording: ReplayRecording, to out: inout String) {
    let count = series.frameCount
    let embedded = embeddedCount(frameCount: count)
    out += "{\"frames\":"
    out += String(embedded)
    out += ",\"total\":"
    out += String(count)
    out += ",\"fps\":"
    ReplayFormat.appendNumber(recording.framesPerSecond, decimals: 3, to: &out)
    out += ",\"W\":"
    ReplayFormat.appendNumber(Double(recording.containerSize.width), decimals: 2, to: &out)
    out += ",\"H\":"
    ReplayFormat.appendNumber(series.containerHeight, decimals: 2, to: &out)
    out += ",\"sb\":"
    ReplayFormat.appendNumber(series.safeBottom, decimals: 2, to: &out)
    out += ",\"bh\":"
    ReplayFormat.appendNumber(Double(recording.barHeight), decimals: 2, to: &out, fallback: "0")
    out += ",\"lead\":"
    out += String(series.leadTrack)
    out += ",\"t\":"
    appendArray(series.times, decimals: 3, embedded: embedded, to: &out)
    out += ",\"k\":"
    appendArray(series.keyboardTops, decimals: 2, embedded: embedded, to: &out)
    out += ",\"h\":"
    if recording.barHeights.isEmpty {
      out += "[]"
    } else {
      appendArray(series.barHeights, decimals: 2, embedded: embedded, to: &out)
    }
    for (key, values) in [(",\"cw\":", series.containerWidths), (",\"ch\":", series.containerHeights)] {
      out += key
      if series.containerSizeVaries {
        appendArray(values, decimals: 2, embedded: embedded, to: &out)
      } else {
        out += "[]"
      }
    }
    out += ",\"b\":["
    for (track, bottoms) in series.barBottoms.enumerated() {
      if track > 0 { out += "," }
      appendArray(bottoms, decimals: 2, embedded: embedded, to: &out)
    }
    out += "]}"
  }

  /// Appends `embedded` values of `values`, picked as ``sourceFrame(_:embedded:frameCount:)``.
  private static func appendArray(_ values: [Double], decimals: Int, embedded: Int, to out: inout String) {
    out += "["
    for index in 0..<embedded {
      if index > 0 { out += "," }
      let frame = sourceFrame(index, embedded: embedded, frameCount: values.count)
      ReplayFormat.appendNumber(values[frame], decimals: decimals, to: &out)
    }
    out += "]"
  }
}
