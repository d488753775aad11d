import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite("HTMLReport")
struct HTMLReportTests {
  // MARK: Fixtures

  /// A 390 × 844 recording of `frames` frames at 60 fps.
  ///
  /// The keyboard is at 508 from frame 1 on, KeyboardDock on it, one model floating 34 pt above it.
  static func recording(
    frames: Int, name: String = "iphone-show", title: String = "Show", marks: [ReplayMark] = []
  ) -> ReplayRecording {
    let times = (0..<frames).map { Double($0) / 60 }
    let tops = (0..<frames).map { $0 == 0 ? 844.0 : 508.0 }
    return ReplayRecording(
      name: name, title: title, containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34), barHeight: 52, framesPerSecond: 60,
      times: times, keyboardTops: tops,
      tracks: [
        ReplayTrack(
          strategy: "KeyboardDock", isBaselineModel: false,
          barBottoms: tops.map { min($0, 810) }, metrics: metrics(gap: 0, overlap: 0, frames: 0)),
        ReplayTrack(
          strategy: "model: safe area twice", isBaselineModel: true,
          barBottoms: tops.map { min($0, 810) - 34 }, metrics: metrics(gap: 34, overlap: 0, frames: 7)),
      ],
      marks: marks)
  }

  static func metrics(gap: Double, overlap: Double, frames: Int) -> ReplayMetrics {
    ReplayMetrics(
      maxGap: gap, maxOverlap: overlap, framesOutOfPlace: frames, finalContentInset: 302,
      contentOffsetDrift: 0)
  }

  /// The text between the first `start` and the next `end` after it.
  static func text(in page: String, from start: String, to end: String) -> String? {
    guard let open = page.range(of: start),
      let close = page.range(of: end, range: open.upperBound..<page.endIndex)
    else { return nil }
    return String(page[open.upperBound..<close.lowerBound])
  }

  /// The first section's embedded frames, parsed.
  static func embeddedFrames(_ page: String) throws -> [String: Any] {
    let json = try #require(
      text(in: page, from: "<script type=\"application/json\" class=\"frames\">", to: "</script>"))
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  static func occurrences(of needle: String, in page: String) -> Int {
    page.components(separatedBy: needle).count - 1
  }

  // MARK: Self-contained page

  @Test("The page references nothing on the network", arguments: [0, 1, 3])
  func noNetworkReferences(recordingCount: Int) {
    let recordings = (0..<recordingCount).map { Self.recording(frames: 30, name: "s\($0)") }
    let page = HTMLReport.render(recordings, title: "Replay")

    #expect(!page.contains("http://"))
    #expect(!page.contains("https://"))
    #expect(!page.contains("<link"))
    #expect(!page.contains(" src="))
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</body></html>\n"))
  }

  @Test("One screen and two plots per recording with frames", arguments: [0, 1, 3])
  func svgPerPlot(recordingCount: Int) {
    let recordings = (0..<recordingCount).map { Self.recording(frames: 30, name: "s\($0)") }
    let page = HTMLReport.render(recordings, title: "Replay")

    #expect(Self.occurrences(of: "<svg class=\"plot\"", in: page) == 2 * recordingCount)
    #expect(Self.occurrences(of: "<svg class=\"screen\"", in: page) == recordingCount)
    // Two tracks, each with a swatch in the legend and in the metrics table.
    #expect(Self.occurrences(of: "<svg class=\"swatch\"", in: page) == 4 * recordingCount)
    #expect(Self.occurrences(of: "<svg", in: page) == 7 * recordingCount)
    #expect(Self.occurrences(of: "<section class=\"scenario\"", in: page) == recordingCount)
  }

  /// The style sheet and the script are inlined whole: the page loads no file.
  @Test func inlinesTheStyleAndTheScript() throws {
    let page = HTMLReport.render([Self.recording(frames: 3)], title: "t")
    let style = try #require(Self.text(in: page, from: "<style>", to: "</style>"))
    #expect(style.hasPrefix(":root{color-scheme:light;"))
    #expect(style == HTMLReportResources.css)
    let script = try #require(Self.text(in: page, from: "<script>", to: "</script></body>"))
    #expect(script.hasPrefix("(function () {\n  \"use strict\";"))
    #expect(script.hasSuffix("})();"))
    #expect(script == HTMLReportResources.javaScript)
    #expect(!page.contains("<link") && !page.contains(" src="))
  }

  /// The style sheet and the script are compiled into the binary: the module has no resource files,
  /// so a `kbdock` copied away from its build folder (and its resource bundle) still writes a report.
  @Test func theReportNeedsNoFileBesideTheBinary() throws {
    let module = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/KeyboardDockReplay")
    let files = try #require(FileManager.default.enumerator(atPath: module.path))
    let resources = files.compactMap { $0 as? String }.filter {
      !$0.hasPrefix("Documentation.docc") && $0.contains(".") && !$0.hasSuffix(".swift")
    }
    #expect(resources == [])
    #expect(HTMLReportResources.css.hasSuffix("}"))
    #expect(HTMLReportResources.javaScript.hasSuffix("})();"))
  }

  // MARK: Escaping

  @Test func escapesEveryString() {
    var recording = Self.recording(
      frames: 3, name: "a<b>", title: "Tom & \"Jerry\" <script>",
      marks: [ReplayMark(time: 0.01, label: "<drag>")])
    recording.tracks[1].strategy = "model: <i>'x'</i>"
    let page = HTMLReport.render([recording], title: "<&>\"")

    #expect(page.contains("<title>&lt;&amp;&gt;&quot;</title>"))
    #expect(page.contains("<h1>&lt;&amp;&gt;&quot;</h1>"))
    #expect(page.contains("<h2>Tom &amp; &quot;Jerry&quot; &lt;script&gt;</h2>"))
    #expect(page.contains("<code>a&lt;b&gt;</code>"))
    #expect(page.contains("model: &lt;i&gt;&#39;x&#39;&lt;/i&gt;"))
    #expect(page.contains("&lt;drag&gt;"))
    #expect(!page.contains("<&>"))
    #expect(!page.contains("<script>\n") && Self.occurrences(of: "<script", in: page) == 2)
    #expect(!page.contains("<i>"))
    #expect(!page.contains("<drag>"))
    // The section id keeps only letters, digits and dashes.
    #expect(page.contains("<section class=\"scenario\" id=\"s0-ab\""))
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("<&>\"'", "&lt;&amp;&gt;&quot;&#39;"),
    ("é ✓ & ü", "é ✓ &amp; ü"),
    ("", ""),
  ])
  func escaping(input: String, expected: String) {
    #expect(HTMLText.escaped(input) == expected)
  }

  // MARK: Embedded frames

  @Test("The JSON holds every frame, rounded", arguments: [1, 2, 61, 500])
  func embedsEveryFrame(frames: Int) throws {
    var recording = Self.recording(frames: frames)
    recording.keyboardTops[0] = 508.12345
    let page = HTMLReport.render([recording], title: "Replay")
    let data = try Self.embeddedFrames(page)

    #expect(data["frames"] as? Int == frames)
    #expect(data["total"] as? Int == frames)
    #expect((data["t"] as? [Any])?.count == frames)
    #expect((data["k"] as? [Double])?.first == 508.12)
    #expect((data["h"] as? [Any])?.count == 0)
    #expect(data["bh"] as? Double == 52)
    #expect(data["lead"] as? Int == 0)
    let bottoms = try #require(data["b"] as? [[Double]])
    #expect(bottoms.map(\.count) == [frames, frames])
    #expect(bottoms[1].last == (frames == 1 ? 776 : 474))
    #expect(page.contains("data-frames=\"\(frames)\""))
    #expect(page.contains("max=\"\(frames - 1)\""))
    #expect(!page.contains("Long recording"))
  }

  @Test func timesKeepMilliseconds() throws {
    let page = HTMLReport.render([Self.recording(frames: 4)], title: "Replay")
    let data = try Self.embeddedFrames(page)
    #expect(data["t"] as? [Double] == [0, 0.017, 0.033, 0.05])
  }

  @Test(
    "Long recordings embed 20,000 evenly spaced frames",
    arguments: [
      (20_000, 20_000, false), (20_001, 20_000, true), (50_000, 20_000, true),
    ])
  func decimatesLongRecordings(frames: Int, embedded: Int, says: Bool) throws {
    let page = HTMLReport.render([Self.recording(frames: frames)], title: "Replay")
    let data = try Self.embeddedFrames(page)
    let times = try #require(data["t"] as? [Double])

    #expect(data["frames"] as? Int == embedded)
    #expect(data["total"] as? Int == frames)
    #expect(times.count == embedded)
    #expect(times.first == 0)
    #expect(times.last == (Double(frames - 1) / 60 * 1000).rounded() / 1000)
    #expect(try #require(data["b"] as? [[Double]]).map(\.count) == [embedded, embedded])
    #expect(
      page.contains("the scrubber steps through 20000 evenly spaced frames of \(frames);") == says)
  }

  @Test(arguments: [
    // (index, embedded, frameCount, expected)
    (0, 20_000, 50_000, 0), (19_999, 20_000, 50_000, 49_999), (1, 20_000, 50_000, 3),
    (2, 20_000, 50_000, 5), (10, 20_000, 20_000, 10), (3, 5, 5, 3),
  ])
  func sourceFrames(index: Int, embedded: Int, frameCount: Int, expected: Int) {
    #expect(HTMLFrameJSON.sourceFrame(index, embedded: embedded, frameCount: frameCount) == expected)
  }

  // MARK: Edge cases

  @Test func emptyRecordingList() {
    let page = HTMLReport.render([], title: "Nothing")
    #expect(page.contains("<p class=\"note\">No recordings to show.</p>"))
    #expect(!page.contains("<section"))
    #expect(!page.contains("<svg"))
    #expect(!page.contains("<table"))
  }

  @Test func zeroFrameRecording() {
    let page = HTMLReport.render([Self.recording(frames: 0)], title: "Replay")
    #expect(page.contains("This recording has no frames"))
    #expect(!page.contains("<svg class=\"screen\""))
    #expect(!page.contains("<svg class=\"plot\""))
    #expect(!page.contains("application/json"))
    #expect(!page.contains(" data-frames="))
    #expect(Self.occurrences(of: "<table class=\"metrics\"", in: page) == 1)
  }

  @Test func mismatchedArrayLengthsBecomeNull() throws {
    var recording = Self.recording(frames: 4)
    recording.keyboardTops = [700]
    recording.tracks[1].barBottoms = [1, 2, 3, 4, 5, 6]
    let data = try Self.embeddedFrames(HTMLReport.render([recording], title: "Replay"))

    #expect((data["k"] as? [Any])?.count == 4)
    #expect((data["k"] as? [Any])?[1] is NSNull)
    #expect((data["b"] as? [[Double]])?[1] == [1, 2, 3, 4])
  }

  @Test func nonFiniteInputsAreNullAndGaps() throws {
    var recording = Self.recording(frames: 6, marks: [ReplayMark(time: .nan, label: "lost")])
    recording.times[2] = .nan
    recording.keyboardTops[3] = .infinity
    recording.keyboardTops[4] = .nan
    recording.tracks[0].barBottoms[5] = -.infinity
    recording.tracks[1].metrics.maxGap = .nan
    recording.containerSize.width = .nan
    recording.framesPerSecond = .infinity
    let page = HTMLReport.render([recording], title: "Replay")
    let data = try Self.embeddedFrames(page)

    #expect((data["t"] as? [Any])?[2] is NSNull)
    #expect((data["k"] as? [Any])?[3] is NSNull)
    #expect((data["k"] as? [Any])?[4] is NSNull)
    #expect((data["b"] as? [[Any]])?[0][5] is NSNull)
    #expect(data["fps"] is NSNull)
    for word in ["nan", "inf"] {
      let lowercased = page.lowercased()
      #expect(!lowercased.contains(word + ",") && !lowercased.contains(word + "\""))
      #expect(!lowercased.contains("-" + word) && !lowercased.contains(">" + word))
    }
    #expect(!page.contains("lost"))
    // Every path is made of finite coordinates only.
    for path in page.components(separatedBy: " d=\"").dropFirst() {
      let data = path.prefix { $0 != "\"" }
      #expect(data.allSatisfy { "MLHVZhvz0123456789.,- ".contains($0) })
    }
  }

  // MARK: Container changes

  @Test func aRotatingContainerIsEmbeddedAndDrawnLargeEnough() throws {
    var recording = Self.recording(frames: 4)
    recording.containerSizes = [
      CGSize(width: 390, height: 844), CGSize(width: 390, height: 844),
      CGSize(width: 844, height: 390), CGSize(width: 844, height: 390),
    ]
    recording.keyboardTops = [844, 508, 181, 181]
    recording.tracks[0].barBottoms = [810, 508, 181, 181]
    recording.tracks[1].barBottoms = [810, 474, 474, 420]
    let page = HTMLReport.render([recording], title: "Replay")
    let data = try Self.embeddedFrames(page)
    let series = HTMLFrameSeries(recording)

    #expect(data["cw"] as? [Double] == [390, 390, 844, 844])
    #expect(data["ch"] as? [Double] == [844, 844, 390, 390])
    #expect(data["sb"] as? Double == 34)
    // The bezel is 3.5 % of the shorter side (13.65 pt); the view box fits 844 × 844.
    #expect(page.contains("<svg class=\"screen\" viewBox=\"-13.7 -13.7 871.3 871.3\""))
    #expect(series.restingBottoms == [810, 810, 356, 356])
    #expect(series.gaps[1][1...3] == [34, -293, -239])
    #expect(series.openingFrame == 2)
    // The container's moving edges are drawn as lines, not as fixed guides.
    #expect(!page.contains("container bottom</text>"))
    #expect(page.contains("which move in this scenario"))
  }

  @Test func aSteadyContainerEmbedsNoSizes() throws {
    var recording = Self.recording(frames: 3)
    recording.containerSizes = Array(repeating: CGSize(width: 390, height: 844), count: 3)
    let page = HTMLReport.render([recording], title: "Replay")
    let data = try Self.embeddedFrames(page)

    #expect((data["cw"] as? [Any])?.count == 0)
    #expect((data["ch"] as? [Any])?.count == 0)
    #expect(page.contains("container bottom</text>"))
    #expect(page.contains("safe area bottom</text>"))
  }

  // MARK: Numbers and axes

  @Test(arguments: [
    (508.125, 2, false, "508.13"), (-0.004, 2, false, "0"), (-0.006, 2, false, "-0.01"),
    (12.5, 2, false, "12.5"), (12, 2, false, "12"), (0.05, 2, false, "0.05"),
    (3.14159, 3, false, "3.142"), (7, 1, true, "7.0"), (-0.04, 1, true, "0.0"),
    (1234.5, 0, false, "1235"), (.nan, 2, false, "null"), (.infinity, 2, false, "null"),
    (1e13, 2, false, "null"), (-2.25, 1, true, "-2.3"),
  ])
  func numbers(value: Double, decimals: Int, keepsZeros: Bool, expected: String) {
    var out = ""
    ReplayFormat.appendNumber(value, decimals: decimals, to: &out, keepsTrailingZeros: keepsZeros)
    #expect(out == expected)
  }

  @Test(arguments: [
    (0.0, 844.0, 5, true, [0.0, 200, 400, 600, 800, 1000], 0),
    (0.0, 2.5, 8, false, [0, 0.5, 1, 1.5, 2, 2.5], 1),
    (-5.0, 5.0, 5, true, [-6.0, -4, -2, 0, 2, 4, 6], 0),
    (0.1, 0.23, 5, false, [0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.22], 2),
    (3.0, 3.0, 4, true, [2, 2.5, 3, 3.5, 4], 1),
  ])
  func ticks(lower: Double, upper: Double, count: Int, extends: Bool, expected: [Double], decimals: Int) {
    let ticks = SVGAxisTicks(lower: lower, upper: upper, approximateCount: count, extendsToTicks: extends)
    #expect(ticks.values.map { ($0 * 1000).rounded() / 1000 } == expected)
    #expect(ticks.decimals == decimals)
  }

  @Test func marksAtOneInstantShareALabel() {
    let marks = [
      ReplayMark(time: 0.5, label: "didShow"), ReplayMark(time: 0.2, label: "willShow"),
      ReplayMark(time: 0.2, label: "willChangeFrame"), ReplayMark(time: 0.2004, label: "willShow"),
    ]
    let groups = SVGLinePlot.groupedMarks(marks)
    #expect(groups.map(\.time) == [0.2, 0.5])
    #expect(groups.map(\.labels) == [["willShow", "willChangeFrame"], ["didShow"]])
  }

  @Test func longSeriesKeepOneFrameSpikes() {
    let count = 100_000
    var values = [Double](repeating: 0, count: count)
    values[50_001] = 100
    let plot = SVGLinePlot(
      times: (0..<count).map { Double($0) / 1000 },
      series: [.init(style: .init(color: "#000", dash: nil, isModel: false), values: values)],
      marks: [], valueTitle: "v", valuesGrowDownward: false, valueExtent: (0, 100), idPrefix: "p",
      accessibleLabel: "p")
    var out = ""
    plot.append(to: &out)
    let path = String(out.components(separatedBy: " d=\"")[1].prefix { $0 != "\"" })

    // x runs from 62 to 844 over 0…99.999 s, y from 272 (0) up to 52 (100). The spike at
    // 50.001 s lands in the half-pixel column starting at x 453 and survives; the flat
    // stretches on either side collapse to their ends.
    #expect(path == "M62,272L453,272L453,52L453.5,272L844,272")
  }

  @Test func opensAtTheFrameWhereStrategiesDisagreeMost() {
    var recording = Self.recording(frames: 10)
    recording.tracks[1].barBottoms[6] = 300
    let series = HTMLFrameSeries(recording)
    #expect(series.openingFrame == 6)

    recording.tracks.removeLast()
    #expect(HTMLFrameSeries(recording).openingFrame == 1)
  }

  @Test(arguments: [(844.0, true), (820.0, true), (809.0, false)])
  func anEmptyGapPlotSaysWhy(keyboardTop: Double, saysSo: Bool) {
    var recording = Self.recording(frames: 3)
    recording.keyboardTops = [844, keyboardTop, keyboardTop]
    let page = HTMLReport.render([recording], title: "Replay")
    #expect(page.contains("The keyboard never reaches above the bottom safe area here.") == saysSo)
  }

  @Test func gapsOnlyWhileTheKeyboardIsAboveTheSafeArea() {
    let series = HTMLFrameSeries(Self.recording(frames: 3))
    #expect(series.gaps[0][0].isNaN)
    #expect(series.gaps[0][1] == 0)
    #expect(series.gaps[1][1] == 34)
  }
}
