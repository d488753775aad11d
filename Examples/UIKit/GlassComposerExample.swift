// The iOS 26 composer in UIKit: the default InputBarView in Liquid Glass, floating 8 pt above the
// keyboard and the home indicator, with a switch to the classic bar.
#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A transcript long enough to scroll under the floating bar, an `InputBarView` in its
/// `.automatic` style (glass on iOS 26 and later), and a segmented control in the navigation bar
/// that switches the bar to `.classic` and back; the dock follows the bar's gaps at once.
@MainActor
func makeGlassComposerExample() -> UIViewController {
  let transcript = UITextView()
  transcript.isEditable = false
  transcript.font = .preferredFont(forTextStyle: .body)
  transcript.adjustsFontForContentSizeCategory = true
  transcript.text =
    (1...40).map { "Message \($0): the list scrolls under the floating bar." }
    .joined(separator: "\n") + "\n"
  let chat = KeyboardDockViewController(scrollView: transcript)
  chat.title = "iOS 26 Composer"
  chat.inputBar.onSend = { text in
    transcript.text = (transcript.text ?? "") + text + "\n"
    transcript.scrollRangeToVisible(NSRange(location: transcript.text.utf16.count, length: 0))
  }
  let styles: [(String, ComposerStyle)] = [("Glass", .automatic), ("Classic", .classic)]
  let picker = UISegmentedControl(items: styles.map(\.0))
  picker.selectedSegmentIndex = 0
  picker.accessibilityLabel = "Composer style"
  picker.addAction(
    UIAction { [weak chat] action in
      guard let chat, let control = action.sender as? UISegmentedControl else { return }
      chat.inputBar.configuration.style = styles[max(0, control.selectedSegmentIndex)].1
    }, for: .valueChanged)
  chat.navigationItem.titleView = picker
  return chat
}
#endif
