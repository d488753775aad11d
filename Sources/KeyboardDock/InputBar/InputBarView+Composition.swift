#if canImport(UIKit)
import UIKit

// The bar's open slots: views below the text row, and the send button's sending state.
extension InputBarView {
  /// Places views below the text row, top to bottom, replacing earlier ones: a row of formatting
  /// buttons, a character count, a recording's waveform.
  ///
  /// Their height counts in the space the text may grow into, as the header's does. Pass `[]` to
  /// remove them.
  public func setBottomItems(_ items: [UIView]) {
    for view in bottomStack.arrangedSubviews {
      bottomStack.removeArrangedSubview(view)
      view.removeFromSuperview()
    }
    bottomItems = items
    for view in items { bottomStack.addArrangedSubview(view) }
    setNeedsLayout()
  }

  /// The spinner takes the send button's place while sending, and the button comes back after.
  func sendingDidChange() {
    sendingIndicator.hidesWhenStopped = false
    sendingIndicator.accessibilityLabel = configuration.sendButtonAccessibilityLabel
    sendingIndicator.setContentHuggingPriority(.required, for: .horizontal)
    if sendingIndicator.constraints.isEmpty {
      NSLayoutConstraint.activate([
        sendingIndicator.widthAnchor.constraint(equalToConstant: Self.minimumButtonSide),
        sendingIndicator.heightAnchor.constraint(equalToConstant: Self.minimumButtonSide),
      ])
    }
    if isSending { sendingIndicator.startAnimating() } else { sendingIndicator.stopAnimating() }
    rebuildItemStacks()
    updateTextState()
  }
}
#endif
