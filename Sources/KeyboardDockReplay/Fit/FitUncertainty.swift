/// How well the measured frames pin each fitted value: standard errors from the model's Jacobian.
///
/// With residual variance σ², the covariance of the fitted values is σ² (JᵀJ)⁻¹. A value the frames
/// do not depend on (a transition with no frame after its commit) gets an infinite error.
struct FitUncertainty: Sendable, Equatable {
  /// The standard error of ω, in s⁻¹.
  var omega: Double
  /// The standard error of ζ, or `nil` when ζ was not fitted (at 1, where the curve does not depend on it).
  var ratio: Double?
  /// The standard error of each transition's latency, in seconds.
  var latencies: [Double]

  /// The least residual variance assumed, in square points: 0.01, about a 3× screen's rounding to its
  /// pixels ((1/3)² / 12 ≈ 0.0093), so that a perfect fit does not claim a perfect precision.
  static let leastVariance = 0.01

  /// How far each latency can move, alone, before the fit gets worse by 4 residual variances (two
  /// standard errors), in seconds, looked for up to 3 ms either way.
  ///
  /// Where the frames only bracket a commit (no frame between two candidate commits), the cost is
  /// flat over the bracket and jumps at its edge, and the Jacobian's standard error says nothing
  /// of it; this does.
  static func latencyReach(
    model: FitModel, parameters: FitModel.Parameters, variance: Double
  ) -> [Double] {
    let limit = model.evaluate(parameters).cost + 4 * max(variance, leastVariance)
    return parameters.latencies.indices.map { index in
      var reach = 0.0
      for step in 1...30 {
        for offset in [Double(step) * 0.0001, Double(-step) * 0.0001] {
          var moved = parameters
          moved.latencies[index] += offset
          if model.evaluate(moved).cost <= limit { reach = max(reach, abs(offset)) }
        }
      }
      return reach
    }
  }

  /// The errors of `parameters` under `model`, with the residual variance `variance`.
  init(model: FitModel, parameters: FitModel.Parameters, variance: Double, fitsRatio: Bool) {
    let base = model.evaluate(parameters).residuals
    var columns: [[Double]] = []
    func column(_ change: (inout FitModel.Parameters) -> Void, step: Double) -> [Double] {
      var moved = parameters
      change(&moved)
      return zip(model.evaluate(moved).residuals, base).map { ($0 - $1) / step }
    }
    columns.append(column({ $0.omega += 1e-4 }, step: 1e-4))
    if fitsRatio { columns.append(column({ $0.dampingRatio -= 1e-5 }, step: -1e-5)) }
    for index in parameters.latencies.indices {
      columns.append(column({ $0.latencies[index] += 1e-5 }, step: 1e-5))
    }
    let count = columns.count
    var normal = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
    for row in 0..<count {
      for other in 0..<count {
        normal[row][other] = zip(columns[row], columns[other]).reduce(0) { $0 + $1.0 * $1.1 }
      }
    }
    // Parameters nothing depends on are left out of the inverse and get an infinite error.
    let used = (0..<count).filter { normal[$0][$0] > 1e-12 }
    var errors = [Double](repeating: .infinity, count: count)
    let reduced = used.map { row in used.map { normal[row][$0] } }
    for (position, index) in used.enumerated() {
      var unit = [Double](repeating: 0, count: used.count)
      unit[position] = 1
      if let solution = LevenbergMarquardt.solve(reduced, unit), solution[position] >= 0 {
        errors[index] = (max(variance, Self.leastVariance) * solution[position]).squareRoot()
      }
    }
    omega = errors[0]
    ratio = fitsRatio ? errors[1] : nil
    latencies = Array(errors[(fitsRatio ? 2 : 1)...])
  }
}
