#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// The controller ``panelController`` creates on first use.
  func makePanelController() -> KeyboardPanelController {
    let controller = KeyboardPanelController(textView: textView)
    controller.accessoryHeight = { [weak self] in
      guard let self, self.isInputAccessory else { return 0 }
      return self.bounds.height
    }
    return controller
  }
}
#endif
