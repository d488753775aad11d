#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
  /// Shows a panel — attachments, emoji, stickers — in the keyboard's place for the
  /// ``KeyboardInputBar`` in this view, at the keyboard's height, while `isPresented` is `true`.
  ///
  /// ```swift
  /// KeyboardInputBar("Message", text: $draft) { send($0) }
  ///   .keyboardPanel(isPresented: $showsAttachments) {
  ///     AttachmentPanel()
  ///   }
  /// ```
  ///
  /// The panel becomes the bar's text view's input view (a `KeyboardPanelController` in the
  /// KeyboardDock module), so UIKit treats it as the keyboard: the docked bar rides on it, the list
  /// scrolls clear of it and a drag dismisses it. Its height is the system keyboard's, remembered
  /// per screen, orientation and hardware-keyboard state and kept in `UserDefaults` across launches,
  /// so switching between keyboard and panel moves neither the bar nor the list once the keyboard
  /// was seen (see *Panels and the keyboard's height* in KeyboardDockCore's documentation).
  /// Setting `isPresented` to `true` makes the text view first responder if it is not; setting it
  /// to `false` brings the keyboard back. When the text view stops editing with the panel shown, as
  /// when the user drags it away, `isPresented` becomes `false`.
  ///
  /// Apply it to the ``KeyboardInputBar`` or a view around it inside the docked content; the panel
  /// is laid out in its safe area and hosted in a `UIHostingController` of its own, so it does not
  /// see this view's environment.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown instead of the keyboard.
  ///   - content: The panel.
  @MainActor
  public func keyboardPanel<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> some View {
    let request = KeyboardPanelRequest(
      id: isPresented.wrappedValue ? AnyHashable(true) : nil,
      content: isPresented.wrappedValue ? AnyView(content()) : nil,
      dismiss: { isPresented.wrappedValue = false })
    return environment(\.keyboardPanelRequest, request)
  }

  /// Shows the panel for `item` in the keyboard's place for the ``KeyboardInputBar`` in this view
  /// while `item` is not `nil`: one modifier for several panels.
  ///
  /// ```swift
  /// enum Panel: Hashable { case attachments, emoji }
  /// KeyboardInputBar("Message", text: $draft) { send($0) }
  ///   .keyboardPanel(item: $panel) { panel in
  ///     switch panel {
  ///     case .attachments: AttachmentPanel()
  ///     case .emoji: EmojiPanel()
  ///     }
  ///   }
  /// ```
  ///
  /// Changing `item` from one panel to another swaps them in the keyboard's place. Everything else
  /// is as for ``SwiftUICore/View/keyboardPanel(isPresented:content:)``; when the text view stops
  /// editing with a panel shown, `item` becomes `nil`.
  ///
  /// - Parameters:
  ///   - item: The panel shown, or `nil` for the keyboard.
  ///   - content: The panel for an item.
  @MainActor
  public func keyboardPanel<Item: Hashable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: (Item) -> Content
  ) -> some View {
    let request = KeyboardPanelRequest(
      id: item.wrappedValue.map { AnyHashable($0) },
      content: item.wrappedValue.map { AnyView(content($0)) },
      dismiss: { item.wrappedValue = nil })
    return environment(\.keyboardPanelRequest, request)
  }
}
#endif
