#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockSwiftUI
import SwiftUI
import UIKit

/// A SwiftUI form hosted in a UIKit screen, kept clear of the keyboard by KeyboardDock.
///
/// The form's inset is the keyboard's intersection with the hosted view as it is on screen, so it is right
/// under the UIKit toolbar below it, in a sheet and in Split View; a floating iPad keyboard gets no inset at
/// all. The hosting controller needs no setting for this: `keyboardAvoiding()` ignores SwiftUI's keyboard
/// safe area for the form on every version, so the hosting controller's own keyboard avoidance does not reach
/// it.
@MainActor
public func makeHostedFormExample() -> UIViewController {
  ExampleViewController(title: "Feedback") { screen in
    let host = UIHostingController(rootView: FeedbackForm())
    let toolbar = UIToolbar()
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil),
    ]
    screen.addChild(host)
    for subview in [host.view!, toolbar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      screen.view.addSubview(subview)
    }
    let view: UIView = screen.view
    NSLayoutConstraint.activate([
      host.view.topAnchor.constraint(equalTo: view.topAnchor),
      host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      host.view.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
    host.didMove(toParent: screen)
  }
}

/// A form long enough to scroll, with fields near its bottom that the keyboard would cover.
@MainActor
private struct FeedbackForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var feedback = ""

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text("Tell us what you think. The fields stay above the keyboard, docked or floating.")
          .foregroundColor(.secondary)
        TextField("Name", text: $name)
          .textContentType(.name)
        TextField("Email", text: $email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
        Text("Feedback").font(.headline)
        TextEditor(text: $feedback)
          .frame(minHeight: 240)
          .overlay(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
              .strokeBorder(Color(uiColor: .separator))
          )
          .accessibilityLabel(Text("Feedback"))
      }
      .textFieldStyle(.roundedBorder)
      .padding()
    }
    .keyboardAvoiding()
  }
}
#endif
