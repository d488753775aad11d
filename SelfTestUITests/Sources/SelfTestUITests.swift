// The self-test's instrument outside the app. Type-checked on Linux in Swift 6 against Apple's XCTest
// headers with Xcode 16.3's @MainActor XCUI classes (.ci/run, when the headers are installed), but never
// built or run here: the Self-test workflow builds it on macOS.
//
// It stays thin on purpose. It reads the app's step marker (`step.json`), reads the keyboard's frame from
// `XCUIApplication().keyboards` (the keyboard's own process provides that element) and the bar's and its
// text view's frames, takes a lossless screenshot at every settled step (`stills/still-<index>-….png`,
// also attached to the result bundle), taps and drags when the marker asks, and writes what it read. It
// decides nothing: matching readings to steps, comparing frames and the tolerances are
// `SelfTestVerdict`'s, in KeyboardDockSelfTestJudge, tested on Linux; `kbdock selftest` weighs them. The
// keys written here are `SelfTestAccessibilityReading`'s, and the marker's are `SelfTestStepMarker`'s.
import XCTest

final class SelfTestUITests: XCTestCase {
  /// The handshake folder: `KEYBOARDDOCK_SELFTEST_DIR` (the workflow passes it to xcodebuild as
  /// `TEST_RUNNER_KEYBOARDDOCK_SELFTEST_DIR`), or a folder in the temporary directory.
  private var folder: URL {
    let path =
      ProcessInfo.processInfo.environment["KEYBOARDDOCK_SELFTEST_DIR"]
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("KeyboardDockSelfTest")
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The whole run: at most 28 minutes (the workflow's poll gives up at 30).
  private let deadline: TimeInterval = 28 * 60

  /// The drag's speed, in points per second.
  private let dragPointsPerSecond: CGFloat = 400

  @MainActor
  func testSelfTest() throws {
    continueAfterFailure = true
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("stills"), withIntermediateDirectories: true)
    let app = XCUIApplication()
    app.launchArguments = [
      "-KeyboardDockSelfTest", "YES", "-KeyboardDockSelfTestHandshake", folder.path,
    ]
    app.launch()
    let start = Date()
    var answered = Set<String>()
    while Date().timeIntervalSince(start) < deadline {
      guard let marker = readMarker(), !answered.contains(marker.answerName) else {
        if app.state == .notRunning { break }
        Thread.sleep(forTimeInterval: 0.05)
        continue
      }
      answered.insert(marker.answerName)
      if marker.phase == "finished" { break }
      var reading = read(app, marker)
      switch marker.phase {
      case "tap":
        // Read before the touch, then touch: the step's settled reading follows with the next marker.
        reading["action"] = "tap"
        append(reading)
        app.descendants(matching: .any)["KeyboardDockSelfTest.hide"].firstMatch.tap()
      case "drag":
        reading["action"] = "drag"
        append(reading)
        drag(app, reading)
      default:
        saveStill(marker)
        append(reading)
      }
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent(marker.answerName).path, contents: Data())
    }
    // The app exits once its files are written (status 2: it does not judge).
    _ = app.wait(for: .notRunning, timeout: 60)
  }

  // MARK: The marker

  private struct Marker {
    var index: Int
    var screen: String
    var step: String
    var phase: String
    var safeAreaBottom: Double
    var answerName: String { "answer-\(index)-\(phase)" }
  }

  private func readMarker() -> Marker? {
    let url = folder.appendingPathComponent("step.json")
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let index = object["index"] as? Int, let phase = object["phase"] as? String
    else { return nil }
    return Marker(
      index: index, screen: object["screen"] as? String ?? "", step: object["step"] as? String ?? "",
      phase: phase, safeAreaBottom: object["safeAreaBottom"] as? Double ?? 0)
  }

  // MARK: Reading

  private func rect(_ frame: CGRect) -> [Double] {
    [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
  }

  @MainActor
  private func read(_ app: XCUIApplication, _ marker: Marker) -> [String: Any] {
    var reading: [String: Any] = [
      "index": marker.index, "screen": marker.screen, "step": marker.step, "phase": marker.phase,
      "safeAreaBottom": marker.safeAreaBottom, "app": rect(app.frame),
    ]
    let keyboards = app.keyboards
    let count = keyboards.count
    reading["keyboardCount"] = count
    if count > 0 { reading["keyboard"] = rect(keyboards.element(boundBy: 0).frame) }
    let bar = app.descendants(matching: .any)["KeyboardDockSelfTest.bar"].firstMatch
    if bar.exists { reading["bar"] = rect(bar.frame) }
    let content = app.descendants(matching: .any)["KeyboardDockSelfTest.content"].firstMatch
    if content.exists { reading["content"] = rect(content.frame) }
    return reading
  }

  private func append(_ reading: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: reading, options: [.sortedKeys]) else {
      return
    }
    let url = folder.appendingPathComponent("accessibility.jsonl")
    if !FileManager.default.fileExists(atPath: url.path) {
      FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    guard let handle = try? FileHandle(forWritingTo: url) else { return }
    handle.seekToEndOfFile()
    handle.write(data + Data("\n".utf8))
    handle.closeFile()
  }

  // MARK: Stills

  /// A lossless screenshot of the settled step, `stills/still-<index>-<screen>-<step>.png` (the judge reads
  /// the index), also attached to the result bundle under the same name.
  @MainActor
  private func saveStill(_ marker: Marker) {
    let screenshot = XCUIScreen.main.screenshot()
    let name =
      "still-" + String(format: "%04d", marker.index) + "-" + slug(marker.screen) + "-"
      + slug(marker.step)
    try? screenshot.pngRepresentation.write(to: folder.appendingPathComponent("stills/\(name).png"))
    let attachment = XCTAttachment(screenshot: screenshot)
    attachment.name = name
    attachment.lifetime = .keepAlways
    add(attachment)
  }

  /// `UIKit chat` → `uikit-chat`; letters and digits, the rest as single hyphens.
  private func slug(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        result.append(character)
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    return result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
  }

  // MARK: Touches

  /// Drags from the list, 80 pt above the keyboard, to the app's bottom edge, at 400 pt/s.
  ///
  /// An interactive dismissal (assumption e and the list's check). `XCUIGestureVelocity` counts pixels
  /// per second, so the speed in points is multiplied by the screen's scale.
  @MainActor
  private func drag(_ app: XCUIApplication, _ reading: [String: Any]) {
    let frame = app.frame
    let keyboardTop = (reading["keyboard"] as? [Double]).map { CGFloat($0[1]) } ?? frame.maxY * 0.6
    let origin = app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    let from = origin.withOffset(CGVector(dx: frame.midX, dy: max(frame.minY + 100, keyboardTop - 80)))
    let to = origin.withOffset(CGVector(dx: frame.midX, dy: frame.maxY - 4))
    let pixelsPerSecond = dragPointsPerSecond * UIScreen.main.scale
    from.press(
      forDuration: 0.05, thenDragTo: to, withVelocity: XCUIGestureVelocity(pixelsPerSecond),
      thenHoldForDuration: 0)
  }
}
