/// What observed a check's evidence: the app itself, or one of the two instruments outside its process.
///
/// Since iOS 17 the keyboard runs in another process; what the app can read of it (the in-app host view,
/// the keyboard layout guide) is a placeholder that UIKit animates in the bar's own animation block, so it
/// cannot see the bar and the real keyboard drift apart. A check about where the keyboard and the bar are
/// therefore passes only on an instrument outside the app: the UI test's accessibility snapshot (the
/// keyboard's own process provides the keyboard's element) or the screen recording's pixels. The app's
/// own readings can still fail such a check.
package enum SelfTestInstrument: String, Sendable, Equatable, Codable, CaseIterable, Comparable {
  /// The app's own probes and `KeyboardBarMonitor`.
  case app
  /// The UI test: `XCUIApplication().keyboards` and the bar's accessibility frame at each settled step.
  case accessibility
  /// The screen recording's frames, measured by `kbdock frames` against the painted markers.
  case pixels

  /// Whether the instrument is outside the app's process.
  package var isOutsideTheApp: Bool { self != .app }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// The keyboard a step expects once it has settled.
package enum SelfTestKeyboardExpectation: Sendable, Equatable, Codable {
  /// No keyboard.
  case none
  /// A software keyboard at least ``minimumSoftwareKeyboardHeight`` tall.
  case software
  /// The self-test's panel through `inputView`, 260 pt tall: not a software keyboard, so it never stands
  /// for one.
  case panel

  /// The shortest keyboard that counts as software, in points: 120.
  ///
  /// An iPhone's software keyboard in
  /// landscape without its QuickType bar is about 160 pt; the shortcuts bar a hardware keyboard leaves is
  /// about 55 pt (70 with iOS 26's floating bar).
  package static let minimumSoftwareKeyboardHeight = 120.0

  /// The name in the report.
  package var name: String {
    switch self {
    case .none: "no keyboard"
    case .software: "a software keyboard"
    case .panel: "the panel"
    }
  }
}

/// The tolerances the self-test's judge applies, in points.
package enum SelfTestTolerance {
  /// Between the bar's bottom and the keyboard's top in the app's own frames: 0.5, kbdock's.
  package static let app = 0.5
  /// Between two accessibility frames: 1.
  ///
  /// Accessibility frames are rounded to the screen's pixels
  /// by the accessibility server, and the keyboard's element may be rounded apart from the bar's.
  package static let accessibility = 1.0
  /// Between two edges found in a video frame: 1.
  ///
  /// The hairline that marks the bar's bottom is 1 pt, and a
  /// compressed video blurs an edge by a pixel either way.
  package static let pixels = 1.0
}
