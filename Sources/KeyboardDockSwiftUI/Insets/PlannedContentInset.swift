#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// The bottom inset a keyboard modifier gives its content, as the dock's driver planned it,
/// published to SwiftUI with the keyboard's animation when it has one.
///
/// A `ContentInsetReporter` hands over each new inset where the driver answers: inside the
/// keyboard notification handler for a notification, so SwiftUI lays the content out with it in
/// the Core Animation transaction that commits the keyboard's animation; in the layout pass that
/// carries a drag sample; at the end of the run-loop turn for a hide held until then. It is the
/// value where the transition ends. SwiftUI lays the content out with it in its own update, outside
/// UIKit's animation block, so a transition the keyboard animates publishes it in a transaction
/// running the keyboard's animation (`Animation.keyboard(_:)`): content that does not scroll moves
/// with the keyboard instead of jumping. That animated inset is published before the turn's commit
/// rather than in the handler, which can run inside a SwiftUI update (a `@FocusState` change makes
/// the field first responder there): the commit that runs the keyboard's animation still lays the
/// content out with it. A scroll view whose offset the driver moves, and every
/// immediate change, get it in a transaction that disables animations, as a UIKit scroll view's
/// insets under the dock
/// (`KeyboardUpdateDelivery.contentInsetAnimation(for:plansContentOffset:keyboardSpring:)`).
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
  /// The docked bar's height, in points.
  ///
  /// The top part of the inset, the safe-area bar that draws the soft edge effect
  /// (`BottomInsetParts`). Not published: the driver's next inset follows a
  /// new height.
  var barHeight: CGFloat = 0
  /// An inset waiting for the next main-actor turn, or `nil`.
  private var pending: CGFloat?
  /// The keyboard's animation for ``pending``, or `nil` to set it at once.
  private var pendingAnimation: KeyboardAnimation?

  nonisolated init() {}

  /// Takes a new inset where the driver answered.
  ///
  /// - Parameters:
  ///   - value: The inset, in points.
  ///   - animation: The keyboard's animation to show it with, or `nil` to set it at once.
  ///   - isDuringUpdate: Whether the answer arrived where SwiftUI state may not change: during a
  ///     SwiftUI update of the modifier's views, or while the tracker delivers a new measurement of
  ///     its view (`KeyboardTracker`'s `isDeliveringGeometryChange`), which UIKit takes inside
  ///     such an update. The inset is then set on the next main-actor turn.
  ///   - performBeforeCommit: Runs work before the turn's commit, outside the handler
  ///     (`KeyboardTracker`'s `performBeforeCommit(_:)`): an animated inset is set there, since a
  ///     keyboard notification's handler can run inside a SwiftUI update (a `@FocusState`
  ///     change). `nil` sets it at once. An inset set meanwhile replaces it.
  func take(
    _ value: CGFloat, animation: KeyboardAnimation? = nil, isDuringUpdate: Bool,
    performBeforeCommit: ((@escaping @MainActor () -> Void) -> Void)? = nil
  ) {
    if isDuringUpdate {
      setOnNextTurn(value, animation: animation)
    } else if animation != nil, let performBeforeCommit {
      pending = value
      pendingAnimation = animation
      performBeforeCommit { [weak self] in self?.setPending() }
    } else {
      set(value, animation: animation)
    }
  }

  /// Sets the inset waiting, if one still waits.
  private func setPending() {
    guard let value = pending else { return }
    set(value, animation: pendingAnimation)
  }

  /// Sets the inset now, with the keyboard's animation or without one.
  private func set(_ value: CGFloat, animation: KeyboardAnimation?) {
    pending = nil
    pendingAnimation = nil
    guard value != bottom else { return }
    var transaction = Transaction(animation: animation.flatMap { Animation.keyboard($0) })
    transaction.disablesAnimations = animation == nil
    withTransaction(transaction) { bottom = value }
  }

  /// Notes the inset the spacer takes in the SwiftUI update that lays the content out.
  fileprivate func willLayOut(_ value: CGFloat) {
    laidOutBottom = value
  }

  /// Sets the inset on the next main-actor turn, unless a newer one is set before.
  private func setOnNextTurn(_ value: CGFloat, animation: KeyboardAnimation?) {
    let isScheduled = pending != nil
    pending = value
    pendingAnimation = animation
    guard !isScheduled else { return }
    Task { @MainActor [weak self] in
      guard let self, let value = self.pending else { return }
      self.set(value, animation: self.pendingAnimation)
    }
  }
}

/// The space a keyboard modifier keeps below its content, as a bottom safe-area inset: the height
/// the driver planned (``PlannedContentInset``), whole or one of its two parts
/// (`BottomInsetParts`): the bar's, on top, and the keyboard's, gaps' and safe area's below it.
///
/// A scroll view in the content ends its content above it, as a UIKit scroll view under the dock
/// does with the same plan. It draws nothing, takes no touches and is hidden from accessibility.
@MainActor
struct PlannedInsetSpacer: View {
  /// Which part of the inset a spacer keeps.
  enum Part {
    /// The whole inset.
    case whole
    /// The part the docked bar covers.
    case bar
    /// The part below the bar.
    case belowBar
  }

  /// The inset to keep.
  @ObservedObject var inset: PlannedContentInset
  /// The part of it this spacer keeps.
  var part = Part.whole

  var body: some View {
    let total = inset.bottom
    let parts = BottomInsetParts(inset: total, barHeight: inset.barHeight)
    let height =
      switch part {
      case .whole: total
      case .bar: parts.bar
      case .belowBar: parts.belowBar
      }
    // The update that evaluates this body lays the content out with the whole inset: noted for
    // the measurement of the content's scroll view, not state SwiftUI observes.
    inset.willLayOut(total)
    return Color.clear
      .frame(height: height)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
  }
}
#endif
