import KeyboardDockCore

/// The fit's forward model: the measured keyboard as `kbdock`'s simulated keyboard shows it for a spring, an
/// interruption rule and a commit latency per transition.
///
/// It replays the session's inputs through ``SimulatedKeyboard`` (``AnimatedValue``, ``KeyboardMotionCurve``
/// and ``ReplaySpring``), each *will* of a transition committing at its time plus the transition's latency
/// (never before an earlier commit), and reads the keyboard's cover of the container as
/// ``ExpectedPlacement`` does; for readings of the keyboard layout guide, never below the safe area.
struct FitModel: Sendable {
  /// The measured session.
  let session: FitSession
  /// How interrupted animations blend.
  let interruptions: ReplayInterruptions

  /// The values the model is evaluated at.
  struct Parameters: Sendable, Equatable {
    /// ω, in s⁻¹.
    var omega: Double
    /// ζ; from 1 on, Core Animation's curve is the same.
    var dampingRatio: Double
    /// One commit latency per transition, in seconds.
    var latencies: [Double]

    /// The spring at mass 1.
    var spring: ReplaySpring {
      ReplaySpring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }
  }

  /// What the model shows.
  struct Evaluation: Sendable {
    /// Model − measurement on each of the session's frames, in points.
    var residuals: [Double]
    /// For each transition, whether it commits while an earlier animation still runs: the two rules differ
    /// only there.
    var interrupts: [Bool]

    /// The sum of squared residuals.
    var cost: Double { residuals.reduce(0) { $0 + $1 * $1 } }
  }

  /// Evaluates the model at `parameters`.
  func evaluate(_ parameters: Parameters) -> Evaluation {
    let spring = parameters.spring
    var keyboard = SimulatedKeyboard(
      container: session.container, physics: KeyboardPhysics(spring: spring, interruptions: interruptions))
    let inputs = session.inputs
    var commits = [Double](repeating: 0, count: inputs.count)
    var floor = -Double.infinity
    for index in inputs.indices {
      var commit = inputs[index].time
      if let transition = session.transitionOfInput[index] {
        commit = session.transitions[transition].time + parameters.latencies[transition]
      }
      commit = max(commit, floor)
      floor = commit
      commits[index] = commit
    }
    var interrupts = [Bool](repeating: false, count: session.transitions.count)
    var residuals = [Double](repeating: 0, count: session.frames.count)
    var next = 0
    var started = -1
    let frames = session.frames
    for index in frames.indices {
      let frame = frames[index]
      while next < inputs.count, commits[next] <= frame.time {
        // The first notification of a transition meets the keyboard as the previous one left it.
        if let transition = session.transitionOfInput[next], transition > started {
          started = transition
          interrupts[transition] = keyboard.isAnimating(at: commits[next])
        }
        keyboard.receive(inputs[next], commit: commits[next])
        next += 1
      }
      let cover = ExpectedPlacement(keyboard: keyboard, at: frame.time, configuration: .default).cover
      let shown = session.readsLayoutGuide ? max(cover, frame.safeBottom) : cover
      residuals[index] = shown - frame.overlap
    }
    return Evaluation(residuals: residuals, interrupts: interrupts)
  }
}
