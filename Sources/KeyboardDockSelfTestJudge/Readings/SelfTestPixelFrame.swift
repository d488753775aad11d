import Foundation

/// One row of `kbdock frames DIR --format json`: a frame's keyboard top and bar bottom, in points from the
/// frame's top edge, the gap and overlap between them (`nil` where the analyzer found none), and whether
/// the keyboard hid the bar's hairline.
///
/// The analyzer writes JSON Lines, one row a frame as it is measured; the judge reads the same rows from a
/// video's frames and from the UI test's stills. It does not measure anything itself.
package struct SelfTestPixelFrame: Sendable, Equatable, Codable {
  /// The frame's file name.
  package var file: String
  package var keyboardTop: Double?
  package var barBottom: Double?
  package var gap: Double?
  package var overlap: Double?
  /// Whether the keyboard hides the bar's hairline.
  ///
  /// The frame shows the painted background and a keyboard but no hairline: the keyboard covers the bar's
  /// bottom edge. Such a frame is never "not measured": it fails.
  package var hairlineHidden: Bool

  /// Creates a row.
  package init(
    file: String, keyboardTop: Double?, barBottom: Double?, gap: Double? = nil, overlap: Double? = nil,
    hairlineHidden: Bool = false
  ) {
    self.file = file
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.overlap = overlap
    self.hairlineHidden = hairlineHidden
  }

  /// Whether both the keyboard's top and the bar's bottom were found.
  package var isMeasured: Bool { keyboardTop != nil && barBottom != nil }

  private enum CodingKeys: String, CodingKey {
    case file, keyboardTop, barBottom, gap, overlap, hairlineHidden
  }

  /// Decodes a row.
  ///
  /// A missing or `null` number is "not found"; a value of another type (a string, a boolean) throws,
  /// naming the key. A missing `hairlineHidden` is `false` (rows written before it).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let file: String
    do {
      file = try container.decode(String.self, forKey: .file)
    } catch {
      throw SelfTestInputError("file is not a string")
    }
    func number(_ key: CodingKeys) throws -> Double? {
      do {
        return try container.decodeIfPresent(Double.self, forKey: key)
      } catch {
        throw SelfTestInputError("\(file): \(key.stringValue) is not a number")
      }
    }
    self.file = file
    keyboardTop = try number(.keyboardTop)
    barBottom = try number(.barBottom)
    gap = try number(.gap)
    overlap = try number(.overlap)
    do {
      hairlineHidden = try container.decodeIfPresent(Bool.self, forKey: .hairlineHidden) ?? false
    } catch {
      throw SelfTestInputError("\(file): hairlineHidden is not true or false")
    }
  }

  /// Parses the analyzer's output: JSON Lines, one object a line (or, as older versions wrote, one JSON
  /// array of objects).
  ///
  /// An object without a `file` (a closing verdict, for example) is skipped; an object with one must be a
  /// whole row: a value that is not a number where a number belongs is an error, never a row dropped.
  /// Rows keep the analyzer's order, the frames'.
  ///
  /// - Throws: `SelfTestInputError` naming the line and the key.
  package static func parse(_ text: String) throws -> [SelfTestPixelFrame] {
    let decoder = JSONDecoder()
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    var rows: [SelfTestPixelFrame] = []
    if trimmed.hasPrefix("[") {
      do {
        rows = try decoder.decode([MaybeRow].self, from: Data(trimmed.utf8)).compactMap(\.row)
      } catch let error as SelfTestInputError {
        throw SelfTestInputError("pixel frames: \(error.description)")
      } catch {
        throw SelfTestInputError("pixel frames: the JSON array holds something other than objects")
      }
    } else {
      for (number, line) in trimmed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { continue }
        do {
          if let row = try decoder.decode(MaybeRow.self, from: Data(text.utf8)).row { rows.append(row) }
        } catch let error as SelfTestInputError {
          throw SelfTestInputError("pixel frames, line \(number + 1): \(error.description)")
        } catch {
          throw SelfTestInputError("pixel frames, line \(number + 1): not a JSON object")
        }
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

  /// A JSON object that is a row when it has a `file`, and nothing otherwise; anything but an object
  /// throws.
  private struct MaybeRow: Decodable {
    var row: SelfTestPixelFrame?
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      row = container.contains(AnyKey(stringValue: "file")) ? try SelfTestPixelFrame(from: decoder) : nil
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
