import Foundation

/// The search for one interruption rule's best physics: a coarse grid over ω, ζ and one latency
/// shared by every transition, then Levenberg–Marquardt over ω, ζ and each transition's latency
/// from the grid's best points, then a sweep of each latency and Levenberg–Marquardt again.
///
/// The sweep is there because a latency can move a commit across a display frame: under
/// ``ReplayInterruptions/fromPresented`` the keyboard shown on that frame jumps back to where it was when
/// the handler ran, so the residuals are not continuous in the latency there and a gradient step cannot
/// cross.
struct FitSearch: Sendable {
  /// The model to fit.
  let model: FitModel

  /// The grid's ω, in s⁻¹: 14 values from 6 to 80, evenly spaced in log scale.
  static let omegas = (0..<14).map { 6 * pow(80.0 / 6, Double($0) / 13) }
  /// The grid's ζ.
  static let ratios = [0.3, 0.55, 0.8, 1]
  /// The grid's latencies, in seconds.
  static let latencies = [0.0, 0.012, 0.024, 0.036]
  /// How many of the grid's best points Levenberg–Marquardt starts from: 3.
  static let starts = 3
  /// The offsets each latency is swept over, in seconds: −2 ms to 2 ms in steps of 0.1 ms.
  static let sweep = (-20...20).map { Double($0) * 0.0001 }
  /// The most rounds of sweep and Levenberg–Marquardt: 3.
  static let rounds = 3

  /// The least and greatest ω, in s⁻¹, ζ and latency, in seconds, the search considers.
  static let bounds = (omega: 1.0...400.0, ratio: 0.02...1.0, latency: -0.02...0.5)

  /// The best parameters and the model's evaluation there.
  func run() -> (FitModel.Parameters, FitModel.Evaluation) {
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
    for _ in 0..<Self.rounds {
      let before = best.cost
      var swept = best
      for index in 0..<count {
        let center = swept.parameters.latencies[index]
        for offset in Self.sweep where offset != 0 {
          var trial = swept.parameters
          trial.latencies[index] = min(
            max(center + offset, Self.bounds.latency.lowerBound), Self.bounds.latency.upperBound)
          let cost = model.evaluate(trial).cost
          if cost < swept.cost { swept = (cost, trial) }
        }
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
