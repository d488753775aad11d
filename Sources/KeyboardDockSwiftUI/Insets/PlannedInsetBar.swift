#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Reserves the planned content inset at the modified view's bottom: on iOS 26 and later as a
/// safe-area bar, so a scroll view in the content draws its soft bottom edge effect under the
/// docked bar, as under the system's own bars; before iOS 26 as a safe-area inset.
///
/// Either way the inset is the one the driver plans (``PlannedContentInset``): the docked bar,
/// its gaps and the keyboard, one owner of the bottom edge (<doc:TheBottomEdge>).
struct PlannedInsetBar: ViewModifier {
  /// Where the driver's inset is published.
  var inset: PlannedContentInset

  func body(content: Content) -> some View {
    if #available(iOS 26, *) {
      content
        .safeAreaBar(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset) }
        .scrollEdgeEffectStyle(.soft, for: .bottom)
    } else {
      content.safeAreaInset(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset) }
    }
  }
}
#endif
