#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Reserves the planned content inset at the modified view's bottom: on iOS 26 and later the
/// docked bar's part as a safe-area bar, so a scroll view in the content draws its soft bottom
/// edge effect under the docked bar, as under the system's own bars, and the part below the bar
/// (the keyboard, the gaps, the safe area) as a plain safe-area inset under it; before iOS 26,
/// and when built against an SDK before iOS 26, as a safe-area inset.
///
/// Either way the inset is the one the driver plans (``PlannedContentInset``): the docked bar,
/// its gaps and the keyboard, one owner of the bottom edge (<doc:TheBottomEdge>).
struct PlannedInsetBar: ViewModifier {
  /// Where the driver's inset is published.
  var inset: PlannedContentInset

  func body(content: Content) -> some View {
    // The safe-area bar is in the iOS 26 SDK only: the one SDK guard (`ComposerDesign`).
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *) {
      // The bar's part is the safe-area bar, whose soft edge effect the content scrolls under;
      // the keyboard's part below it is a plain inset, so the soft edge does not cover it.
      content
        .safeAreaBar(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset, part: .bar) }
        .scrollEdgeEffectStyle(.soft, for: .bottom)
        .safeAreaInset(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset, part: .belowBar) }
    } else {
      content.safeAreaInset(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset) }
    }
    #else
    content.safeAreaInset(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset) }
    #endif
  }
}
#endif
