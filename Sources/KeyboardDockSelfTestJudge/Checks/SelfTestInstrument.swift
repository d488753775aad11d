import Foundation

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
