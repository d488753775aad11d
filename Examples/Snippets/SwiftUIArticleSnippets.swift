#if canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

// The shorter blocks of the SwiftUI articles, compiled here in the context an app gives them.
// `SnippetCompilationTests` finds each block in this file, line for line, so an article cannot show
// code that does not compile.

/// A list of messages, as the articles' `MessageList`.
struct MessageList: View {
  var messages: [String]

  var body: some View {
    ScrollView { MessageRows(messages) }
  }
}

/// The rows of a list of messages, as the articles' `MessageRows`.
struct MessageRows: View {
  var messages: [String]

  init(_ messages: [String]) {
    self.messages = messages
  }

  var body: some View {
    LazyVStack(alignment: .leading) {
      ForEach(messages.indices, id: \.self) { Text(messages[$0]) }
    }
  }
}

/// A form's fields, as the articles' `FeedbackFields`.
struct FeedbackFields: View {
  @State private var name = ""
  @State private var comment = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      TextField("Comment", text: $comment)
    }
  }
}

// KeyboardDockSwiftUI.md
struct SnippetDockedList: View {
  @State private var messages: [String] = []
  @State private var draft = ""

  var body: some View {
    MessageList(messages: messages)
      .keyboardDock {
        KeyboardInputBar("Message", text: $draft) { messages.append($0) }
      }
  }
}

// MovingWithTheKeyboard.md
struct KeyboardShadow: View {
  @Environment(\.keyboard) private var keyboard

  var body: some View {
    Color.black.opacity(0.1)
      .frame(height: keyboard.overlap)  // animates with the keyboard to what it will cover
  }
}

struct ComposeHint: View {
  @Environment(\.keyboard) private var keyboard

  var body: some View {
    let isUp = keyboard.phase == .showing || keyboard.phase == .shown
    Text("Press Return for a new line")
      .opacity(isUp ? 1 : 0)
      .animation(Animation.keyboard(keyboard.animation), value: isUp)
  }
}

struct SnippetCollapsingHeader: View {
  @Environment(\.keyboard) private var keyboard
  @State private var isHeaderCollapsed = false

  var body: some View {
    Text(isHeaderCollapsed ? "" : "Header")
      .onChange(of: keyboard.phase) { phase in
        withAnimation(Animation.keyboard(keyboard.animation)) {
          isHeaderCollapsed = phase != .hidden
        }
      }
  }
}

// SwiftUIAPI.md
@available(iOS 16, *)
struct SnippetNewestContentList: View {
  @State private var messages: [String] = []
  @State private var draft = ""

  var body: some View {
    ScrollView { MessageRows(messages) }
      .keepsNewestContentVisible()  // inverted: true for a flipped list
      .scrollDismissesKeyboard(.interactively)  // iOS 16
      .keyboardDock { KeyboardInputBar("Message", text: $draft) { send($0) } }
  }

  private func send(_ message: String) {
    messages.append(message)
  }
}

@available(iOS 16, *)
struct SnippetDockedMessageList: View {
  @State private var messages: [String] = []
  @State private var draft = ""

  var body: some View {
    MessageList(messages: messages)
      .keepsNewestContentVisible()
      .scrollDismissesKeyboard(.interactively)  // iOS 16
      .keyboardDock {
        KeyboardInputBar("Message", text: $draft, lineLimit: 1...6) { messages.append($0) }
      }
  }
}

struct ReturnHint: View {
  @Environment(\.keyboard) private var keyboard

  var body: some View {
    Text("Return adds a line")
      .opacity(keyboard.phase == .showing || keyboard.phase == .shown ? 1 : 0)
      .animation(Animation.keyboard(keyboard.animation), value: keyboard.phase)
  }
}

struct SnippetCollapsingTitle: View {
  @Environment(\.keyboard) private var keyboard
  @State private var isHeaderCollapsed = false

  var body: some View {
    Text(isHeaderCollapsed ? "" : "Title")
      .onChange(of: keyboard.phase) { phase in  // a change of your own, on the keyboard's curve
        withAnimation(Animation.keyboard(keyboard.animation)) {
          isHeaderCollapsed = phase != .hidden
        }
      }
  }
}

struct SnippetComposer: View {
  @State private var draft = ""
  @State private var showsAttachments = false
  @State private var replyingTo: String?
  @State private var attachments: [ChatAttachment] = []

  var body: some View {
    KeyboardInputBar("Message", text: $draft) { send($0) }
      .leading {
        Button {
          showsAttachments.toggle()
        } label: {
          Image(systemName: "plus.circle")
        }
      }
      .header { if let replyingTo { ReplyHeader(text: replyingTo) { self.replyingTo = nil } } }
      .keyboardPanel(isPresented: $showsAttachments) { AttachmentPanel { attach($0) } }
  }

  private func send(_ message: String) {
    replyingTo = nil
  }

  private func attach(_ attachment: ChatAttachment) {
    attachments.append(attachment)
  }
}

struct SnippetForm: View {
  var body: some View {
    ScrollView { FeedbackFields() }
      .keyboardAvoiding()
  }
}

// TheBottomEdge.md
struct SnippetClassicBarSwitch: View {
  @State private var messages: [String] = []
  @State private var draft = ""
  @State private var useClassicBar = false

  var body: some View {
    MessageList(messages: messages)
      .keyboardDock {
        KeyboardInputBar("Message", text: $draft) { messages.append($0) }
          .composerStyle(useClassicBar ? .classic : .automatic)
      }
  }
}
// TheBottomEdge.md
struct SnippetOwnGlassBar: View {
  @State private var messages: [String] = []
  @State private var draft = ""

  var body: some View {
    MessageList(messages: messages)
      .keyboardDock {
        HStack {
          TextField("Message", text: $draft)
            .padding(10)
            .keyboardDockComposerSurface()
          Button("Send") { messages.append(draft) }
        }
        .keyboardDockComposerStyle(.automatic)
      }
  }
}
#endif
