import Foundation

/// What the app writes for the judge outside it: `run.json`, its observations and its steps.
package struct SelfTestRunFile: Sendable, Equatable, Codable {
  /// The file's format: `keyboarddock-selftest-run`.
  package var format = "keyboarddock-selftest-run"
  /// The app's observations.
  package var observations: SelfTestObservations
  /// The steps, in the order they ran.
  package var steps: [SelfTestStepResult]

  /// Creates the file's contents.
  package init(observations: SelfTestObservations, steps: [SelfTestStepResult]) {
    self.observations = observations
    self.steps = steps
  }
}
