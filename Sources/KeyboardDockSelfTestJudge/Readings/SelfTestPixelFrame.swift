import Foundation

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
