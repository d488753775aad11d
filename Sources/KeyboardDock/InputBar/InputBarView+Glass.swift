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

  /// Builds the row on the glass surfaces: a container across the bar whose spacing keeps them
  /// apart at rest and, in its `contentView`, the leading items' circle and the field's capsule,
  /// each holding its views in its own `contentView` — the leading items in the circle, the text
  /// view and the trailing items in the capsule — as Liquid Glass draws content on glass.
  ///
  /// The same views in both looks: in the classic one the surfaces have no effect and are plain
  /// containers, so the layout and the hit targets do not depend on the look. The row lays out as
  /// a bottom-aligned row would: the capsule spans the row's height, the circle is as tall as its
  /// items, and the gaps are `itemSpacing`.
  func buildGlassSurfaces() {
    for view in [glassContainer, fieldGlass, leadingGlass] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    insertSubview(glassContainer, aboveSubview: separatorView)
    glassContainer.contentView.addSubview(leadingGlass)
    glassContainer.contentView.addSubview(fieldGlass)
    leadingGlass.contentView.addSubview(leadingStack)
    leadingStack.pinEdges(to: leadingGlass.contentView)
    fieldGlass.contentView.addSubview(fieldStack)
    fieldStack.pinEdges(to: fieldGlass.contentView)
    fieldAfterLeadingConstraint = fieldGlass.leadingAnchor.constraint(
      equalTo: leadingGlass.trailingAnchor, constant: Self.itemSpacing)
    fieldAtRowStartConstraint = fieldGlass.leadingAnchor.constraint(equalTo: contentRow.leadingAnchor)
    NSLayoutConstraint.activate([
      glassContainer.topAnchor.constraint(equalTo: topAnchor),
      glassContainer.leadingAnchor.constraint(equalTo: leadingAnchor),
      glassContainer.trailingAnchor.constraint(equalTo: trailingAnchor),
      glassContainer.bottomAnchor.constraint(equalTo: bottomAnchor),
      leadingGlass.leadingAnchor.constraint(equalTo: contentRow.leadingAnchor),
      leadingGlass.bottomAnchor.constraint(equalTo: contentRow.bottomAnchor),
      leadingGlass.topAnchor.constraint(greaterThanOrEqualTo: contentRow.topAnchor),
      fieldGlass.topAnchor.constraint(equalTo: contentRow.topAnchor),
      fieldGlass.bottomAnchor.constraint(equalTo: contentRow.bottomAnchor),
      fieldGlass.trailingAnchor.constraint(equalTo: contentRow.trailingAnchor),
      fieldAfterLeadingConstraint,
    ])
    // An empty circle has no width of its own: none, rather than an ambiguous one.
    let noWidth = leadingGlass.widthAnchor.constraint(equalToConstant: 0)
    noWidth.priority = .fittingSizeLevel
    noWidth.isActive = true
    showsLeadingSurface(!leadingStack.arrangedSubviews.isEmpty)
  }

  /// Shows the leading items' surface, or hides it and starts the field at the row's start.
  func showsLeadingSurface(_ shows: Bool) {
    leadingStack.isHidden = !shows
    leadingGlass.isHidden = !shows
    guard fieldAfterLeadingConstraint.isActive != shows else { return }
    // The one to give up goes first, so the two are never required together.
    let (off, on) =
      shows
      ? (fieldAtRowStartConstraint!, fieldAfterLeadingConstraint!)
      : (fieldAfterLeadingConstraint!, fieldAtRowStartConstraint!)
    off.isActive = false
    on.isActive = true
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
    glassContainer.effect = nil
    fieldGlass.effect = nil
    leadingGlass.effect = nil
    textView.backgroundColor = .secondarySystemBackground
    textView.layer.cornerRadius = composerGeometry.cornerRadius
  }

  #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
  /// The glass look: no background, the field and the buttons on Liquid Glass that the content
  /// scrolls under.
  ///
  /// The leading circle holds only buttons, so its glass is interactive and reacts to their
  /// touches; the field's capsule is not, so a tap that places the caret does not make it bounce.
  @available(iOS 26, *)
  private func drawGlass() {
    backgroundView.isHidden = true
    separatorView.isHidden = true
    backgroundExtension.isHidden = true
    let container = UIGlassContainerEffect()
    // The distance at which surfaces begin to merge: below the gap between them, so the leading
    // circle and the field's capsule stay two shapes at rest.
    container.spacing = ComposerGeometry.glassContainerSpacing(forGap: Self.itemSpacing)
    glassContainer.effect = container
    fieldGlass.effect = UIGlassEffect(style: .regular)
    let leading = UIGlassEffect(style: .regular)
    leading.isInteractive = true
    leadingGlass.effect = leading
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
  /// drawn only on iOS 26 with its SDK; elsewhere the surfaces have no effect and this does
  /// nothing.
  func layOutGlass() {
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    guard #available(iOS 26, *), glassContainer.effect != nil else { return }
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
