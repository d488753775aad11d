#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension KeyboardDockInstaller {
  /// The look the bar takes on this device: an ``InputBarView``'s resolved
  /// ``InputBarConfiguration/style``, or ``barStyle`` resolved for a bar of your own.
  ///
  /// Resolved by the same rule as the default bar's (`ComposerStyle`): glass on iOS 26 and later
  /// unless the app's Info.plist sets `UIDesignRequiresCompatibility`, and never glass when built
  /// against an SDK before iOS 26.
  public var resolvedBarStyle: ComposerStyle.Resolved {
    (inputBar as? InputBarView)?.resolvedStyle ?? ComposerDesign.resolve(barStyle)
  }

  /// The bar's geometry in its resolved look: the gaps the installer adds to
  /// ``Configuration/dock``, and the side inset and corner radius a bar of your own lays out by.
  ///
  /// `ComposerGeometry.floating` in the glass look, `ComposerGeometry.classic` otherwise.
  public var composerGeometry: ComposerGeometry {
    (inputBar as? InputBarView)?.composerGeometry ?? resolvedBarStyle.geometry
  }

  /// The geometry whose gaps join the dock's rules: an ``InputBarView``'s in either look, a bar of
  /// your own's only when it floats (the glass look), so a classic bar of your own is docked by
  /// ``Configuration/dock`` exactly as given.
  var dockComposerGeometry: ComposerGeometry? {
    if let composer = inputBar as? InputBarView { return composer.composerGeometry }
    let geometry = composerGeometry
    return geometry.isFloating ? geometry : nil
  }

  /// Adds ``backgroundExtension`` to a bar of your own, behind the bar's subviews and anchored
  /// at its top on the bar's bottom edge, at the height of the bar's current lift.
  func attachBackgroundExtension() {
    guard isInstalled, let view = backgroundExtension, !(inputBar is InputBarView) else { return }
    view.translatesAutoresizingMaskIntoConstraints = true
    view.isUserInteractionEnabled = false
    // Anchored at its top, on the bar's bottom edge: only its height moves.
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
    inputBar.insertSubview(view, at: 0)
    layOutBackgroundExtension()
    DockValueMotion(value: layout?.bottomOffset ?? 0, placesAtOnce: true, keyframes: .remove)
      .applyToBottomExtension(view, width: inputBar.bounds.width)
    updateOwnBarLook()
  }

  /// Draws what the installer draws for a bar of your own in its resolved look: in the glass look
  /// the bar is the scroll view's bottom edge element (`ScrollEdgeElement`) and
  /// ``backgroundExtension`` is hidden, since a glass bar floats over the content; in the classic
  /// look the extension shows.
  func updateOwnBarLook() {
    guard isInstalled, !(inputBar is InputBarView) else { return }
    let isGlass = resolvedBarStyle == .glass
    backgroundExtension?.isHidden = isGlass
    scrollEdgeElement.update(bar: inputBar, scrollView: isGlass ? scrollView : nil)
  }

  /// Keeps ``backgroundExtension`` on the bar's bottom edge, as wide as the bar.
  func layOutBackgroundExtension() {
    guard let view = backgroundExtension, view.superview === inputBar else { return }
    let bounds = inputBar.bounds
    view.center = CGPoint(x: bounds.midX, y: bounds.maxY)
    if view.bounds.width != bounds.width { view.bounds.size.width = bounds.width }
  }

  /// Moves ``backgroundExtension``'s height with the bar's lift: the same motion, so nothing
  /// shows between the bar and the view's bottom.
  func applyToBackgroundExtension(_ motion: DockValueMotion) {
    guard let view = backgroundExtension, view.superview === inputBar else { return }
    motion.applyToBottomExtension(view, width: inputBar.bounds.width)
  }
}
#endif
