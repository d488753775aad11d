import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

@testable import KeyboardDockFrames

/// `kbdock frames` on folders of PNG frames written by the tests: the JSON and the table exactly, natural
/// file-name order, and every kind of unusable input exiting with status 2.
@Suite("SelfTestPixelAnalyzer: kbdock frames")
struct SelfTestPixelFramesCommandTests {
  /// frame1: no keyboard; frame2: the bar docked; frame10: the bar 4 px (1.33 pt) above the keyboard.
  static func folder() throws -> FrameFolderFixture {
    let folder = try FrameFolderFixture()
    try folder.write(SyntheticFrame(keyboardTop: nil, bar: .init(bottom: 794, hairline: 3)), as: "frame1.png")
    try folder.write(SyntheticFrame(bar: .init(bottom: 553, hairline: 3)), as: "frame2.png")
    try folder.write(
      SyntheticFrame(appearance: .dark, bar: .init(bottom: 549, hairline: 3)), as: "frame10.png")
    return folder
  }

  static let jsonLines = [
    #"{"file": "frame1.png", "keyboardTop": null, "barBottom": 264.667, "gap": null, "overlap": null, "#
      + #""hairlineHidden": false}"#,
    #"{"file": "frame2.png", "keyboardTop": 184.333, "barBottom": 184.333, "gap": 0, "overlap": 0, "#
      + #""hairlineHidden": false}"#,
    #"{"file": "frame10.png", "keyboardTop": 184.333, "barBottom": 183, "gap": 1.333, "overlap": 0, "#
      + #""hairlineHidden": false}"#,
  ]

  @Test("--format json: JSON Lines, one row per frame, in natural order, in points rounded to 0.001")
  func json() throws {
    let folder = try Self.folder()
    let outcome = KbdockFrames.run(directory: folder.path, scale: 3, format: "json")
    #expect(outcome.standardOutput == Self.jsonLines.joined(separator: "\n") + "\n")
    #expect(outcome.exitCode == 1)
    #expect(
      outcome.standardError
        == "kbdock: FAIL: 3 frames at scale 3, 2 measured (keyboard and bar): max gap 1.33 pt, max overlap "
        + "0.00 pt; 1 off by more than 1.00 pt; 0 with the bar's hairline under the keyboard; 1 with no "
        + "keyboard.\n")
    // The judge reads the same rows back, every value as written.
    let rows = try SelfTestPixelFrame.parse(outcome.standardOutput)
    #expect(rows.map(\.file) == ["frame1.png", "frame2.png", "frame10.png"])
    #expect(rows.map(\.gap) == [nil, 0, 1.333])
  }

  @Test("--format json with a writer: each row handed over as its frame is measured, nothing collected")
  func jsonAsMeasured() throws {
    let folder = try Self.folder()
    var written: [String] = []
    let outcome = KbdockFrames.run(
      directory: folder.path, scale: 3, format: "json", write: { written.append($0) })
    #expect(written == Self.jsonLines.map { $0 + "\n" })
    #expect(outcome.standardOutput == "")
    #expect(outcome.exitCode == 1)
  }

  @Test("the table and its verdict line; a pass exits 0")
  func table() throws {
    let folder = try FrameFolderFixture()
    try folder.write(SyntheticFrame(bar: .init(bottom: 553, hairline: 1)), as: "b.png")
    try folder.write(SyntheticFrame(bar: .init(bottom: 552, hairline: 1)), as: "a.png")
    try folder.write(Data("notes".utf8), as: ".DS_Store")
    let outcome = KbdockFrames.run(
      directory: folder.path, scale: 1, barColor: "#ff00ff", backgroundColor: "00FF00")
    #expect(
      outcome.standardOutput == """
        frame  keyboard top    bar bottom           gap       overlap
        a.png     553.00 pt     552.00 pt       1.00 pt       0.00 pt
        b.png     553.00 pt     553.00 pt       0.00 pt       0.00 pt
        PASS: 2 frames at scale 1, 2 measured (keyboard and bar): max gap 1.00 pt, max overlap 0.00 pt; \
        0 off by more than 1.00 pt; 0 with the bar's hairline under the keyboard; 0 with no keyboard.

        """)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
  }

  @Test("another bar colour finds another hairline; the default one is then not the bar")
  func barColor() throws {
    let folder = try FrameFolderFixture()
    var frame = SyntheticFrame(bar: .init(bottom: 553, hairline: 1))
    frame.barColor = PixelColor(red: 0, green: 0, blue: 255)
    try folder.write(frame, as: "f.png")
    let custom = KbdockFrames.run(directory: folder.path, scale: 1, barColor: "0000FF", format: "json")
    #expect(custom.standardOutput.contains(#""barBottom": 553, "gap": 0, "overlap": 0"#))
    #expect(custom.exitCode == 0)
    let standard = KbdockFrames.run(directory: folder.path, scale: 1, format: "json")
    #expect(standard.standardOutput.contains(#""barBottom": null"#))
    #expect(standard.exitCode == 1)
  }

  @Test("no frame with both edges is no evidence: exit 2, the table still printed")
  func noEvidence() throws {
    let folder = try FrameFolderFixture()
    try folder.write(SyntheticFrame(keyboardTop: nil), as: "1.png")
    let outcome = KbdockFrames.run(directory: folder.path, scale: 3)
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardOutput.hasSuffix("with no keyboard.\n"))
    #expect(outcome.standardOutput.contains("NO EVIDENCE: 1 frames at scale 3, 0 measured"))
    #expect(
      outcome.standardError
        == "kbdock: \(folder.path): no frame shows both the keyboard and the bar's hairline\n")
  }

  @Test("unusable input exits 2 with a message naming it")
  func unusableInput() throws {
    let folder = try FrameFolderFixture()
    let frame = SyntheticFrame(width: 40, height: 60, keyboardTop: nil)
    try folder.write(frame, as: "1.png")
    let path = folder.path
    let empty = try FrameFolderFixture()
    let cases: [(KbdockOutcome, String)] = [
      (
        KbdockFrames.run(directory: path, scale: 0),
        "--scale: expected a finite number of pixels per point above 0, found 0.0"
      ),
      (
        KbdockFrames.run(directory: path, scale: -3),
        "--scale: expected a finite number of pixels per point above 0, found -3.0"
      ),
      (
        KbdockFrames.run(directory: path, scale: .nan),
        "--scale: expected a finite number of pixels per point above 0, found nan"
      ),
      (
        KbdockFrames.run(directory: path, scale: .infinity),
        "--scale: expected a finite number of pixels per point above 0, found inf"
      ),
      (
        KbdockFrames.run(directory: path, scale: 3, barColor: "magenta"),
        "--bar-color: expected a colour as RRGGBB or #RRGGBB, found magenta"
      ),
      (
        KbdockFrames.run(directory: path, scale: 3, backgroundColor: "#00FF0"),
        "--background-color: expected a colour as RRGGBB or #RRGGBB, found #00FF0"
      ),
      (
        KbdockFrames.run(directory: path, scale: 3, format: "csv"),
        "--format: expected table or json, found csv"
      ),
      (
        KbdockFrames.run(directory: path + "/missing", scale: 3),
        "\(path)/missing: expected a folder of PNG frames, found nothing at that path"
      ),
      (
        KbdockFrames.run(directory: path + "/1.png", scale: 3),
        "\(path)/1.png: expected a folder of PNG frames, found a file"
      ),
      (
        KbdockFrames.run(directory: empty.path, scale: 3),
        "\(empty.path): expected a folder of PNG frames, found no files in it"
      ),
    ]
    for (outcome, message) in cases {
      #expect(outcome.exitCode == 2)
      #expect(outcome.standardError == "kbdock: \(message)\n")
      #expect(outcome.standardOutput == "")
    }
  }

  @Test("a file that is not a PNG, a damaged PNG and frames of mixed sizes exit 2")
  func badFrames() throws {
    let png = TestPNG.data(SyntheticFrame(width: 40, height: 60, keyboardTop: nil).image())
    let cases: [(Data, String)] = [
      (
        Data("not an image".utf8),
        "expected a PNG image, found a file that does not start with PNG's signature and header"
      ),
      (
        TestPNG.data(SyntheticFrame(width: 41, height: 60, keyboardTop: nil).image()),
        "expected a frame of 40 × 60 pixels like 1.png, found 41 × 60"
      ),
      (png.prefix(png.count - 40), "expected a PNG image, found one libpng cannot read"),
    ]
    for (data, message) in cases {
      let folder = try FrameFolderFixture()
      try folder.write(png, as: "1.png")
      try folder.write(data, as: "2.png")
      let outcome = KbdockFrames.run(directory: folder.path, scale: 2)
      #expect(outcome.exitCode == 2)
      #expect(
        outcome.standardError.hasPrefix("kbdock: \(folder.path)/2.png: \(message)"),
        "\(outcome.standardError)")
      #expect(outcome.standardOutput == "")
    }
  }

  @Test("the PNG decoder returns the pixels written, and refuses huge headers before allocating")
  func decoder() throws {
    let image = SyntheticFrame(width: 30, height: 50, keyboardTop: nil).image()
    #expect(try PNGDecoder.decode(TestPNG.data(image)) == image)
    var huge = Array(TestPNG.data(image))
    huge.replaceSubrange(16..<24, with: [0, 1, 0, 0, 0, 1, 0, 0])
    #expect(
      throws: PNGDecoder.Failure(found: "one of 65536 × 65536 pixels (at most 67108864 pixels are read)")
    ) {
      try PNGDecoder.decode(Data(huge))
    }
  }

  @Test("file names in natural order: digit runs by value")
  func naturalOrder() {
    let names = [
      "frame10.png", "frame2.png", "frame1.png", "frame02.png", "a.png", "frame100.png", "Frame3.png",
    ]
    #expect(
      names.sorted(by: FrameFolder.naturallyOrdered)
        == ["Frame3.png", "a.png", "frame1.png", "frame02.png", "frame2.png", "frame10.png", "frame100.png"])
  }
}
