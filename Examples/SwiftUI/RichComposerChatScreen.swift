#if canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

/// A SwiftUI chat with a rich input bar, ported from the shape of exyte/Chat's input view
/// (rewritten here, not copied): a microphone that becomes the send button once there is text, a
/// clear button, focus driven by the model, the theme's font and colours, and a reaction search
/// during which the bar stays where it is.
///
/// Everything is public API: ``KeyboardDockSwiftUI/KeyboardInputBar/sendButton(_:)``,
/// ``KeyboardDockSwiftUI/KeyboardInputBar/trailing(_:)``,
/// ``KeyboardDockSwiftUI/KeyboardInputBar/focused(_:)``,
/// ``KeyboardDockSwiftUI/KeyboardInputBarAppearance`` and
/// ``SwiftUICore/View/keyboardDockPaused(_:)``; no negative padding, no private API.
@MainActor
public struct RichComposerChatScreen: View {
  @StateObject private var model = RichComposerModel()
  @FocusState private var isComposing: Bool

  /// Creates the screen.
  public init() {}

  /// The messages, the docked bar, and the reaction search above them while it is open.
  public var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 8) {
        ForEach(model.messages.indices, id: \.self) { index in
          Text(model.messages[index]).padding(.horizontal)
        }
      }
    }
    .keyboardDock {
      KeyboardInputBar("Message", text: $model.draft) { model.send($0) }
        .trailing {
          if !model.draft.isEmpty {
            Button {
              model.draft = ""
            } label: {
              Image(systemName: "xmark.circle.fill").foregroundColor(.secondary)
            }
            .frame(minWidth: 44, minHeight: 44)
            .accessibilityLabel("Clear")
          }
        }
        .sendButton { send in
          if model.draft.isEmpty {
            Button {
              model.isRecording.toggle()
            } label: {
              Image(systemName: model.isRecording ? "stop.circle.fill" : "mic.circle.fill")
                .font(.title2)
            }
            .frame(minWidth: 44, minHeight: 44)
            .accessibilityLabel(model.isRecording ? "Stop Recording" : "Record")
          } else {
            Button(action: send) {
              Image(systemName: "arrow.up.circle.fill").font(.title2)
            }
            .frame(minWidth: 44, minHeight: 44)
            .accessibilityLabel("Send")
          }
        }
        .focused($isComposing)
    }
    .safeAreaInset(edge: .top) {
      if model.isSearchingReactions {
        // Its keyboard covers the bar, which rests where it is until the search closes.
        TextField("Search reactions", text: $model.reactionQuery)
          .textFieldStyle(.roundedBorder)
          .padding()
      }
    }
    .keyboardDockPaused(model.isSearchingReactions)
    .environment(
      \.keyboardInputBarAppearance,
      KeyboardInputBarAppearance(
        font: .preferredFont(forTextStyle: .callout), textColor: .primary, promptColor: .secondary,
        fieldBackground: Color(uiColor: .secondarySystemBackground))
    )
    .tint(.green)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Reply") { model.replyToLast() }
      }
      ToolbarItem(placement: .navigationBarLeading) {
        Button("React") { model.isSearchingReactions.toggle() }
      }
    }
    .onChange(of: model.wantsComposerFocus) { wants in
      isComposing = wants
    }
    .onChange(of: isComposing) { composing in
      if model.wantsComposerFocus != composing { model.wantsComposerFocus = composing }
    }
  }
}

/// The model of ``RichComposerChatScreen``: messages, the draft, recording, and where the focus
/// should be.
@MainActor
final class RichComposerModel: ObservableObject {
  @Published var messages = (1...20).map { "Message \($0)" }
  @Published var draft = ""
  @Published var isRecording = false
  /// `true` while a reaction search has the keyboard: the bar does not follow it.
  @Published var isSearchingReactions = false
  @Published var reactionQuery = ""
  /// Where the model wants the focus: in the composer or not.
  @Published var wantsComposerFocus = false

  func send(_ message: String) {
    messages.append(message)
  }

  /// Replying focuses the composer from the model.
  func replyToLast() {
    guard let last = messages.last else { return }
    draft = "> \(last)\n"
    wantsComposerFocus = true
  }
}
#endif
