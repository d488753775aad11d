import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// An opaque 8-bit sRGB colour, as a frame stores it.
package struct PixelColor: Sendable, Hashable, CustomStringConvertible {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8

  /// Creates a colour from its components.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Reads `RRGGBB` or `#RRGGBB` (hexadecimal digits in either case), or `nil` for anything else.
  package init?(hex text: String) {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
      return nil
    }
    self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }

  /// Magenta, `#FF00FF`: the hairline the self-test paints on the bar's bottom edge while it measures.
  package static let barMarker = PixelColor(red: 255, green: 0, blue: 255)
  /// Green, `#00FF00`: the background the self-test paints behind the bar while it measures.
  package static let backgroundMarker = PixelColor(red: 0, green: 255, blue: 0)

  /// `RRGGBB`, upper case.
  package var description: String {
    let hex = (Int(red) << 16 | Int(green) << 8 | Int(blue))
    let text = String(hex, radix: 16, uppercase: true)
    return String(repeating: "0", count: 6 - text.count) + text
  }

  /// The median of each component over `colors` (the lower of the two middle values); black when empty.
  package static func median<C: Collection<PixelColor>>(of colors: C) -> PixelColor {
    func median(_ values: [UInt8]) -> UInt8 { values.isEmpty ? 0 : values.sorted()[(values.count - 1) / 2] }
    return PixelColor(
      red: median(colors.map(\.red)), green: median(colors.map(\.green)), blue: median(colors.map(\.blue)))
  }

  /// The largest difference of one component from `other`'s, 0 to 255.
  ///
  /// Written out without the generic `abs` and `max`: the edge finder calls it for every pixel, twice,
  /// and a debug build (the tests') would look up their generic witnesses on every call.
  @inline(__always)
  package func distance(to other: PixelColor) -> Int {
    let red = Int(self.red) &- Int(other.red)
    let green = Int(self.green) &- Int(other.green)
    let blue = Int(self.blue) &- Int(other.blue)
    var largest = red < 0 ? 0 &- red : red
    let greenDistance = green < 0 ? 0 &- green : green
    if greenDistance > largest { largest = greenDistance }
    let blueDistance = blue < 0 ? 0 &- blue : blue
    if blueDistance > largest { largest = blueDistance }
    return largest
  }
}
