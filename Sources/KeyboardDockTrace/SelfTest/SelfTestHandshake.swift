import Foundation

/// A rectangle in the self-test's files, encoded as `[x, y, width, height]` in points.
package struct SelfTestRect: Sendable, Equatable, Codable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  /// Creates a rectangle.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The top edge.
  package var minY: Double { y }
  /// The bottom edge.
  package var maxY: Double { y + height }
  /// Whether every value is finite and the size is not negative.
  package var isValid: Bool {
    [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0
  }

  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    x = try container.decode(Double.self)
    y = try container.decode(Double.self)
    width = try container.decode(Double.self)
    height = try container.decode(Double.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: [x, y, width, height])
  }
}

/// What the app tells the UI test after each step: `step.json` in the handshake folder.
///
/// The app writes the marker once a step has settled (or when a step waits for a real touch), then waits
/// for the UI test's answer, the file ``answerName``, at most ``answerTimeout`` seconds. The UI test
/// reads the keyboard and the bar from the accessibility snapshot, appends a
/// ``SelfTestAccessibilityReading`` to ``readingsName``, performs the touch if the marker asks for one, and
/// answers. The UI test decides nothing else: the judge matches its readings to the app's steps
/// (``SelfTestVerdict``).
package struct SelfTestStepMarker: Sendable, Equatable, Codable {
  /// The step's place in the run, from 0 over both chats: the index of its ``SelfTestStepResult``.
  package var index: Int
  /// The chat, for example `UIKit chat`.
  package var screen: String
  /// The step's name (``SelfTestStep/name``).
  package var step: String
  /// What the UI test is asked to do.
  package var phase: Phase
  /// The keyboard the step expects.
  package var expectedKeyboard: SelfTestKeyboardExpectation
  /// The window's bottom safe-area inset, in points, which the UI test copies into its reading.
  package var safeAreaBottom: Double

  /// What the UI test is asked to do.
  package enum Phase: String, Sendable, Equatable, Codable {
    /// Read the keyboard and the bar: the step has settled.
    case settled
    /// Tap the element ``SelfTestAccessibilityID/hideButton``, then answer.
    case tap
    /// Drag from the list to the screen's bottom, then answer.
    case drag
    /// The run is over: the UI test stops waiting.
    case finished
  }

  /// Creates a marker.
  package init(
    index: Int, screen: String, step: String, phase: Phase, expectedKeyboard: SelfTestKeyboardExpectation,
    safeAreaBottom: Double = 0
  ) {
    self.safeAreaBottom = safeAreaBottom
    self.index = index
    self.screen = screen
    self.step = step
    self.phase = phase
    self.expectedKeyboard = expectedKeyboard
  }

  /// The marker's file name: `step.json`.
  package static let fileName = "step.json"
  /// The readings' file name: `accessibility.jsonl`, one ``SelfTestAccessibilityReading`` a line.
  package static let readingsName = "accessibility.jsonl"
  /// The longest the app waits for an answer, in seconds: 20.
  ///
  /// Without one it goes on, and the step has no
  /// reading.
  package static let answerTimeout = 20.0
  /// The launch argument that names the handshake folder: `-KeyboardDockSelfTestHandshake <path>`.
  package static let launchArgument = "KeyboardDockSelfTestHandshake"

  /// The answer's file name for this marker: `answer-<index>-<phase>`.
  package var answerName: String { "answer-\(index)-\(phase.rawValue)" }

  /// The marker as one line of JSON with sorted keys.
  package func jsonLine() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

/// The accessibility identifiers the self-test gives the views the UI test reads.
package enum SelfTestAccessibilityID {
  /// The docked bar measured.
  package static let bar = "KeyboardDockSelfTest.bar"
  /// The bar's text view (its content).
  package static let content = "KeyboardDockSelfTest.content"
  /// The chat's list, where the drag starts.
  package static let list = "KeyboardDockSelfTest.list"
  /// The button whose action hides the keyboard, which the UI test taps.
  package static let hideButton = "KeyboardDockSelfTest.hide"
}

/// What the UI test read from the accessibility snapshot at one marker: frames in the snapshot's
/// coordinates (points; the keyboard's and the app's elements share them).
package struct SelfTestAccessibilityReading: Sendable, Equatable, Codable {
  /// The marker's index.
  package var index: Int
  /// The marker's chat and step name, echoed so that the judge can match them.
  package var screen: String
  package var step: String
  /// How many keyboards `XCUIApplication().keyboards` held.
  package var keyboardCount: Int
  /// The first keyboard's frame, or `nil` without one.
  package var keyboard: SelfTestRect?
  /// The bar's frame, or `nil` when its element was not found.
  package var bar: SelfTestRect?
  /// The text view's frame, or `nil`.
  package var content: SelfTestRect?
  /// The app's frame (`XCUIApplication().frame`).
  package var app: SelfTestRect
  /// The app's bottom safe-area inset at the marker, in points, copied from the marker (the snapshot has
  /// none); 0 when unknown.
  package var safeAreaBottom: Double
  /// The touch performed after the reading (`tap`, `drag`), or `nil`.
  package var action: String?

  /// Creates a reading.
  package init(
    index: Int, screen: String, step: String, keyboardCount: Int, keyboard: SelfTestRect?,
    bar: SelfTestRect?, content: SelfTestRect?, app: SelfTestRect, safeAreaBottom: Double = 0,
    action: String? = nil
  ) {
    self.index = index
    self.screen = screen
    self.step = step
    self.keyboardCount = keyboardCount
    self.keyboard = keyboard
    self.bar = bar
    self.content = content
    self.app = app
    self.safeAreaBottom = safeAreaBottom
    self.action = action
  }

  /// Parses `accessibility.jsonl`: one reading a line; blank lines are skipped.
  ///
  /// - Throws: `SelfTestInputError` naming the first line that is not a reading.
  package static func parse(_ text: String) throws -> [SelfTestAccessibilityReading] {
    let decoder = JSONDecoder()
    var readings: [SelfTestAccessibilityReading] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      do {
        readings.append(try decoder.decode(Self.self, from: Data(trimmed.utf8)))
      } catch {
        throw SelfTestInputError("accessibility readings, line \(number + 1): not a reading (\(error))")
      }
    }
    return readings
  }

  /// The reading as one line of JSON with sorted keys.
  package func jsonLine() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

/// One row of `kbdock frames DIR --format json`: a video frame's keyboard top and bar bottom, in points
/// from the frame's top edge, and the gap and overlap between them; `nil` where the analyzer found none.
package struct SelfTestPixelFrame: Sendable, Equatable, Codable {
  /// The frame's file name.
  package var file: String
  package var keyboardTop: Double?
  package var barBottom: Double?
  package var gap: Double?
  package var overlap: Double?

  /// Creates a row.
  package init(
    file: String, keyboardTop: Double?, barBottom: Double?, gap: Double? = nil, overlap: Double? = nil
  ) {
    self.file = file
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.overlap = overlap
  }

  /// Parses the analyzer's JSON output: a JSON array of rows, or one object a line.
  ///
  /// Objects without a
  /// `file` (a closing verdict, for example) are skipped; rows keep the analyzer's order, the frames'.
  ///
  /// - Throws: `SelfTestInputError` when the text is neither.
  package static func parse(_ text: String) throws -> [SelfTestPixelFrame] {
    let decoder = JSONDecoder()
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    var rows: [SelfTestPixelFrame] = []
    if trimmed.hasPrefix("[") {
      guard let array = try? decoder.decode([Lenient].self, from: Data(trimmed.utf8)) else {
        throw SelfTestInputError("pixel frames: the JSON array holds something other than objects")
      }
      rows = array.compactMap(\.row)
    } else {
      for (number, line) in trimmed.split(separator: "\n").enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { continue }
        guard let lenient = try? decoder.decode(Lenient.self, from: Data(text.utf8)) else {
          throw SelfTestInputError("pixel frames, line \(number + 1): not a JSON object")
        }
        if let row = lenient.row { rows.append(row) }
      }
    }
    for row in rows {
      for value in [row.keyboardTop, row.barBottom, row.gap, row.overlap] {
        if let value, !value.isFinite {
          throw SelfTestInputError("pixel frames: \(row.file) holds a value that is not finite")
        }
      }
    }
    return rows
  }

  /// A JSON object that may or may not be a row.
  private struct Lenient: Decodable {
    var row: SelfTestPixelFrame?
    init(from decoder: any Decoder) throws {
      // Anything but an object is an error; an object without a row's keys is skipped.
      _ = try decoder.container(keyedBy: AnyKey.self)
      row = try? SelfTestPixelFrame(from: decoder)
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// A self-test input the judge cannot read, with a message naming it.
package struct SelfTestInputError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  package var description: String

  /// Creates an error.
  package init(_ description: String) {
    self.description = description
  }
}
