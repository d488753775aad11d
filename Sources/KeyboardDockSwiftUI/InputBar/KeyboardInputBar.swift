#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// A message input bar: a text field that grows from one line to a few as the user types, and a send button.
///
/// ```swift
/// MessageList(messages: messages)
///   .keyboardDock {
///     KeyboardInputBar("Message", text: $draft) { message in
///       messages.append(message)
///     }
///   }
/// ```
///
/// The field grows between the bounds of `lineLimit` and scrolls beyond them: on iOS 16 and later it is a
/// `TextField` with a vertical axis; on iOS 15 a `UITextView` sized by the core's `TextGrowthConfiguration`
/// (see *How the iOS keyboard behaves*, "Auto-growing text"). Return inserts a line break; the send button,
/// or Command-Return on a hardware keyboard, sends. The button is enabled only when the draft holds more than
/// whitespace; sending passes the draft without the whitespace at its ends (`OutgoingText`) and clears it.
/// Text and the button scale with Dynamic Type; the field is labelled with its prompt and the button "Send"
/// for VoiceOver.
///
/// The bar draws the system bar material behind itself, down into the bottom safe area when it
/// rests there.
@MainActor
public struct KeyboardInputBar: View {
  private let prompt: Text
  @Binding private var text: String
  private let lineLimit: ClosedRange<Int>
  private let onSend: @MainActor (String) -> Void

  @ScaledMetric(relativeTo: .body) private var sendButtonSize: CGFloat = 30
  @ScaledMetric(relativeTo: .body) private var fieldCornerRadius: CGFloat = 18

  /// Creates an input bar whose prompt is a localized string.
  ///
  /// - Parameters:
  ///   - titleKey: The prompt shown while the field is empty, and the field's accessibility
  ///     label.
  ///   - text: The draft.
  ///   - lineLimit: The fewest and most lines the field shows before it scrolls. Defaults to
  ///     `1...5`; a lower bound below 1 counts as 1.
  ///   - onSend: Called with the message when the user sends it; the bar then clears `text`.
  public init(
    _ titleKey: LocalizedStringKey,
    text: Binding<String>,
    lineLimit: ClosedRange<Int> = 1...5,
    onSend: @escaping @MainActor (String) -> Void
  ) {
    self.init(prompt: Text(titleKey), text: text, lineLimit: lineLimit, onSend: onSend)
  }

  /// Creates an input bar whose prompt is a string that is not localized.
  ///
  /// - Parameters:
  ///   - title: The prompt shown while the field is empty, and the field's accessibility label.
  ///   - text: The draft.
  ///   - lineLimit: The fewest and most lines the field shows before it scrolls. Defaults to
  ///     `1...5`; a lower bound below 1 counts as 1.
  ///   - onSend: Called with the message when the user sends it; the bar then clears `text`.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    _ title: Title,
    text: Binding<String>,
    lineLimit: ClosedRange<Int> = 1...5,
    onSend: @escaping @MainActor (String) -> Void
  ) {
    self.init(prompt: Text(title), text: text, lineLimit: lineLimit, onSend: onSend)
  }

  private init(
    prompt: Text, text: Binding<String>, lineLimit: ClosedRange<Int>,
    onSend: @escaping @MainActor (String) -> Void
  ) {
    self.prompt = prompt
    self._text = text
    self.lineLimit = max(1, lineLimit.lowerBound)...max(1, lineLimit.upperBound)
    self.onSend = onSend
  }

  /// The field and the send button on the system bar material.
  public var body: some View {
    HStack(alignment: .bottom, spacing: 8) {
      field
        .background(
          RoundedRectangle(cornerRadius: fieldCornerRadius, style: .continuous)
            .strokeBorder(Color(uiColor: .separator))
        )
      sendButton
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(.bar)
  }

  @ViewBuilder
  private var field: some View {
    if #available(iOS 16, *) {
      TextField(text: $text, prompt: prompt, axis: .vertical) { prompt }
        .lineLimit(lineLimit)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
    } else {
      GrowingTextEditor(text: $text, lineLimit: lineLimit)
        .padding(.horizontal, 7)
        .overlay(alignment: .topLeading) {
          if text.isEmpty {
            prompt
              .foregroundColor(Color(uiColor: .placeholderText))
              .padding(.horizontal, 12)
              .padding(.vertical, 8)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
        }
        .accessibilityLabel(prompt)
    }
  }

  private var sendButton: some View {
    Button(action: send) {
      Image(systemName: "arrow.up.circle.fill")
        .resizable()
        .scaledToFit()
        .frame(width: sendButtonSize, height: sendButtonSize)
    }
    .disabled(message == nil)
    .keyboardShortcut(.return, modifiers: .command)
    .frame(minWidth: 44, minHeight: 44)
    .accessibilityLabel(Text("Send"))
  }

  /// The message the send button sends, or `nil` when the draft is blank.
  private var message: String? { OutgoingText.message(from: text) }

  private func send() {
    guard let message else { return }
    onSend(message)
    text = ""
  }
}
#endif
