#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A form: text fields and a tall text view in a scroll view, kept visible above the keyboard by
/// ``KeyboardDock/KeyboardAvoidance``.
///
/// With `isShort`, three fields that fit on screen: while the keyboard is up avoidance makes the
/// scroll view bounce, so a drag down still dismisses the keyboard.
@MainActor
public func makeFormExample(isShort: Bool = false) -> UIViewController {
  ExampleViewController(title: isShort ? "Short Form" : "Form") { screen in
    let scrollView = screen.fill(with: UIScrollView())
    scrollView.keyboardDismissMode = .interactive
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    let names = ["Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Company"]
    for name in names.prefix(isShort ? 3 : names.count) {
      stack.addArrangedSubview(makeField(placeholder: name))
    }
    if !isShort { stack.addArrangedSubview(makeNotesView()) }
    screen.keep(KeyboardAvoidance(scrollView: scrollView))
  }
}

@MainActor
private func makeField(placeholder: String) -> UITextField {
  let field = UITextField()
  field.placeholder = placeholder
  field.accessibilityLabel = placeholder
  field.borderStyle = .roundedRect
  field.font = UIFont.preferredFont(forTextStyle: .body)
  field.adjustsFontForContentSizeCategory = true
  return field
}

/// A text view taller than the space above the keyboard: avoidance reveals its caret.
@MainActor
private func makeNotesView() -> UITextView {
  let notes = UITextView()
  notes.accessibilityLabel = "Notes"
  notes.font = UIFont.preferredFont(forTextStyle: .body)
  notes.adjustsFontForContentSizeCategory = true
  notes.isScrollEnabled = false
  notes.layer.borderColor = UIColor.separator.cgColor
  notes.layer.borderWidth = 1
  notes.layer.cornerRadius = 8
  notes.text = (1...30).map { "Note line \($0)" }.joined(separator: "\n")
  notes.heightAnchor.constraint(greaterThanOrEqualToConstant: 200).isActive = true
  return notes
}
#endif
