import Foundation
import KeyboardDockCore
import Testing

/// Accessory mode covers content from the higher of the keyboard's and the accessory's tops, so
/// content stays clear of the bar whether or not the keyboard's frame includes it.
@Suite("Content avoidance: accessory mode")
struct AccessoryModeCoverTests {
  static let container = DeviceA.container
  /// A 52 pt bar on the 336 pt keyboard.
  static let bar = CGRect(x: 0, y: 456, width: 390, height: 52)

  @Test(arguments: [
    // Before iOS 26: the frame includes the bar (top 456).
    (CGRect(x: 0, y: 456, width: 390, height: 388) as CGRect?, bar as CGRect?, 388.0),
    // iOS 26: the frame is the keyboard alone; the bar still covers down from 456.
    (CGRect(x: 0, y: 508, width: 390, height: 336), bar, 388),
    // Hidden keyboard: the bar rests above the home indicator.
    (nil, CGRect(x: 0, y: 758, width: 390, height: 52), 86),
    // No accessory: the keyboard alone.
    (CGRect(x: 0, y: 508, width: 390, height: 336), nil, 336),
    // An accessory below the screen covers nothing.
    (nil, CGRect(x: 0, y: 844, width: 390, height: 52), 0),
    // An accessory beside the container covers nothing.
    (nil, CGRect(x: 400, y: 758, width: 390, height: 52), 0),
    // Non-finite input counts as nothing.
    (
      CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336),
      CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 52), 0
    ),
  ])
  func cover(keyboard: CGRect?, accessory: CGRect?, expected: Double) {
    let cover = ContentAvoidance.accessoryModeCover(
      keyboardFrame: keyboard, accessoryFrame: accessory, in: Self.container)
    #expect(cover == CGFloat(expected))
  }
}
