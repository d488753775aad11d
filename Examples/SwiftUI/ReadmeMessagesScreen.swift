// The SwiftUI screen of the README's "Add it to a SwiftUI screen", compiled here so the README
// cannot go stale: the README shows this file from `import` to the last brace.
#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

@available(iOS 16, *)
struct MessagesScreen: View {
  @State private var messages: [String] = []
  @State private var draft = ""

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) { ForEach(messages.indices, id: \.self) { Text(messages[$0]) } }
    }
    .keepsNewestContentVisible()
    .scrollDismissesKeyboard(.interactively)
    .keyboardDock { KeyboardInputBar("Message", text: $draft) { messages.append($0) } }
  }
}
#endif
