#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

extension KeyboardInputBar {
  /// Chooses the bar's look: Liquid Glass floating above the keyboard, or the classic bar on the
  /// bar material, flat on it.
  ///
  /// `.automatic` unless you call it: glass on iOS 26 and later unless the app's Info.plist sets
  /// `UIDesignRequiresCompatibility`, classic on iOS 15–25 (`ComposerStyle`). Docked by
  /// ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``, a glass bar keeps
  /// `ComposerGeometry.floating`'s gaps above the keyboard and the home indicator, and the list
  /// scrolls under it with a soft bottom edge effect (<doc:TheBottomEdge>).
  public func composerStyle(_ style: ComposerStyle) -> KeyboardInputBar {
    var bar = self
    bar.style = style
    return bar
  }
}

/// The docked content's composer geometry, reported to the dock: its gaps join the dock's
/// spacings, so the one driver places the bar with them.
struct ComposerGeometryKey: PreferenceKey {
  static let defaultValue: ComposerGeometry? = nil

  static func reduce(value: inout ComposerGeometry?, nextValue: () -> ComposerGeometry?) {
    value = nextValue() ?? value
  }
}

#if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
/// The glass look of ``KeyboardInputBar``: the field and the send button in one glass capsule,
/// the leading views in another, in a glass container that keeps them apart at rest; no
/// background, so the content scrolls under the bar.
@available(iOS 26, *)
struct GlassComposerRow<Field: View, Send: View>: View {
  var geometry: ComposerGeometry
  var header: AnyView?
  var leading: AnyView?
  var field: Field
  var send: Send

  /// The gap between the leading views' glass and the field's, in points.
  private static var gap: CGFloat { 8 }

  var body: some View {
    // The container's spacing is where glass begins to merge: below the gap, the two shapes
    // stay apart at rest.
    GlassEffectContainer(spacing: ComposerGeometry.glassContainerSpacing(forGap: Self.gap)) {
      VStack(alignment: .leading, spacing: 6) {
        if let header {
          header
            .padding(8)
            .composerGlass(geometry)
        }
        HStack(alignment: .bottom, spacing: Self.gap) {
          if let leading {
            // Touchable glass: it reacts to the touch.
            leading
              .frame(minWidth: 44, minHeight: 44)
              .glassEffect(.regular.interactive(), in: Capsule())
          }
          HStack(alignment: .bottom, spacing: 4) {
            field
            send
          }
          .padding(.leading, 4)
          .composerGlass(geometry)
        }
      }
    }
    .padding(.horizontal, geometry.horizontalInset)
    .padding(.top, 8)
  }
}

@available(iOS 26, *)
extension View {
  /// The glass surface of a composer's field: regular glass in a rounded rectangle of the
  /// geometry's radius, for ``KeyboardInputBar`` and for a bar of your own
  /// (``SwiftUICore/View/keyboardDockComposerSurface()``).
  ///
  /// A rounded rectangle's radius is at most half its height: a capsule while the text is one
  /// line, `ComposerGeometry.cornerRadius(forSurfaceHeight:)`'s rule. Not interactive: the
  /// field's capsule would bounce on every tap that moves the caret.
  func composerGlass(_ geometry: ComposerGeometry) -> some View {
    glassEffect(.regular, in: RoundedRectangle(cornerRadius: geometry.cornerRadius, style: .continuous))
  }
}
#endif
#endif
