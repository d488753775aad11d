#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// What one keyboard modifier knows.
///
/// It holds the snapshot the modifier publishes and the bottom safe area of the view it measures against,
/// from which the padding and insets it applies follow.
struct ObservedKeyboard: Equatable {
  /// The snapshot the modifier puts in the environment.
  var snapshot: KeyboardSnapshot
  /// The modified view's bottom safe area as SwiftUI lays it out, in points.
  ///
  /// It comes from the view's `GeometryProxy`: where SwiftUI rests a bottom safe-area inset and ends content.
  /// It can differ from UIKit's safe area of the tracked view, which the snapshot's dock layout rests on, for
  /// instance under an outer `safeAreaInset`; the padding below docked content bridges the two.
  var safeAreaBottom: CGFloat

  /// Nothing measured yet: no keyboard, no safe area.
  static let initial = ObservedKeyboard(snapshot: .hidden, safeAreaBottom: 0)

  /// The padding below docked content that SwiftUI places on the safe area.
  ///
  /// With it the content's bottom lands at the dock layout's bottom offset.
  var dockPadding: CGFloat {
    snapshot.dockLayout.padding(aboveSafeAreaBottom: safeAreaBottom)
  }

  /// The extra bottom inset content needs to clear the keyboard.
  ///
  /// It is what the keyboard covers beyond the `provided` points that a docked bar already gives the content.
  func avoidanceInset(provided: CGFloat = 0) -> CGFloat {
    ContentAvoidance.bottomInset(
      overlap: snapshot.overlap, safeAreaBottom: safeAreaBottom, providedInset: provided)
  }
}
#endif
