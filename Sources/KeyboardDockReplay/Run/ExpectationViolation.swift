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
  /// The device timing of the run that found it, or `nil` when it does not depend on timing (a
  /// scenario action that cannot happen as written).
  public var conditions: ReplayConditions?

  /// Creates a violation.
  public init(
    scenario: String, time: Double, field: String, expected: String, actual: String,
    conditions: ReplayConditions? = nil
  ) {
    self.scenario = scenario
    self.time = time
    self.field = field
    self.expected = expected
    self.actual = actual
    self.conditions = conditions
  }

  /// `iphone-show-hide at 1.0 s (16 ms, 60 Hz): barBottom expected 336.0, got 34.0`.
  public var description: String {
    "\(scenario) at \(ReplayFormat.seconds(time)) s\(conditions.map { " (\($0.label))" } ?? ""): "
      + "\(field) expected \(expected), got \(actual)"
  }
}
