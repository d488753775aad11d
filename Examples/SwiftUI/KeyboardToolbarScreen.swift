// A SwiftUI keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`) next to `.keyboardDock`:
// the toolbar belongs to whichever field is focused, and the dock's bar rides on top of it.
#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI

/// A list with a search field at the top and a docked bar at the bottom, and a keyboard toolbar
/// with a Done button for both fields.
///
/// SwiftUI shows the toolbar above the keyboard while a field is focused (its input accessory),
/// and UIKit reports it as part of the keyboard: the docked bar rests on the toolbar's top, the
/// list's inset covers the bar, the toolbar and the keyboard, and a drag that dismisses the
/// keyboard takes the toolbar down with it. Nothing here is special-cased: the screen shows
/// whether a system's keyboard frames include the toolbar (the article "Building a chat screen",
/// "Adapting the screen"). Not run on a device.
@MainActor
struct KeyboardToolbarScreen: View {
  @State private var messages = (1...24).map { "Message \($0)" }
  @State private var draft = ""
  @State private var search = ""
  @FocusState private var isSearching: Bool

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        TextField("Search", text: $search)
          .textFieldStyle(.roundedBorder)
          .focused($isSearching)
        ForEach(messages.indices, id: \.self) { index in
          Text(messages[index])
            .padding(10)
            .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        }
      }
      .padding(.horizontal)
    }
    .scrollDismissesKeyboardInteractivelyWhenAvailable()
    .keyboardDock {
      KeyboardInputBar("Message", text: $draft) { messages.append($0) }
    }
    .toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        Spacer()
        Button("Done") { hideKeyboard() }
      }
    }
    .navigationTitle("Keyboard Toolbar")
  }

  /// Ends editing in every field: the toolbar's Done button.
  private func hideKeyboard() {
    isSearching = false
    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
  }
}

extension View {
  /// `scrollDismissesKeyboard(.interactively)` on iOS 16 and later; nothing before.
  @ViewBuilder
  fileprivate func scrollDismissesKeyboardInteractivelyWhenAvailable() -> some View {
    if #available(iOS 16, *) {
      scrollDismissesKeyboard(.interactively)
    } else {
      self
    }
  }
}
#endif
