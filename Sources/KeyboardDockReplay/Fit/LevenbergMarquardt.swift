/// A bounded Levenberg–Marquardt least-squares minimiser for a handful of parameters.
///
/// The Jacobian is taken by forward differences (backward at an upper bound); each step solves the
/// damped normal equations `(JᵀJ + λ diag(JᵀJ)) δ = −Jᵀr` and is clamped to the bounds. A parameter
/// the residuals do not depend on keeps its value.
struct LevenbergMarquardt: Sendable {
  /// The least value of each parameter.
  var lower: [Double]
  /// The greatest value of each parameter.
  var upper: [Double]
  /// The finite-difference step of each parameter.
  var steps: [Double]
  /// The most iterations: 60.
  var maximumIterations = 60
  /// The least relative fall of the cost that counts as progress: 10⁻⁸.
  var relativeTolerance = 1e-8

  /// The parameters that minimise the sum of squared `residuals`, from `start`, and that sum.
  func minimize(from start: [Double], residuals: ([Double]) -> [Double]) -> (
    parameters: [Double], cost: Double
  ) {
    var parameters = clamped(start)
    var current = residuals(parameters)
    var cost = Self.cost(current)
    var lambda = 1e-3
    let count = parameters.count
    for _ in 0..<maximumIterations {
      // The Jacobian, one column per parameter.
      var columns: [[Double]] = []
      columns.reserveCapacity(count)
      for index in 0..<count {
        var step = steps[index]
        if parameters[index] + step > upper[index] { step = -step }
        var moved = parameters
        moved[index] += step
        let shifted = residuals(moved)
        // By index, not `zip(…).map`: a debug build (the tests') would run zip's generic iterator.
        var column = [Double](repeating: 0, count: min(shifted.count, current.count))
        for row in column.indices { column[row] = (shifted[row] - current[row]) / step }
        columns.append(column)
      }
      var normal = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
      var gradient = [Double](repeating: 0, count: count)
      for row in 0..<count {
        for column in row..<count {
          let value = Self.dot(columns[row], columns[column])
          normal[row][column] = value
          normal[column][row] = value
        }
        gradient[row] = Self.dot(columns[row], current)
      }
      var improved = false
      for _ in 0..<12 {
        var damped = normal
        for index in 0..<count {
          damped[index][index] += lambda * max(normal[index][index], 1e-12)
        }
        guard let delta = Self.solve(damped, gradient.map { -$0 }) else {
          lambda *= 4
          continue
        }
        let candidate = clamped(zip(parameters, delta).map(+))
        let trial = residuals(candidate)
        let trialCost = Self.cost(trial)
        if trialCost < cost {
          let gain = cost - trialCost
          parameters = candidate
          current = trial
          cost = trialCost
          lambda = max(lambda / 3, 1e-12)
          improved = gain > relativeTolerance * max(cost + gain, 1e-300)
          break
        }
        lambda *= 4
      }
      if !improved { break }
    }
    return (parameters, cost)
  }

  private func clamped(_ values: [Double]) -> [Double] {
    values.indices.map { min(max(values[$0], lower[$0]), upper[$0]) }
  }

  static func cost(_ residuals: [Double]) -> Double {
    residuals.reduce(0) { $0 + $1 * $1 }
  }

  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    var sum = 0.0
    for index in a.indices { sum += a[index] * b[index] }
    return sum
  }

  /// Solves `matrix · x = vector` by Gaussian elimination with partial pivoting; `nil` when singular.
  static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
    var a = matrix
    var b = vector
    let count = b.count
    for column in 0..<count {
      var pivot = column
      for row in column..<count where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      guard abs(a[pivot][column]) > 1e-300 else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      for row in (column + 1)..<count {
        let factor = a[row][column] / a[column][column]
        guard factor != 0 else { continue }
        for index in column..<count { a[row][index] -= factor * a[column][index] }
        b[row] -= factor * b[column]
      }
    }
    var x = [Double](repeating: 0, count: count)
    for row in stride(from: count - 1, through: 0, by: -1) {
      var sum = b[row]
      for index in (row + 1)..<count { sum -= a[row][index] * x[index] }
      x[row] = sum / a[row][row]
    }
    return x
  }
}
