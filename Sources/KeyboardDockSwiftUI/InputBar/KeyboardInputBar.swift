#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI
import UIKit

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
/// The field grows between the bounds of `lineLimit` and scrolls beyond them; it is a `UITextView` sized by
/// the core's `TextGrowthConfiguration` (see *How the iOS keyboard behaves*, "Auto-growing text"). On a
/// hardware keyboard Return sends and Shift-Return inserts a line break, unless
/// ``returnKeyBehavior(_:)`` says otherwise; the software keyboard's Return inserts a line break. The
/// send button is enabled only when the draft holds more than whitespace; sending passes the draft
/// without the whitespace at its ends (`OutgoingText`) and clears it. Text and the button scale with
/// Dynamic Type; the field is labelled with its prompt and the button "Send" for VoiceOver.
///
/// Above the text row it can show a header — a reply, an edit, a link preview — with
/// ``header(_:)``, and before the field buttons of your own with ``leading(_:)``; pasted images go to
/// ``onPasteImages(_:)``; and
/// ``SwiftUICore/View/keyboardPanel(isPresented:content:)`` shows a panel in the keyboard's place.
///
/// On iOS 26 and later the bar is drawn in Liquid Glass and floats: the field and the send button
/// in one glass capsule, the leading views in another, with the gaps of
/// `ComposerGeometry.floating` above the keyboard and the home indicator, which it reports to the
/// dock so the driver places it with them; ``composerStyle(_:)`` chooses another look. The classic
/// look, on iOS 15–25 or under `UIDesignRequiresCompatibility`, draws the system bar material behind
/// the bar, down into the bottom safe area when it rests there.
@MainActor
public struct KeyboardInputBar: View {
  private let prompt: Text
  @Binding private var text: String
  private let lineLimit: ClosedRange<Int>
  private let onSend: @MainActor (String) -> Void
  private var headerView: AnyView?
  private var leadingView: AnyView?
  private var hardwareReturnKey = HardwareReturnKeyBehavior.returnSends
  private var pasteImages: (@MainActor ([UIImage]) -> Void)?
  /// What ``trailing(_:)``, ``sendButton(_:)`` and ``focused(_:)`` set
  /// (`KeyboardInputBar+Composition.swift`).
  var trailingView: AnyView?
  var customSendButton: ((@escaping @MainActor () -> Void) -> AnyView)?
  var focus: Binding<Bool>?
  @Environment(\.keyboardInputBarAppearance) var appearance
  /// The look ``composerStyle(_:)`` chose; `.automatic` unless it is called.
  var style = ComposerStyle.automatic

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

  /// How far the background reaches below the bar when docked (`0` elsewhere).
  @Environment(\.dockedBarBackgroundExtension) private var backgroundExtension

  /// The header, the field and the send button, in glass or on the system bar material.
  public var body: some View {
    let resolved = ComposerDesign.resolve(style)
    Group {
      if #available(iOS 26, *), resolved == .glass {
        GlassComposerRow(
          geometry: resolved.geometry, header: headerView, leading: leadingView, field: field,
          send: trailingControls)
      } else {
        classicBody
      }
    }
    .preference(key: ComposerGeometryKey.self, value: resolved.geometry)
  }

  /// The classic look: the field in a hairline border, on the system bar material.
  private var classicBody: some View {
    VStack(alignment: .leading, spacing: 6) {
      if let headerView { headerView }
      HStack(alignment: .bottom, spacing: 8) {
        if let leadingView { leadingView }
        field
          .background(
            RoundedRectangle(cornerRadius: fieldCornerRadius, style: .continuous)
              .strokeBorder(Color(uiColor: .separator))
              .background(
                appearance.fieldBackground.map {
                  RoundedRectangle(cornerRadius: fieldCornerRadius, style: .continuous).fill($0)
                })
          )
        trailingControls
      }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(alignment: .top) {
      // Docked, the material reaches down to the modified view's bottom, whatever the lift.
      Rectangle().fill(.bar).padding(.bottom, -backgroundExtension).ignoresSafeArea()
    }
  }

  /// Shows a view above the text row: a reply, an edit or a link preview.
  ///
  /// ```swift
  /// KeyboardInputBar("Message", text: $draft) { send($0) }
  ///   .header {
  ///     if let replyingTo { ReplyPreview(message: replyingTo) }
  ///   }
  /// ```
  ///
  /// The header takes the bar's width and its own height, and the bar grows by it: change what it
  /// shows inside `withAnimation` to animate the bar's height with it. The field's `lineLimit` still
  /// caps the text. An empty header (an `if` that is false) takes no space.
  public func header<Header: View>(@ViewBuilder _ header: () -> Header) -> KeyboardInputBar {
    var bar = self
    bar.headerView = AnyView(header())
    return bar
  }

  /// Shows views before the field, such as an attach button that opens a panel with
  /// ``SwiftUICore/View/keyboardPanel(isPresented:content:)``.
  ///
  /// They sit on the text row's bottom edge, next to the field's last line; give each control a
  /// touch area of at least 44 × 44 pt, as the send button has.
  public func leading<Leading: View>(@ViewBuilder _ leading: () -> Leading) -> KeyboardInputBar {
    var bar = self
    bar.leadingView = AnyView(leading())
    return bar
  }

  /// Chooses what the Return key of a hardware keyboard does; `.returnSends` unless you call it.
  ///
  /// `.returnSends`: Return and Command-Return send, Shift-Return and Option-Return insert a line
  /// break; `.commandReturnSends`: only Command-Return sends; `.insertsLineBreak`: no key sends.
  /// While an input method composes a word, Return commits the word.
  public func returnKeyBehavior(_ behavior: HardwareReturnKeyBehavior) -> KeyboardInputBar {
    var bar = self
    bar.hardwareReturnKey = behavior
    return bar
  }

  /// Hands images the user pastes to `action` instead of the field: to attach them to the next
  /// message, for example.
  ///
  /// Without it, pasting is the text view's own.
  public func onPasteImages(_ action: @escaping @MainActor ([UIImage]) -> Void) -> KeyboardInputBar {
    var bar = self
    bar.pasteImages = action
    return bar
  }

  private var field: some View {
    GrowingTextEditor(
      text: $text, lineLimit: lineLimit, returnKeyBehavior: hardwareReturnKey, onReturnKeySend: send,
      onPasteImages: pasteImages, font: appearance.font, textColor: appearance.textColor, focus: focus
    )
    .padding(.horizontal, 7)
    .overlay(alignment: .topLeading) {
      if text.isEmpty {
        prompt
          .foregroundColor(appearance.promptColor ?? Color(uiColor: .placeholderText))
          .font(appearance.font.map { Font($0) })
          .padding(.horizontal, 12)
          .padding(.vertical, 8)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
    }
    .accessibilityLabel(prompt)
  }

  /// The trailing content and the send button, yours or the bar's.
  private var trailingControls: some View {
    HStack(alignment: .bottom, spacing: 4) {
      if let trailingView { trailingView }
      if let customSendButton { customSendButton(send) } else { sendButton }
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
