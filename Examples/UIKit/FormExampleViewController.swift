#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A form kept visible above the keyboard by ``KeyboardDock/KeyboardAvoidance``.
///
/// It holds text fields and a tall text view in a scroll view.
@MainActor
public final class FormExampleViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  private let avoidance = KeyboardAvoidance()

  /// Creates the form.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Form"
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Builds the form and attaches keyboard avoidance to its scroll view.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.keyboardDismissMode = .onDrag
    view.addSubview(scrollView)

    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    for name in ["Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Company"] {
      stack.addArrangedSubview(makeField(placeholder: name))
    }
    stack.addArrangedSubview(makeNotesView())

    avoidance.attach(to: scrollView)
  }

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
}
#endif
