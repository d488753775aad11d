import Foundation

/// How one scripted step went.
package struct SelfTestStepResult: Sendable, Equatable, Codable {
  /// The screen it ran on, for example `UIKit chat`.
  package var screen: String
  /// The step.
  package var step: SelfTestStep
  /// When it began and when the keyboard had settled, in seconds on the trace's clock.
  package var start: Double
  package var end: Double
  /// How it ended.
  package var ending: Ending
  /// The keyboard's height over the window once the step had settled, in points, as the app read it; 0
  /// without a keyboard.
  package var keyboardHeight: Double
  /// The keyboard the step expected (``SelfTestScript/expectedKeyboards``).
  package var expectedKeyboard: SelfTestKeyboardExpectation
  /// Whether the app's window was narrower than its screen (Slide Over, Split View).
  package var isMultitasking: Bool

  /// How a step ended.
  package enum Ending: String, Sendable, Equatable, Codable {
    /// The keyboard reached the state the step expects, and it and the bar stayed still.
    case settled
    /// Nothing settled within the step's time-out.
    case timedOut = "timed out"
    /// The runner skipped it (the tap or the drag with nobody to do them, a rotation the device refused).
    case skipped
  }

  /// Creates a result.
  package init(
    screen: String, step: SelfTestStep, start: Double, end: Double, ending: Ending, keyboardHeight: Double,
    expectedKeyboard: SelfTestKeyboardExpectation, isMultitasking: Bool = false
  ) {
    self.screen = screen
    self.step = step
    self.start = start
    self.end = end
    self.ending = ending
    self.keyboardHeight = keyboardHeight
    self.expectedKeyboard = expectedKeyboard
    self.isMultitasking = isMultitasking
  }
}
