/// What one replay under one ``ReplayConditions`` produced: the frame-by-frame recording with
/// each strategy's metrics, and the expectations KeyboardDock did not meet.
///
/// ``ReplayScenarioResult`` gathers a scenario's runs under several conditions.
public struct ReplayResult: Sendable, Equatable {
  /// The recording; its first track is KeyboardDock, then the baselines.
  public var recording: ReplayRecording
  /// Expectations not met; empty when the run passes.
  public var violations: [ExpectationViolation]

  /// `true` when the scenario had a scroll view, so the insets and drift mean something.
  public var hasScrollView: Bool

  /// Creates a result.
  public init(recording: ReplayRecording, violations: [ExpectationViolation], hasScrollView: Bool) {
    self.recording = recording
    self.violations = violations
    self.hasScrollView = hasScrollView
  }

  /// The number of simulated frames.
  public var frameCount: Int { recording.times.count }

  /// KeyboardDock's metrics.
  public var keyboardDock: ReplayMetrics? { recording.tracks.first?.metrics }
}
