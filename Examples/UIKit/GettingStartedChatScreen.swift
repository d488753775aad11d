// The complete chat screen of the KeyboardDock article "Getting Started"
// (Sources/KeyboardDock/Documentation.docc/GettingStarted.md), compiled here so the article
// cannot go stale: the article shows this file from `import` to the last brace.
#if canImport(UIKit)
import KeyboardDock
import UIKit

@MainActor
func makeChatScreen() -> UIViewController {
  let transcript = UITextView()
  transcript.isEditable = false
  transcript.font = .preferredFont(forTextStyle: .body)
  transcript.adjustsFontForContentSizeCategory = true
  let chat = KeyboardDockViewController(scrollView: transcript)
  chat.inputBar.onSend = { text in
    transcript.text = (transcript.text ?? "") + text + "\n"
    transcript.scrollRangeToVisible(NSRange(location: transcript.text.utf16.count, length: 0))
  }
  return chat
}
#endif
