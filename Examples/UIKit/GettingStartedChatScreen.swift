#if canImport(UIKit)
import KeyboardDock
import UIKit

/// The complete chat screen of the Getting Started article, compiled here so the article's code
/// cannot go stale: a transcript text view with an input bar docked under it.
@MainActor
public func makeChatScreen() -> UIViewController {
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
