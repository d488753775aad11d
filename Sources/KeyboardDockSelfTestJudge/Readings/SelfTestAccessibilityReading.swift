import Foundation
import KeyboardDockTrace

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
  /// The marker's phase: `settled`, or `tap` and `drag` for the reading taken just before the UI test's
  /// touch (the same step's settled reading follows it); `nil` in readings written before the field.
  package var phase: String?

  /// Whether this is the reading taken before a touch, not at the step's settled end.
  package var isBeforeTouch: Bool { phase == "tap" || phase == "drag" }

  /// Creates a reading.
  package init(
    index: Int, screen: String, step: String, keyboardCount: Int, keyboard: SelfTestRect?,
    bar: SelfTestRect?, content: SelfTestRect?, app: SelfTestRect, safeAreaBottom: Double = 0,
    action: String? = nil, phase: String? = nil
  ) {
    self.phase = phase
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
