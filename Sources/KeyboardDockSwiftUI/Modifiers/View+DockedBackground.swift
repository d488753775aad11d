#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
  /// Fills the view's background with `style` and, when the view is docked by
  /// ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``, down under it to the screen's bottom
  /// whatever the dock's lift: the background ``KeyboardInputBar`` draws, for a bar of your own.
  ///
  /// ```swift
  /// MessageList(messages: messages)
  ///   .keyboardDock {
  ///     MyComposer(draft: $draft)
  ///       .keyboardDockBackground(.bar)
  ///   }
  /// ```
  ///
  /// The dock lifts its content with a transform, which layout ignores; this background reaches as
  /// far below the view as the modified view is tall, and the dock clips it at that view's bottom.
  /// Outside a dock it is an ordinary background. No negative padding of your own is needed. With a
  /// ``KeyboardTextEditor`` as its field, your bar also gets panels in the keyboard's place.
  public func keyboardDockBackground<Style: ShapeStyle>(_ style: Style) -> some View {
    modifier(DockedBackground(style: style))
  }
}

/// The background of ``SwiftUICore/View/keyboardDockBackground(_:)``.
private struct DockedBackground<Style: ShapeStyle>: ViewModifier {
  var style: Style
  @Environment(\.dockedBarBackgroundExtension) private var backgroundExtension

  func body(content: Content) -> some View {
    content.background(alignment: .top) {
      Rectangle().fill(style).padding(.bottom, -backgroundExtension).ignoresSafeArea()
    }
  }
}
#endif
