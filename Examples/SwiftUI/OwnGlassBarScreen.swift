// A bar of your own, fully served in SwiftUI: floating in Liquid Glass on iOS 26 with the default
// bar's gaps, or classic on the bar material down to the screen's bottom.
#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

/// A message list and a bar of your own (a field and a send button) in the look of
/// `KeyboardInputBar`: `keyboardDockComposerStyle(_:background:)` on the bar,
/// `keyboardDockComposerSurface()` on the field; a picker switches the look.
@MainActor
struct OwnGlassBarScreen: View {
  @State private var messages = (1...30).map { "Message \($0)" }
  @State private var draft = ""
  @State private var style = ComposerStyle.automatic

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 8) {
        ForEach(messages.indices, id: \.self) { index in
          Text(messages[index]).padding(10)
        }
      }
      .padding(.horizontal)
    }
    .keepsNewestContentVisible()
    .keyboardDock {
      OwnComposer(draft: $draft) { messages.append($0) }
        .keyboardDockComposerStyle(style)
    }
    .navigationTitle("Your Own Bar")
    .toolbar {
      ToolbarItem(placement: .principal) {
        Picker("Composer style", selection: $style) {
          Text("Glass").tag(ComposerStyle.automatic)
          Text("Classic").tag(ComposerStyle.classic)
        }
        .pickerStyle(.segmented)
      }
    }
  }
}

/// A field on a composer surface and a send button.
struct OwnComposer: View {
  @Binding var draft: String
  var onSend: (String) -> Void

  var body: some View {
    HStack(spacing: 8) {
      TextField("Message", text: $draft)
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .keyboardDockComposerSurface()
      Button {
        onSend(draft)
        draft = ""
      } label: {
        Image(systemName: "arrow.up.circle.fill").font(.title2)
      }
      .frame(minWidth: 44, minHeight: 44)
      .accessibilityLabel("Send")
      .disabled(draft.isEmpty)
    }
    .padding(.vertical, 6)
  }
}
#endif
