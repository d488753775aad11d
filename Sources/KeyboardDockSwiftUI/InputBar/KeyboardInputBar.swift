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

  @ScaledMetric(relativeTo: .body) private var fieldCornerRadius: CGFloat = 18
  /// The header's fitting frame, and the height the plan gives it when less.
  @State private var headerFrame = CGRect.zero
  @State private var headerLimit: CGFloat?
  @State private var escapeTarget = ComposerEscapeTarget()
  @Environment(\.keyboard) private var keyboard

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
      // Liquid Glass is in the iOS 26 SDK only: the one SDK guard (`ComposerDesign`).
      #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
      if #available(iOS 26, *), resolved == .glass {
        GlassComposerRow(
          geometry: resolved.geometry, header: measuredHeader.map { AnyView($0) }, leading: cappedLeading,
          field: field(resolved), send: trailingControls)
      } else {
        classicBody
      }
      #else
      classicBody
      #endif
    }
    .accessibilityAction(.escape) { escapeTarget.escape() }
    .preference(key: ComposerGeometryKey.self, value: resolved.geometry)
  }

  /// The classic look: the field in a hairline border, on the system bar material.
  private var classicBody: some View {
    VStack(alignment: .leading, spacing: 6) {
      if let measuredHeader { measuredHeader }
      HStack(alignment: .bottom, spacing: 8) {
        if let cappedLeading { cappedLeading }
        field(.classic)
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

  /// The leading views, their icons capped at the send button's largest size.
  private var cappedLeading: AnyView? {
    leadingView.map { AnyView($0.dynamicTypeSize(...ComposerSendButton.maximumTypeSize)) }
  }

  /// The header, measured and clipped to the height the plan gives it.
  private var measuredHeader: (some View)? {
    headerView.map { $0.composerHeader(frame: $headerFrame, limit: headerLimit) }
  }

  /// The space the field and the header share where the bar is docked: the modified view's
  /// height above the bar's bottom, less the bar's chrome (``ComposerSpace``).
  private func space(_ resolved: ComposerStyle.Resolved) -> ComposerSpace {
    ComposerSpace(
      containerHeight: backgroundExtension > 0 ? backgroundExtension : nil,
      barBottomOffset: keyboard.bottomOffset,
      chromeHeight: ComposerSpace.chromeHeight(
        resolved, hasHeader: headerView != nil && headerFrame.height > 0),
      headerHeight: headerView == nil ? 0 : headerFrame.height, headerFrame: headerFrame)
  }

  private func field(_ resolved: ComposerStyle.Resolved) -> some View {
    GrowingTextEditor(
      text: $text, lineLimit: lineLimit, returnKeyBehavior: hardwareReturnKey, onReturnKeySend: send,
      onPasteImages: pasteImages, space: space(resolved), headerLimit: $headerLimit,
      escapeTarget: escapeTarget, font: appearance.font, textColor: appearance.textColor, focus: focus
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
    // A shortcut to send from the field; the magic tap is dictation's.
    .accessibilityAction(named: Text("Send")) { send() }
  }

  /// The trailing content and the send button, yours or the bar's.
  private var trailingControls: some View {
    HStack(alignment: .bottom, spacing: 4) {
      if let trailingView { trailingView.dynamicTypeSize(...ComposerSendButton.maximumTypeSize) }
      if let customSendButton { customSendButton(send) } else { sendButton }
    }
  }

  private var sendButton: some View {
    ComposerSendButton(label: Text("Send"), isEnabled: message != nil, action: send)
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
