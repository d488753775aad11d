import Foundation

/// The search for one interruption rule's best physics: a coarse grid over ω, ζ and one latency
/// shared by every transition, then Levenberg–Marquardt over ω, ζ and each transition's latency
/// from the grid's best points; then a sweep of each interrupting pair's latencies together, from
/// the best so far and from the spring of the isolated transitions (see ``run()``), each followed
/// by Levenberg–Marquardt; then rounds of a sweep of each latency alone (over 0 to 50 ms in the
/// first, then finely around its value), each followed by Levenberg–Marquardt.
///
/// The sweeps are there because a latency can move a commit across a display frame: under
/// ``ReplayInterruptions/fromPresented`` the keyboard shown on that frame jumps back to where it was when
/// the handler ran, so the residuals are not continuous in the latency there and a gradient step cannot
/// cross; and transitions' latencies differ, which the grid's shared latency does not try.
struct FitSearch: Sendable {
  /// The model to fit.
  let model: FitModel
  /// Whether to fit the isolated transitions' frames first (see ``run()``).
  var startsFromIsolatedTransitions = true

  /// The grid's ω, in s⁻¹: 14 values from 6 to 80, evenly spaced in log scale.
  static let omegas = (0..<14).map { 6 * pow(80.0 / 6, Double($0) / 13) }
  /// The grid's ζ.
  static let ratios = [0.3, 0.55, 0.8, 1]
  /// The grid's latencies, in seconds.
  static let latencies = [0.0, 0.012, 0.024, 0.036]
  /// How many of the grid's best points Levenberg–Marquardt starts from: 3.
  static let starts = 3
  /// The latencies each latency is first swept over, in seconds: 0 to 50 ms in steps of 0.5 ms.
  static let coarseSweep = (0...100).map { Double($0) * 0.0005 }
  /// The offsets each latency is then swept over, in seconds: −2 ms to 2 ms in steps of 0.1 ms.
  static let sweep = (-20...20).map { Double($0) * 0.0001 }
  /// The latencies a pair of transitions is swept over together, in seconds: 0 to 48 ms in steps
  /// of 3 ms each.
  static let pairSweep = (0...16).map { Double($0) * 0.003 }
  /// How close a transition must follow the one before for their latencies to be swept together:
  /// 0.6 s, within which curve 7's keyboard still moves.
  static let pairWindow = 0.6
  /// The most rounds of sweeps and Levenberg–Marquardt: 4.
  static let rounds = 4

  /// The least and greatest ω, in s⁻¹, ζ and latency, in seconds, the search considers.
  static let bounds = (omega: 1.0...400.0, ratio: 0.02...1.0, latency: -0.02...0.5)

  /// The best parameters and the model's evaluation there.
  ///
  /// The spring is first fitted to the frames of isolated transitions alone, when they show enough
  /// of it, and that fit is one more start: an interruption whose latencies are far off can hold the
  /// whole fit's spring in a false minimum.
  func run() -> (FitModel.Parameters, FitModel.Evaluation) {
    var isolatedFit: FitModel.Parameters?
    if startsFromIsolatedTransitions,
      let session = model.session.keepingFrames(
        of: model.session.isolatedTransitions(window: Self.pairWindow),
        minimumMovingFrames: KeyboardPhysicsFit.minimumSpringFrames)
    {
      let model = FitModel(session: session, interruptions: model.interruptions)
      isolatedFit = FitSearch(model: model, startsFromIsolatedTransitions: false).run().0
    }
    let count = model.session.transitions.count
    var grid: [(cost: Double, parameters: FitModel.Parameters)] = []
    for omega in Self.omegas {
      for ratio in Self.ratios {
        for latency in Self.latencies {
          let parameters = FitModel.Parameters(
            omega: omega, dampingRatio: ratio, latencies: [Double](repeating: latency, count: count))
          grid.append((model.evaluate(parameters).cost, parameters))
        }
      }
    }
    grid.sort { $0.cost < $1.cost }
    let solver = LevenbergMarquardt(
      lower: [Self.bounds.omega.lowerBound, Self.bounds.ratio.lowerBound]
        + [Double](repeating: Self.bounds.latency.lowerBound, count: count),
      upper: [Self.bounds.omega.upperBound, Self.bounds.ratio.upperBound]
        + [Double](repeating: Self.bounds.latency.upperBound, count: count),
      steps: [1e-4, 1e-5] + [Double](repeating: 1e-5, count: count))
    var best: (cost: Double, parameters: FitModel.Parameters) = grid[0]
    func refine(from parameters: FitModel.Parameters) {
      let vector = [parameters.omega, parameters.dampingRatio] + parameters.latencies
      let result = solver.minimize(from: vector) { model.evaluate(Self.parameters($0)).residuals }
      if result.cost < best.cost { best = (result.cost, Self.parameters(result.parameters)) }
    }
    for start in grid.prefix(Self.starts) { refine(from: start.parameters) }
    // An interruption's two latencies together: a later commit of one can stand for an earlier one
    // of the other under one rule and not the other. From the best start so far, and from the
    // isolated transitions' spring.
    let transitions = model.session.transitions
    let pairs = transitions.indices.dropFirst().filter {
      transitions[$0].time - transitions[$0 - 1].time < Self.pairWindow
        && !(transitions[$0].frames.isEmpty && transitions[$0 - 1].frames.isEmpty)
    }
    for start in [best.parameters] + (isolatedFit.map { [$0] } ?? []) {
      var paired = (cost: model.evaluate(start).cost, parameters: start)
      for index in pairs {
        let center = paired.parameters
        for first in Self.pairSweep {
          for second in Self.pairSweep {
            var trial = center
            trial.latencies[index - 1] = first
            trial.latencies[index] = second
            let cost = model.evaluate(trial).cost
            if cost < paired.cost { paired = (cost, trial) }
          }
        }
      }
      refine(from: paired.parameters)
    }
    for round in 0..<Self.rounds {
      let before = best.cost
      var swept = best
      for index in 0..<count where !transitions[index].frames.isEmpty {
        // Tries each of `latencies` for this transition alone, keeping the best.
        func sweep(_ latencies: [Double]) {
          for latency in latencies {
            var trial = swept.parameters
            trial.latencies[index] = min(
              max(latency, Self.bounds.latency.lowerBound), Self.bounds.latency.upperBound)
            guard trial.latencies[index] != swept.parameters.latencies[index] else { continue }
            let cost = model.evaluate(trial).cost
            if cost < swept.cost { swept = (cost, trial) }
          }
        }
        if round == 0 { sweep(Self.coarseSweep) }
        let center = swept.parameters.latencies[index]
        sweep(Self.sweep.map { center + $0 })
      }
      if swept.cost < best.cost { best = swept }
      refine(from: swept.parameters)
      if !(best.cost < before * (1 - 1e-9)) { break }
    }
    return (best.parameters, model.evaluate(best.parameters))
  }

  private static func parameters(_ vector: [Double]) -> FitModel.Parameters {
    FitModel.Parameters(omega: vector[0], dampingRatio: vector[1], latencies: Array(vector[2...]))
  }
}
