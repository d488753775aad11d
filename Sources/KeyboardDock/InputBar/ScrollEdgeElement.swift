#if canImport(UIKit)
import UIKit

/// Makes a glass bar a scroll view's bottom edge element, so the scroll view's bottom edge effect
/// fades the content that scrolls under it: for ``InputBarView`` and for a bar of your own docked
/// by ``KeyboardDockInstaller`` in the glass look.
///
/// The scroll view's bottom edge effect style is set to soft, and the style it had is put back
/// when the bar stops being its edge (uninstall, another scroll view, the classic look). Built
/// against an SDK before iOS 26 (`ComposerDesign`'s guard), it does nothing: no bar is glass there.
@MainActor
final class ScrollEdgeElement {
  /// The scroll view whose bottom edge effect style this set, and the style it had before (a
  /// `UIScrollEdgeEffect.Style`).
  private weak var styleOwner: UIScrollView?
  private var savedStyle: AnyObject?

  /// Makes `bar` the bottom edge element of `scrollView`, or of none with `nil`.
  func update(bar: UIView, scrollView edge: UIScrollView?) {
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    guard #available(iOS 26, *) else { return }
    for interaction in bar.interactions where interaction is UIScrollEdgeElementContainerInteraction {
      bar.removeInteraction(interaction)
    }
    // The style the bar set goes back to what it was on a scroll view it no longer edges.
    if let owner = styleOwner, owner !== edge {
      if let saved = savedStyle as? UIScrollEdgeEffect.Style {
        owner.bottomEdgeEffect.style = saved
      }
      styleOwner = nil
      savedStyle = nil
    }
    guard let scrollView = edge else { return }
    let interaction = UIScrollEdgeElementContainerInteraction()
    interaction.scrollView = scrollView
    interaction.edge = .bottom
    bar.addInteraction(interaction)
    if styleOwner !== scrollView {
      styleOwner = scrollView
      savedStyle = scrollView.bottomEdgeEffect.style
    }
    scrollView.bottomEdgeEffect.style = .soft
    #endif
  }
}
#endif
