#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// The bar's geometry in its resolved look: ``composerGeometry``'s gaps are what
  /// ``KeyboardDockInstaller`` adds to its dock configuration for this bar.
  ///
  /// `ComposerGeometry.floating` in the glass look, `ComposerGeometry.classic` otherwise.
  public var composerGeometry: ComposerGeometry { resolvedStyle.geometry }

  /// The padding around the content in the current look: the classic margins, or the glass
  /// look's, whose sides keep the floating bar's inset from the container's edges.
  ///
  /// A glass bar's bottom is its capsule's: the gap below it is the dock's (its spacings), not
  /// padding, except in accessory mode, where no installer docks the bar and the bar keeps the
  /// gap itself.
  var styleContentMargins: NSDirectionalEdgeInsets {
    guard resolvedStyle == .glass else { return Self.contentMargins }
    let geometry = composerGeometry
    return NSDirectionalEdgeInsets(
      top: Self.contentMargins.top, leading: geometry.horizontalInset,
      bottom: isInputAccessory ? geometry.keyboardGap : 0, trailing: geometry.horizontalInset)
  }

  /// Adds the glass surfaces behind the content: a container whose spacing keeps them apart at
  /// rest, the field's capsule around the text view and the trailing items, and a circle behind
  /// the leading items.
  ///
  /// The surfaces take no touches (the content beside them does), so their glass is not
  /// interactive: `isInteractive` makes glass react to touches it receives.
  func buildGlassSurfaces() {
    for view in [glassContainer, fieldGlass, leadingGlass] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.isUserInteractionEnabled = false
    }
    insertSubview(glassContainer, belowSubview: contentStack)
    glassContainer.contentView.addSubview(fieldGlass)
    glassContainer.contentView.addSubview(leadingGlass)
    NSLayoutConstraint.activate([
      glassContainer.topAnchor.constraint(equalTo: topAnchor),
      glassContainer.leadingAnchor.constraint(equalTo: leadingAnchor),
      glassContainer.trailingAnchor.constraint(equalTo: trailingAnchor),
      glassContainer.bottomAnchor.constraint(equalTo: bottomAnchor),
      fieldGlass.topAnchor.constraint(equalTo: contentStack.topAnchor),
      fieldGlass.bottomAnchor.constraint(equalTo: contentStack.bottomAnchor),
      fieldGlass.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
      fieldGlass.trailingAnchor.constraint(equalTo: trailingStack.trailingAnchor),
      leadingGlass.topAnchor.constraint(equalTo: leadingStack.topAnchor),
      leadingGlass.bottomAnchor.constraint(equalTo: leadingStack.bottomAnchor),
      leadingGlass.leadingAnchor.constraint(equalTo: leadingStack.leadingAnchor),
      leadingGlass.trailingAnchor.constraint(equalTo: leadingStack.trailingAnchor),
    ])
  }

  /// Resolves ``InputBarConfiguration/style`` (the core decides, from the system's version and the
  /// app's `UIDesignRequiresCompatibility`) and draws the look; tells the installer when the
  /// geometry changed.
  func applyStyle() {
    let old = composerGeometry
    resolvedStyle = ComposerDesign.resolve(configuration.style)
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *), resolvedStyle == .glass {
      drawGlass()
    } else {
      drawClassic()
    }
    #else
    drawClassic()
    #endif
    updateScrollEdgeEffect()
    setNeedsLayout()
    if composerGeometry != old { onComposerGeometryChange?() }
  }

  /// The classic look: a blurred background with a hairline on top, the text view in a rounded
  /// field.
  private func drawClassic() {
    backgroundView.isHidden = false
    separatorView.isHidden = false
    glassContainer.isHidden = true
    glassContainer.effect = nil
    fieldGlass.effect = nil
    leadingGlass.effect = nil
    textView.backgroundColor = .secondarySystemBackground
    textView.layer.cornerRadius = composerGeometry.cornerRadius
  }

  #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
  /// The glass look: no background, the field and the buttons on Liquid Glass that the content
  /// scrolls under.
  @available(iOS 26, *)
  private func drawGlass() {
    backgroundView.isHidden = true
    separatorView.isHidden = true
    backgroundExtension.isHidden = true
    glassContainer.isHidden = false
    let container = UIGlassContainerEffect()
    // The distance at which surfaces begin to merge: below the gap between them, so the leading
    // circle and the field's capsule stay two shapes at rest.
    container.spacing = ComposerGeometry.glassContainerSpacing(forGap: contentStack.spacing)
    glassContainer.effect = container
    // Not interactive: these surfaces receive no touches.
    fieldGlass.effect = UIGlassEffect(style: .regular)
    leadingGlass.effect = UIGlassEffect(style: .regular)
    textView.backgroundColor = .clear
    textView.layer.cornerRadius = 0
  }
  #endif

  /// Rounds the glass surfaces to the geometry's radius at their height: a capsule while the text
  /// is one line.
  ///
  /// A corner configuration (a capsule of at most the geometry's radius, the rule of
  /// `ComposerGeometry.cornerRadius(forSurfaceHeight:)`), along which the glass draws its edge
  /// highlights, not the layer's corner radius with `clipsToBounds`, which cuts them. Glass is
  /// drawn only on iOS 26 with its SDK; elsewhere the surfaces stay hidden and this does nothing.
  func layOutGlass() {
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    guard #available(iOS 26, *), !glassContainer.isHidden else { return }
    leadingGlass.isHidden = leadingStack.isHidden
    let corners = UICornerConfiguration.capsule(maximumRadius: Double(composerGeometry.cornerRadius))
    for surface in [fieldGlass, leadingGlass] where surface.cornerConfiguration != corners {
      surface.cornerConfiguration = corners
    }
    #endif
  }

  /// Shows the scroll view's bottom edge effect under a glass bar.
  ///
  /// The bar becomes the scroll view's bottom edge element, and the effect fades the content that
  /// scrolls under it. The style the scroll view had is put back when the bar stops being its
  /// edge (uninstall, another scroll view, the classic look).
  ///
  /// Built against an SDK before iOS 26 (`ComposerDesign`'s guard), it does nothing: the bar is
  /// never glass there.
  func updateScrollEdgeEffect() {
    scrollEdgeElement.update(bar: self, scrollView: resolvedStyle == .glass ? edgeEffectScrollView : nil)
  }
}
#endif
