import Foundation

/// The self-test's three outcomes and their exit statuses.
package enum SelfTestResult: String, Sendable, Equatable, Codable {
  /// Every counted check passed, each on evidence that counts for it: exit status 0.
  case pass = "PASS"
  /// A check failed: exit status 1.
  case fail = "FAIL"
  /// No check failed, and one had no evidence that counts (an instrument did not run, the keyboard never
  /// showed, a step was skipped): exit status 2. Never a pass.
  case inconclusive = "INCONCLUSIVE"

  /// The exit status: 0, 1 or 2.
  package var exitStatus: Int32 {
    switch self {
    case .pass: 0
    case .fail: 1
    case .inconclusive: 2
    }
  }
}
