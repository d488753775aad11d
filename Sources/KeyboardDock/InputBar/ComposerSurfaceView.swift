#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// A surface for the controls of a bar of your own, drawn the way ``InputBarView`` draws its
/// field: Liquid Glass in the glass look, a rounded field on the secondary background otherwise.
///
/// Put your text view and buttons in ``contentView``, and give the surface the style you give
/// the installer's ``KeyboardDockInstaller/barStyle``, so the surfaces and the gaps agree:
///
/// ```swift
/// let surface = ComposerSurfaceView(style: .automatic)
/// surface.contentView.addSubview(textView)
/// installer.barStyle = .automatic
/// ```
///
/// In the glass look (iOS 26 and later, built with the iOS 26 SDK, unless the app sets
/// `UIDesignRequiresCompatibility`) the surface is a regular, non-interactive glass effect whose
/// corners are a capsule of at most `ComposerGeometry.floating`'s radius, as the default bar's
/// field is; it takes no glass container, so two surfaces side by side do not merge. Elsewhere it
/// is `secondarySystemBackground` with `ComposerGeometry.classic`'s corner radius. It lays out
/// nothing inside ``contentView`` and draws no background behind the bar: the glass bar floats,
/// and a classic bar's background is yours (``KeyboardDockInstaller/backgroundExtension``).
@MainActor
public final class ComposerSurfaceView: UIView {
  /// The view that holds your controls, pinned to the surface's edges.
  ///
  /// It sits inside the glass effect view's own `contentView`, where `UIVisualEffectView` wants the
  /// views drawn on its effect, in either look.
  public let contentView = UIView()

  /// The look asked for; the surface redraws when it changes.
  public var style: ComposerStyle {
    didSet { if style != oldValue { applyStyle() } }
  }

  /// The look ``style`` takes on this device, by the rule the default bar resolves its own by.
  public private(set) var resolvedStyle: ComposerStyle.Resolved = .classic

  /// The surface's geometry in its resolved look.
  public var composerGeometry: ComposerGeometry { resolvedStyle.geometry }

  private let effectView = UIVisualEffectView(effect: nil)

  /// Creates a surface in `style`; `.automatic` unless you pass one.
  public init(style: ComposerStyle = .automatic) {
    self.style = style
    super.init(frame: .zero)
    buildHierarchy()
  }

  /// Creates a surface from a storyboard or a nib, in the `.automatic` style.
  public required init?(coder: NSCoder) {
    self.style = .automatic
    super.init(coder: coder)
    buildHierarchy()
  }

  /// Rounds the surface to its geometry's radius at its height.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let radius = composerGeometry.cornerRadius(forSurfaceHeight: bounds.height)
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *), resolvedStyle == .glass {
      // A corner configuration, along which the glass draws its edge highlights; a clipped corner
      // radius would cut them.
      let corners = UICornerConfiguration.capsule(maximumRadius: Double(composerGeometry.cornerRadius))
      if effectView.cornerConfiguration != corners { effectView.cornerConfiguration = corners }
      return
    }
    #endif
    if layer.cornerRadius != radius { layer.cornerRadius = radius }
  }

  private func buildHierarchy() {
    layer.cornerCurve = .continuous
    addSubview(effectView)
    effectView.pinEdges(to: self)
    effectView.contentView.addSubview(contentView)
    contentView.pinEdges(to: effectView.contentView)
    applyStyle()
  }

  /// Resolves ``style`` and draws the look.
  private func applyStyle() {
    resolvedStyle = ComposerDesign.resolve(style)
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *), resolvedStyle == .glass {
      // Not interactive: the surface's own controls take the touches.
      effectView.effect = UIGlassEffect(style: .regular)
      backgroundColor = .clear
      layer.cornerRadius = 0
      setNeedsLayout()
      return
    }
    #endif
    // No effect: the effect view is a plain container, and still holds the controls.
    effectView.effect = nil
    backgroundColor = .secondarySystemBackground
    setNeedsLayout()
  }
}
#endif
