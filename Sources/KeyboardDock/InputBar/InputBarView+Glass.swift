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

  /// Adds the glass surfaces behind the content: a container that merges them, the field's
  /// capsule around the text view and the trailing items, and a circle behind the leading items.
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
    if #available(iOS 26, *), resolvedStyle == .glass {
      drawGlass()
    } else {
      drawClassic()
    }
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

  /// The glass look: no background, the field and the buttons on Liquid Glass that the content
  /// scrolls under.
  @available(iOS 26, *)
  private func drawGlass() {
    backgroundView.isHidden = true
    separatorView.isHidden = true
    backgroundExtension.isHidden = true
    glassContainer.isHidden = false
    let container = UIGlassContainerEffect()
    container.spacing = contentStack.spacing
    glassContainer.effect = container
    let field = UIGlassEffect(style: .regular)
    field.isInteractive = true
    fieldGlass.effect = field
    let leading = UIGlassEffect(style: .regular)
    leading.isInteractive = true
    leadingGlass.effect = leading
    textView.backgroundColor = .clear
    textView.layer.cornerRadius = 0
  }

  /// Rounds the glass surfaces to the geometry's radius at their height: a capsule while the text
  /// is one line.
  func layOutGlass() {
    guard !glassContainer.isHidden else { return }
    leadingGlass.isHidden = leadingStack.isHidden
    let geometry = composerGeometry
    for surface in [fieldGlass, leadingGlass] {
      let height = surface === fieldGlass ? contentStack.bounds.height : leadingStack.bounds.height
      let radius = geometry.cornerRadius(forSurfaceHeight: height)
      if surface.layer.cornerRadius != radius {
        surface.layer.cornerRadius = radius
        surface.layer.cornerCurve = .continuous
        surface.clipsToBounds = true
      }
    }
  }

  /// Shows the scroll view's bottom edge effect under a glass bar: the bar becomes the scroll
  /// view's bottom edge element, and the effect fades the content that scrolls under it.
  func updateScrollEdgeEffect() {
    guard #available(iOS 26, *) else { return }
    for interaction in interactions where interaction is UIScrollEdgeElementContainerInteraction {
      removeInteraction(interaction)
    }
    guard resolvedStyle == .glass, let scrollView = edgeEffectScrollView else { return }
    let interaction = UIScrollEdgeElementContainerInteraction()
    interaction.scrollView = scrollView
    interaction.edge = .bottom
    addInteraction(interaction)
    scrollView.bottomEdgeEffect.style = .soft
  }
}
#endif
