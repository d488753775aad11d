/// An expectation a run did not meet.
public struct ExpectationViolation: Sendable, Equatable, CustomStringConvertible {
  /// The scenario's name.
  public var scenario: String
  /// When, in seconds from the scenario's start.
  public var time: Double
  /// The checked value: `barBottom`, `overlap`, `contentInset`, `contentOffset`, `barHeight` or `phase`.
  public var field: String
  /// The expected value, as written.
  public var expected: String
  /// The value KeyboardDock had.
  public var actual: String

  /// Creates a violation.
  public init(scenario: String, time: Double, field: String, expected: String, actual: String) {
    self.scenario = scenario
    self.time = time
    self.field = field
    self.expected = expected
    self.actual = actual
  }

  /// `iphone-show-hide at 1.0 s: barBottom expected 336.0, got 34.0`.
  public var description: String {
    "\(scenario) at \(ReplayFormat.seconds(time)) s: \(field) expected \(expected), got \(actual)"
  }
}
