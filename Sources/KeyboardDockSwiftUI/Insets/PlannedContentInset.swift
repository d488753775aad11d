#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The bottom inset a keyboard modifier gives its content, as the dock's driver planned it,
/// published to SwiftUI at once and without animation.
///
/// A `ContentInsetReporter` hands over each new inset where the driver answers: inside the
/// keyboard notification handler for a notification, so SwiftUI lays the content out with it in
/// the Core Animation transaction that commits the keyboard's animation; in the layout pass that
/// carries a drag sample; at the end of the run-loop turn for a hide held until then. Like a UIKit
/// scroll view's insets under the dock, it is the value where the transition ends, set in a
/// transaction that disables animations, never animated on the main thread.
///
/// Only ``PlannedInsetSpacer`` observes it, so an inset change re-evaluates that view alone: the
/// keyboard snapshot the same answer publishes, with the keyboard's animation for views that
/// derive lengths from it, keeps its own transaction.
///
/// SwiftUI lays the content out with a new inset in its next update, after the driver answered:
/// ``laidOutBottom`` says which inset the content has been laid out with, for a measurement of the
/// scroll view that shows it (``ContentScrollLink``).
@MainActor
final class PlannedContentInset: ObservableObject {
  /// The inset, in points.
  @Published private(set) var bottom: CGFloat = 0
  /// The inset SwiftUI laid the content out with last, in points: the height the spacer last
  /// took, which can lag behind ``bottom`` until SwiftUI's next update.
  private(set) var laidOutBottom: CGFloat = 0
  /// An inset waiting for the next main-actor turn, or `nil`.
  private var pending: CGFloat?

  nonisolated init() {}

  /// Takes a new inset where the driver answered.
  ///
  /// - Parameters:
  ///   - value: The inset, in points.
  ///   - isDuringUpdate: Whether the answer arrived where SwiftUI state may not change: during a
  ///     SwiftUI update of the modifier's views, or while the tracker delivers a new measurement of
  ///     its view (`KeyboardTracker`'s `isDeliveringGeometryChange`), which UIKit takes inside
  ///     such an update. The inset is then set on the next main-actor turn; otherwise at once.
  func take(_ value: CGFloat, isDuringUpdate: Bool) {
    if isDuringUpdate {
      setOnNextTurn(value)
    } else {
      set(value)
    }
  }

  /// Sets the inset now, without animation.
  private func set(_ value: CGFloat) {
    pending = nil
    guard value != bottom else { return }
    var transaction = Transaction()
    transaction.disablesAnimations = true
    withTransaction(transaction) { bottom = value }
  }

  /// Notes the inset the spacer takes in the SwiftUI update that lays the content out.
  fileprivate func willLayOut(_ value: CGFloat) {
    laidOutBottom = value
  }

  /// Sets the inset on the next main-actor turn, unless a newer one is set before.
  private func setOnNextTurn(_ value: CGFloat) {
    let isScheduled = pending != nil
    pending = value
    guard !isScheduled else { return }
    Task { @MainActor [weak self] in
      guard let self, let value = self.pending else { return }
      self.set(value)
    }
  }
}

/// The space a keyboard modifier keeps below its content, as a bottom safe-area inset: the height
/// the driver planned (``PlannedContentInset``).
///
/// A scroll view in the content ends its content above it, as a UIKit scroll view under the dock
/// does with the same plan. It draws nothing, takes no touches and is hidden from accessibility.
@MainActor
struct PlannedInsetSpacer: View {
  /// The inset to keep.
  @ObservedObject var inset: PlannedContentInset

  var body: some View {
    let height = inset.bottom
    // The update that evaluates this body lays the content out with `height`: noted for the
    // measurement of the content's scroll view, not state SwiftUI observes.
    inset.willLayOut(height)
    return Color.clear
      .frame(height: height)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
  }
}
#endif
