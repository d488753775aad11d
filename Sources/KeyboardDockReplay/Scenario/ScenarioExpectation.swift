/// Values KeyboardDock must show at a time.
///
/// A run fails (exit status 1) when one is off by more than ``tolerance``. Every value is optional; only
/// those given are checked.
public struct ScenarioExpectation: Sendable, Equatable {
  /// Seconds from the scenario's start.
  public var time: Double
  /// The bar's bottom edge, in points above the container's bottom.
  public var barBottom: Double?
  /// How much of the container the followed keyboard covers, in points (`DockLayout.keyboardOverlap`).
  public var overlap: Double?
  /// The scroll view's content inset at its visual bottom (its top when inverted).
  public var contentInset: Double?
  /// The scroll view's vertical content offset.
  public var contentOffset: Double?
  /// The bar's height.
  public var barHeight: Double?
  /// The keyboard's phase: `hidden`, `showing`, `shown`, `hiding` or `interactive`.
  public var phase: String?
  /// The largest accepted difference, in points; defaults to `0.5`.
  public var tolerance: Double

  /// Creates an expectation.
  public init(
    at time: Double, barBottom: Double? = nil, overlap: Double? = nil, contentInset: Double? = nil,
    contentOffset: Double? = nil, barHeight: Double? = nil, phase: String? = nil, tolerance: Double = 0.5
  ) {
    self.time = time
    self.barBottom = barBottom
    self.overlap = overlap
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.barHeight = barHeight
    self.phase = phase
    self.tolerance = tolerance
  }
}
