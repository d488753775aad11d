import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace

/// `kbdock frames`' table, JSON and verdict line.
enum FramesOutput {
  /// One line a frame: the file, the keyboard's top, the bar's bottom, the gap and the overlap, in points
  /// with two decimals (a pixel at scale 3 is 0.33 pt); `–` where nothing was found.
  static func table(_ frames: [(name: String, placement: FramePlacement)]) -> String {
    let nameWidth = max(5, frames.map(\.name.count).max() ?? 0)
    var text = pad("frame", nameWidth) + "  keyboard top    bar bottom           gap       overlap\n"
    for (name, frame) in frames {
      text += pad(name, nameWidth)
      for value in [frame.keyboardTop, frame.barBottom, frame.gap, frame.overlap] {
        let cell = value.map { String(format: "%.2f pt", $0) } ?? "–"
        text += "  " + String(repeating: " ", count: max(0, 12 - cell.count)) + cell
      }
      if frame.hidesHairline { text += "  hairline under the keyboard" }
      text += "\n"
    }
    return text
  }

  /// One JSON Lines row for a frame, with its line break: `file`, `keyboardTop`, `barBottom`, `gap` and
  /// `overlap` in points rounded to 0.001 (`null` where nothing was found), and `hairlineHidden`, `true`
  /// when the keyboard covers the bar's hairline.
  static func jsonLine(name: String, placement frame: FramePlacement) -> String {
    "{\"file\": \(JSONTextWriter.quoted(name)), \"keyboardTop\": \(number(frame.keyboardTop)), "
      + "\"barBottom\": \(number(frame.barBottom)), \"gap\": \(number(frame.gap)), "
      + "\"overlap\": \(number(frame.overlap)), \"hairlineHidden\": \(frame.hidesHairline)}\n"
  }

  /// The verdict line: the outcome, the largest gap and overlap, the frames off, hiding the hairline and
  /// without a keyboard.
  static func verdict(_ verdict: FrameVerdict, scale: Double) -> String {
    let outcome =
      switch verdict.outcome {
      case .pass: "PASS"
      case .fail: "FAIL"
      case .noEvidence: "NO EVIDENCE"
      }
    return "\(outcome): \(verdict.frameCount) frames at scale \(number(scale)), \(verdict.measuredCount) "
      + "measured (keyboard and bar): max gap \(String(format: "%.2f", verdict.maxGap)) pt, max overlap "
      + "\(String(format: "%.2f", verdict.maxOverlap)) pt; \(verdict.framesOff) off by more than "
      + "\(String(format: "%.2f", verdict.tolerance)) pt; \(verdict.hiddenHairlines) with the bar's "
      + "hairline under the keyboard; \(verdict.framesWithoutKeyboard) with no keyboard.\n"
  }

  /// A number rounded to 0.001, as JSON: `592`, `592.333`; `null` for `nil`.
  static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
