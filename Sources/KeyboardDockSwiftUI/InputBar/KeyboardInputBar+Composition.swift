#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

// The bar's open slots: content after the field, a send button of your own, focus from the app.
extension KeyboardInputBar {
  /// Shows views after the field, before the send button: a microphone, a clear button, a
  /// recording's state.
  ///
  /// They sit on the text row's bottom edge, next to the field's last line; give each control a
  /// touch area of at least 44 × 44 pt, as the send button has. An empty view (an `if` that is
  /// false) takes no space.
  public func trailing<Trailing: View>(@ViewBuilder _ trailing: () -> Trailing) -> KeyboardInputBar {
    var bar = self
    bar.trailingView = AnyView(trailing())
    return bar
  }

  /// Replaces the send button with a view of yours, given the bar's send action.
  ///
  /// The action sends as the bar's button does: it calls the bar's `onSend` with the draft trimmed
  /// of surrounding whitespace and clears the draft, and does nothing while the draft is blank.
  /// Swap a microphone for the send button while the draft is empty:
  ///
  /// ```swift
  /// KeyboardInputBar("Message", text: $draft) { model.send($0) }
  ///   .sendButton { send in
  ///     if draft.isEmpty {
  ///       RecordButton(recorder: model.recorder)
  ///     } else {
  ///       Button(action: send) { Image(systemName: "arrow.up.circle.fill") }
  ///         .accessibilityLabel("Send")
  ///     }
  ///   }
  /// ```
  public func sendButton<Send: View>(
    @ViewBuilder _ content: @escaping (_ send: @escaping @MainActor () -> Void) -> Send
  ) -> KeyboardInputBar {
    var bar = self
    bar.customSendButton = { AnyView(content($0)) }
    return bar
  }

  /// Ties the field's focus to `isFocused`: setting it to `true` makes the field first responder
  /// (the keyboard comes up), `false` resigns it, and the user's tap or dismissal sets it.
  ///
  /// ```swift
  /// @FocusState private var isComposing: Bool
  /// // …
  /// KeyboardInputBar("Message", text: $draft) { send($0) }
  ///   .focused($isComposing)
  /// ```
  ///
  /// The field is a UIKit text view; the bar makes it first responder, or resigns it, on the turn
  /// after the binding changes. Whether SwiftUI keeps a `FocusState` that no SwiftUI field is
  /// bound to has not been seen on a device; the overload that takes a plain `Binding<Bool>` works
  /// the same way without SwiftUI's focus system.
  public func focused(_ isFocused: FocusState<Bool>.Binding) -> KeyboardInputBar {
    var bar = self
    bar.focus = Binding(get: { isFocused.wrappedValue }, set: { isFocused.wrappedValue = $0 })
    return bar
  }

  /// Ties the field's focus to a plain Boolean binding: `true` makes the field first responder,
  /// `false` resigns it, and the user's tap or dismissal sets it.
  public func focused(_ isFocused: Binding<Bool>) -> KeyboardInputBar {
    var bar = self
    bar.focus = isFocused
    return bar
  }
}

/// The font and colours of every ``KeyboardInputBar`` under a view, from the environment.
///
/// ```swift
/// ChatView()
///   .environment(
///     \.keyboardInputBarAppearance,
///     KeyboardInputBarAppearance(font: theme.messageFont, textColor: theme.text))
///   .tint(theme.accent)  // the send button
/// ```
///
/// The send button takes the environment's tint, as every SwiftUI button does. A `nil` member
/// keeps the bar's own: the body style, the label and placeholder colours, no fill.
public struct KeyboardInputBarAppearance {
  /// The field's font, scaled for Dynamic Type through the body style's metrics; `nil` for the body
  /// style's.
  public var font: UIFont?
  /// The typed text's colour; `nil` for the label colour.
  public var textColor: Color?
  /// The prompt's colour; `nil` for the placeholder colour.
  public var promptColor: Color?
  /// A fill behind the field; `nil` for none.
  public var fieldBackground: Color?

  /// Creates an appearance; every member defaults to `nil`, the bar's own.
  public init(
    font: UIFont? = nil, textColor: Color? = nil, promptColor: Color? = nil, fieldBackground: Color? = nil
  ) {
    self.font = font
    self.textColor = textColor
    self.promptColor = promptColor
    self.fieldBackground = fieldBackground
  }
}

private struct KeyboardInputBarAppearanceKey: EnvironmentKey {
  static var defaultValue: KeyboardInputBarAppearance { KeyboardInputBarAppearance() }
}

extension EnvironmentValues {
  /// The font and colours of the ``KeyboardInputBar``s under this environment; the bar's own
  /// unless set.
  public var keyboardInputBarAppearance: KeyboardInputBarAppearance {
    get { self[KeyboardInputBarAppearanceKey.self] }
    set { self[KeyboardInputBarAppearanceKey.self] = newValue }
  }
}
#endif
