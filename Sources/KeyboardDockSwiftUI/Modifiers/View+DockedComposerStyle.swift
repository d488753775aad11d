#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

extension View {
  /// Gives a bar of your own the look of ``KeyboardInputBar``: Liquid Glass floating above the
  /// keyboard, or the classic bar on `background`, flat on it.
  ///
  /// Apply it to the view you dock with ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``,
  /// and ``SwiftUICore/View/keyboardDockComposerSurface()`` to the parts of it that sit on a
  /// surface, such as the field:
  ///
  /// ```swift
  /// MessageList(messages: messages)
  ///   .keyboardDock {
  ///     HStack {
  ///       TextField("Message", text: $draft).keyboardDockComposerSurface()
  ///       Button("Send", action: send)
  ///     }
  ///     .keyboardDockComposerStyle(.automatic)
  ///   }
  /// ```
  ///
  /// `style` resolves as the default bar's does (`ComposerStyle`): glass on iOS 26 and later,
  /// built with the iOS 26 SDK, unless the app's Info.plist sets `UIDesignRequiresCompatibility`.
  /// In the glass look the dock keeps `ComposerGeometry.floating`'s gaps above the keyboard and the
  /// home indicator, the view is inset from the sides by the geometry's horizontal inset, and no
  /// background is drawn: the content scrolls under the bar. In the classic look the view gets
  /// `background` down to the screen's bottom, as ``SwiftUICore/View/keyboardDockBackground(_:)``
  /// draws it, and the dock's gaps are unchanged. It adds no padding of its own beyond the side
  /// inset and lays out nothing inside the view.
  public func keyboardDockComposerStyle<Background: ShapeStyle>(
    _ style: ComposerStyle, background: Background = Material.bar
  ) -> some View {
    modifier(DockedComposerStyle(style: style, background: background))
  }

  /// Draws the view on a surface in the look its bar's
  /// ``SwiftUICore/View/keyboardDockComposerStyle(_:background:)`` resolved: a glass rounded
  /// rectangle (a capsule while the view is one line high) in the glass look, a rounded field on
  /// the secondary background otherwise; as ``KeyboardInputBar`` draws its field.
  ///
  /// The glass is not interactive, so it does not bounce under taps in a text field. Outside a
  /// view with a composer style, the surface is classic. It pads nothing: give your content the
  /// padding it needs inside the surface.
  public func keyboardDockComposerSurface() -> some View {
    modifier(ComposerSurface())
  }
}

private struct ResolvedComposerStyleKey: EnvironmentKey {
  static let defaultValue: ComposerStyle.Resolved = .classic
}

extension EnvironmentValues {
  /// The look a bar of your own resolved in
  /// ``SwiftUICore/View/keyboardDockComposerStyle(_:background:)``, for its surfaces.
  fileprivate var resolvedComposerStyle: ComposerStyle.Resolved {
    get { self[ResolvedComposerStyleKey.self] }
    set { self[ResolvedComposerStyleKey.self] = newValue }
  }
}

/// The look of ``SwiftUICore/View/keyboardDockComposerStyle(_:background:)``.
private struct DockedComposerStyle<Background: ShapeStyle>: ViewModifier {
  var style: ComposerStyle
  var background: Background

  func body(content: Content) -> some View {
    let resolved = ComposerDesign.resolve(style)
    look(content, resolved)
      .environment(\.resolvedComposerStyle, resolved)
      // Its gaps join the dock's spacings, as the default bar's do.
      .preference(key: ComposerGeometryKey.self, value: resolved.geometry)
  }
}

extension DockedComposerStyle {
  /// The bar's look: a glass bar floats, with no background, inset from the sides.
  ///
  /// Glass is drawn only on iOS 26 with its SDK (the one SDK guard, `ComposerDesign`); elsewhere the
  /// bar keeps its background, as ``KeyboardInputBar`` does.
  @ViewBuilder
  fileprivate func look(_ content: Content, _ resolved: ComposerStyle.Resolved) -> some View {
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *), resolved == .glass {
      content.padding(.horizontal, resolved.geometry.horizontalInset)
    } else {
      content.keyboardDockBackground(background)
    }
    #else
    content.keyboardDockBackground(background)
    #endif
  }
}

/// The surface of ``SwiftUICore/View/keyboardDockComposerSurface()``.
private struct ComposerSurface: ViewModifier {
  @Environment(\.resolvedComposerStyle) private var resolved

  func body(content: Content) -> some View {
    // Liquid Glass is in the iOS 26 SDK only: the one SDK guard (`ComposerDesign`).
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if #available(iOS 26, *), resolved == .glass {
      content.composerGlass(resolved.geometry)
    } else {
      classic(content)
    }
    #else
    classic(content)
    #endif
  }

  private func classic(_ content: Content) -> some View {
    content.background(
      RoundedRectangle(cornerRadius: resolved.geometry.cornerRadius, style: .continuous)
        .fill(Color(uiColor: .secondarySystemBackground)))
  }
}
#endif
