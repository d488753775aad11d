import Foundation

/// Evenly spaced round tick values (1, 2 or 5 × 10ⁿ apart) for a plot axis.
struct SVGAxisTicks: Equatable {
  /// The axis's lower end: the data's, or the tick at or below it when extended.
  let lower: Double
  /// The axis's upper end: the data's, or the tick at or above it when extended.
  let upper: Double
  /// The distance between ticks.
  let step: Double
  /// The ticks from `lower` to `upper`, ascending.
  let values: [Double]
  /// The decimals a tick label needs to show `step` exactly (0 through 3).
  let decimals: Int

  /// Ticks for data from `lower` to `upper`, about `approximateCount` of them.
  ///
  /// An empty or non-finite range becomes one around its finite end (or 0…1); with
  /// `extendsToTicks` the axis grows outward to the nearest ticks, as value axes do.
  init(lower: Double, upper: Double, approximateCount: Int, extendsToTicks: Bool) {
    var low = lower.isFinite ? lower : (upper.isFinite ? upper : 0)
    var high = upper.isFinite ? upper : low
    if low > high { swap(&low, &high) }
    if high - low < 1e-9 {
      let pad = max(1, abs(low) * 0.05)
      low -= pad
      high += pad
    }
    let raw = (high - low) / Double(max(approximateCount, 1))
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let normalized = raw / magnitude
    let factor: Double = normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10
    let step = factor * magnitude
    if extendsToTicks {
      low = (low / step).rounded(.down) * step
      high = (high / step).rounded(.up) * step
    }
    var ticks: [Double] = []
    var index = (low / step - 1e-9).rounded(.up)
    while index * step <= high + step * 1e-9 {
      ticks.append(index * step == 0 ? 0 : index * step)
      index += 1
    }
    self.lower = low
    self.upper = high
    self.step = step
    self.values = ticks
    self.decimals = min(3, max(0, Int(-(log10(step) + 1e-9).rounded(.down))))
  }
}
