import Foundation
import KeyboardDockCore

/// A way of placing the bar: fed what UIKit delivers, asked where the bar's bottom is at each frame.
///
/// The simulator holds its strategies as concrete values, not existentials, so that the
/// per-frame loop is static dispatch and allocation-free.
protocol PlacementStrategy {
  /// The name shown in the table and the report.
  var name: String { get }
  /// `true` for models of common approaches, `false` for KeyboardDock.
  var isBaselineModel: Bool { get }
  /// Applies one delivered input.
  mutating func receive(_ record: KeyboardTraceRecord)
  /// The bar's bottom edge at `time`, in points above the container's bottom.
  func barOffset(at time: Double) -> Double
  /// The scroll view's state now, if the scenario has one.
  var scrollView: ScrollViewGeometry? { get }
}
