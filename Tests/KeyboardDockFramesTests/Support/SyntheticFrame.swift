import KeyboardDockSelfTestJudge
import KeyboardDockTrace

/// A phone's screen painted in code: app content, optionally a bar with the self-test's markers, and
/// optionally a keyboard (light or dark, translucent, iOS 26's rounded and inset one).
///
/// Sizes are in pixels. The keyboard is drawn as iOS draws one: a backdrop from its top edge to the bottom,
/// a top margin, four rows of keys with a shadow under each, and a home indicator.
struct SyntheticFrame {
  enum Appearance {
    case light
    case dark
  }

  /// Where the bar is and what it shows.
  struct Bar {
    /// The bar's bottom edge, in pixels from the top.
    var bottom: Int
    /// The hairline's thickness, in pixels (1 pt).
    var hairline: Int
    /// Whether the hairline and the background behind the bar are painted in the marker colours.
    var markers = true
  }

  var width = 390
  var height = 844
  var appearance = Appearance.light
  /// The keyboard's top edge, in pixels from the top; `nil` for no keyboard.
  var keyboardTop: Int? = 553
  /// Content behind a translucent keyboard shows through it at this share (0 for an opaque keyboard).
  var translucency = 0.0
  /// iOS 26: the keyboard is inset by this many pixels at its sides and has rounded top corners.
  var inset = 0
  var cornerRadius = 0
  var bar: Bar?
  /// The hairline's colour.
  var barColor = PixelColor.barMarker
  /// A tab bar at the bottom of the screen, as a screen with no keyboard shows.
  var tabBar = false
  /// App content that looks like a keyboard right above it: a panel of this colour from ``panelTop`` to the
  /// keyboard's top, with three rows of white buttons on it (a grid of buttons, a composer's tools).
  var panel: PixelColor?
  var panelTop = 380

  var backdrop: PixelColor {
    appearance == .light
      ? PixelColor(red: 208, green: 211, blue: 217) : PixelColor(red: 43, green: 43, blue: 45)
  }
  var keyColor: PixelColor {
    appearance == .light
      ? PixelColor(red: 255, green: 255, blue: 255) : PixelColor(red: 107, green: 107, blue: 109)
  }
  var shadow: PixelColor {
    appearance == .light
      ? PixelColor(red: 136, green: 138, blue: 142) : PixelColor(red: 20, green: 20, blue: 20)
  }
  var appBackground: PixelColor {
    appearance == .light ? PixelColor(red: 242, green: 242, blue: 247) : PixelColor(red: 0, green: 0, blue: 0)
  }
  var text: PixelColor {
    appearance == .light
      ? PixelColor(red: 20, green: 20, blue: 20) : PixelColor(red: 235, green: 235, blue: 235)
  }

  /// The content behind the keyboard at a pixel: what a translucent keyboard is tinted by.
  func behind(x: Int, y: Int) -> PixelColor {
    if bar?.markers == true { return .backgroundMarker }
    // A blurred photo: red changing a little across, blue a lot down.
    return PixelColor(red: UInt8(100 + x * 60 / width), green: 120, blue: UInt8(y * 255 / height))
  }

  func image() -> PixelImage {
    var pixels = [PixelColor](repeating: appBackground, count: width * height)
    func fill(_ rows: Range<Int>, _ columns: Range<Int>, _ color: PixelColor) {
      let columns = columns.clamped(to: 0..<width)
      // A row's run at once, in place: a debug build would write pixel by pixel through the closure.
      pixels.withUnsafeMutableBufferPointer { pixels in
        for y in rows.clamped(to: 0..<height) {
          let run = (y * width + columns.lowerBound)..<(y * width + columns.upperBound)
          UnsafeMutableBufferPointer(rebasing: pixels[run]).update(repeating: color)
        }
      }
    }
    // App content: lines of text on the background.
    for line in stride(from: 120, to: height - 40, by: 60) {
      for word in stride(from: 16, to: width - 60, by: 48) {
        fill(line..<(line + 12), word..<(word + 36), text)
      }
    }
    if tabBar {
      fill(
        (height - 83)..<height, 0..<width,
        appearance == .light ? .init(red: 249, green: 249, blue: 249) : .init(red: 22, green: 22, blue: 22))
      for icon in stride(from: 40, to: width - 30, by: 90) {
        fill((height - 70)..<(height - 45), icon..<(icon + 26), text)
      }
    }
    if let bar {
      let top = bar.bottom - 50
      if bar.markers { fill((top - 30)..<height, 0..<width, .backgroundMarker) }
      fill(top..<bar.bottom, 0..<width, PixelColor(red: 248, green: 248, blue: 248))
      fill((top + 10)..<(top + 40), 12..<(width - 60), PixelColor(red: 255, green: 255, blue: 255))
      if bar.markers { fill((bar.bottom - bar.hairline)..<bar.bottom, 0..<width, barColor) }
    }
    if let panel, let keyboardTop {
      fill(panelTop..<keyboardTop, 0..<width, panel)
      for row in stride(from: panelTop + 10, to: keyboardTop - 30, by: 50) {
        for button in stride(from: 8, to: width - 30, by: 38) {
          fill(row..<(row + 30), button..<(button + 30), PixelColor(red: 255, green: 255, blue: 255))
        }
      }
    }
    if let keyboardTop { drawKeyboard(top: keyboardTop, into: &pixels) }
    // Written in place: a debug build would allocate an array per pixel for `bytes += [r, g, b, 255]`.
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { bytes in
      pixels.withUnsafeBufferPointer { pixels in
        var index = 0
        while index < pixels.count {
          bytes[index * 4] = pixels[index].red
          bytes[index * 4 + 1] = pixels[index].green
          bytes[index * 4 + 2] = pixels[index].blue
          index += 1
        }
      }
    }
    return PixelImage(width: width, height: height, bytes: bytes)!
  }

  private func inKeyboard(x: Int, y: Int, top: Int) -> Bool {
    guard x >= inset, x < width - inset else { return false }
    guard cornerRadius > 0, y < top + cornerRadius else { return true }
    let centerY = top + cornerRadius
    let centerX = x < width / 2 ? inset + cornerRadius : width - inset - cornerRadius - 1
    guard x < inset + cornerRadius || x > width - inset - cornerRadius - 1 else { return true }
    let dx = x - centerX
    let dy = y - centerY
    return dx * dx + dy * dy <= cornerRadius * cornerRadius
  }

  private func mixed(_ color: PixelColor, x: Int, y: Int) -> PixelColor {
    guard translucency > 0 else { return color }
    let other = behind(x: x, y: y)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * (1 - translucency) + Double(b) * translucency).rounded())
    }
    return PixelColor(
      red: mix(color.red, other.red), green: mix(color.green, other.green), blue: mix(color.blue, other.blue))
  }

  private func drawKeyboard(top: Int, into pixels: inout [PixelColor]) {
    // The colours once, not once a pixel.
    let (backdrop, keyColor, shadow, text) = (backdrop, keyColor, shadow, text)
    let gap = 6
    let keyWidth = (width - 2 * inset - 11 * gap) / 10
    for y in top..<height {
      for x in 0..<width where inKeyboard(x: x, y: y, top: top) {
        var color = backdrop
        let keyTop = top + 10
        let rowIndex = (y - keyTop) / 54
        let inRow = (y - keyTop) % 54
        if y >= keyTop, rowIndex < 4, inRow < 43 {
          // Rows 0–2: ten letter keys; row 3: 123, space, return.
          let column = x - inset - gap
          let onKey: Bool
          if rowIndex < 3 {
            onKey = column >= 0 && column % (keyWidth + gap) < keyWidth && column / (keyWidth + gap) < 10
          } else {
            let third = (width - 2 * inset) / 4
            onKey =
              column >= 0
              && (column < third - gap || (column >= third && column < 3 * third - gap)
                || (column >= 3 * third && column < width - 2 * inset - 2 * gap))
          }
          if onKey { color = inRow == 42 ? shadow : keyColor }
        }
        if y >= height - 12, y < height - 7, abs(x - width / 2) < 67 { color = text }
        pixels[y * width + x] = mixed(color, x: x, y: y)
      }
    }
  }
}
