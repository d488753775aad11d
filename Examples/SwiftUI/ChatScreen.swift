// The complete screen of the KeyboardDockSwiftUI article "Building a chat screen"
// (Sources/KeyboardDockSwiftUI/Documentation.docc/BuildingAChatScreen.md), compiled here so the
// article cannot go stale: the article shows this file from `import` to the last brace.
#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

/// A complete SwiftUI chat screen: a message list with an input bar docked under it that
/// follows the keyboard, frame by frame while the user drags the keyboard away, the newest
/// message kept in view with a button back to it, replies, and an attachment panel in the
/// keyboard's place.
///
/// Put it in a `NavigationView` or `NavigationStack`.
@MainActor
public struct ChatScreen: View {
  /// One message of the conversation.
  public struct Message: Identifiable, Hashable, Sendable {
    /// The message's identity.
    public var id = UUID()
    /// What the message says.
    public var text: String
    /// `true` for messages the user sent, shown on the trailing side.
    public var isOutgoing: Bool

    /// Creates a message with a new identity.
    public init(text: String, isOutgoing: Bool) {
      self.text = text
      self.isOutgoing = isOutgoing
    }
  }

  @State private var messages: [Message]
  @State private var draft = ""
  @State private var replyingTo: Message?
  @State private var showsAttachments = false
  @State private var isNewestInView = true
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  /// Creates the screen with a conversation.
  ///
  /// Defaults to a short sample conversation.
  public init(messages: [Message] = ChatScreen.sampleConversation) {
    _messages = State(initialValue: messages)
  }

  /// The message list with the input bar docked under it.
  public var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 8) {
          ForEach(messages) { message in
            MessageBubble(message: message)
              .onTapGesture { withAnimation(motion) { replyingTo = message } }
              .accessibilityAction(named: Text("Reply")) { withAnimation(motion) { replyingTo = message } }
          }
        }
        .padding()
      }
      .keepsNewestContentVisible(isNewestContentInView: $isNewestInView)
      .dismissesKeyboardInteractively()
      .overlay(alignment: .bottomTrailing) {
        if !isNewestInView {
          ScrollToNewestButton {
            withAnimation(motion) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
          }
        }
      }
    }
    .keyboardDock {
      KeyboardInputBar("Message", text: $draft, lineLimit: 1...6) { text in
        send(text)
      }
      .leading {
        Button {
          showsAttachments.toggle()
        } label: {
          Image(systemName: showsAttachments ? "keyboard" : "plus.circle").imageScale(.large)
        }
        .frame(minWidth: 44, minHeight: 44)
        .accessibilityLabel(Text(showsAttachments ? "Keyboard" : "Add Attachment"))
      }
      .header {
        if let replyingTo {
          ReplyHeader(text: replyingTo.text) { withAnimation(motion) { self.replyingTo = nil } }
        }
      }
      .onPasteImages { images in
        send("🖼 \(images.count) pasted image\(images.count == 1 ? "" : "s")")
      }
      .keyboardPanel(isPresented: $showsAttachments) {
        AttachmentPanel { attachment in
          send("📎 \(attachment.rawValue)")
          showsAttachments = false
        }
      }
    }
    .navigationTitle("Chat")
    .navigationBarTitleDisplayMode(.inline)
  }

  private func send(_ text: String) {
    let quote = replyingTo.map { "↩︎ \($0.text)\n" } ?? ""
    messages.append(Message(text: quote + text, isOutgoing: true))
    withAnimation(motion) { replyingTo = nil }
  }

  /// The screen's own animations, none under Reduce Motion.
  private var motion: Animation? { reduceMotion ? nil : .default }

  /// A short conversation to start with.
  public static let sampleConversation: [Message] = [
    Message(text: "Are we still on for Saturday?", isOutgoing: false),
    Message(text: "Yes! The trail head at nine?", isOutgoing: true),
    Message(text: "Perfect. Bring the big thermos ☕️", isOutgoing: false),
    Message(text: "Drag the messages down to put the keyboard away: the bar follows it.", isOutgoing: false),
    Message(
      text: "Tap a message to reply to it; + opens the attachments in the keyboard's place.",
      isOutgoing: false),
  ]
}

/// One message, on the trailing side in the accent colour when the user sent it.
@MainActor
private struct MessageBubble: View {
  var message: ChatScreen.Message

  var body: some View {
    HStack {
      if message.isOutgoing { Spacer(minLength: 48) }
      Text(message.text)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .foregroundColor(message.isOutgoing ? .white : .primary)
        .background(
          message.isOutgoing ? Color.accentColor : Color(uiColor: .secondarySystemBackground),
          in: RoundedRectangle(cornerRadius: 18, style: .continuous))
      if !message.isOutgoing { Spacer(minLength: 48) }
    }
  }
}

extension View {
  /// Lets the user drag the keyboard away by scrolling down, on iOS 16 and later.
  @ViewBuilder
  fileprivate func dismissesKeyboardInteractively() -> some View {
    if #available(iOS 16, *) {
      scrollDismissesKeyboard(.interactively)
    } else {
      self
    }
  }
}
#endif
