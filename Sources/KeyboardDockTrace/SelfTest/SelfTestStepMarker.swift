import Foundation

/// What the app tells the UI test after each step: `step.json` in the handshake folder.
///
/// The app writes the marker once a step has settled (or when a step waits for a real touch), then waits
/// for the UI test's answer, the file ``answerName``, at most ``answerTimeout`` seconds. The UI test
/// reads the keyboard and the bar from the accessibility snapshot, appends a
/// `SelfTestAccessibilityReading` to ``readingsName``, performs the touch if the marker asks for one, and
/// answers. The UI test decides nothing else: the judge matches its readings to the app's steps
/// (`SelfTestVerdict`).
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
  /// The readings' file name: `accessibility.jsonl`, one `SelfTestAccessibilityReading` a line.
  package static let readingsName = "accessibility.jsonl"
  /// The longest the app waits for an answer, in seconds: 120.
  ///
  /// Without one it goes on, and the step has no reading (which leaves the verdict INCONCLUSIVE). A slow
  /// CI runner can spend tens of seconds on one reading (the accessibility snapshot, the still), so the
  /// wait is long; the UI test answers as soon as it has read.
  package static let answerTimeout = 120.0
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
