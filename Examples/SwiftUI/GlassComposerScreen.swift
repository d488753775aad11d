// The iOS 26 composer in SwiftUI: KeyboardInputBar in Liquid Glass, floating 8 pt above the
// keyboard and the home indicator, with a switch to the classic bar.
#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

/// A message list that scrolls under the floating glass bar, and a segmented picker in the
/// navigation bar that switches the bar between `.automatic` (glass on iOS 26 and later) and
/// `.classic`.
@MainActor
struct GlassComposerScreen: View {
  @State private var messages = (1...30).map { "Message \($0)" }
  @State private var draft = ""
  @State private var style = ComposerStyle.automatic

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 8) {
        ForEach(messages.indices, id: \.self) { index in
          Text(messages[index])
            .padding(10)
            .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        }
      }
      .padding(.horizontal)
    }
    .keepsNewestContentVisible()
    .keyboardDock {
      KeyboardInputBar("Message", text: $draft) { messages.append($0) }
        .composerStyle(style)
    }
    .navigationTitle("iOS 26 Composer")
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
#endif
