import KeyboardDockCore

extension KeyboardPan.Phase {
  /// Every phase, in the order a pan goes through them.
  package static let allPhases: [Self] = [.began, .changed, .ended]

  /// The phase's name in a trace's `pan` record: `began`, `changed` or `ended`.
  package var traceName: String {
    switch self {
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    }
  }
}

extension KeyboardPan.DismissMode {
  /// Every dismiss mode, in `UIScrollView.KeyboardDismissMode`'s order.
  package static let allModes: [Self] = [.none, .onDrag, .interactive, .interactiveWithAccessory]

  /// The mode's name in a trace's `pan` record, as `UIScrollView.KeyboardDismissMode` spells it:
  /// `none`, `onDrag`, `interactive` or `interactiveWithAccessory`.
  package var traceName: String {
    switch self {
    case .none: "none"
    case .onDrag: "onDrag"
    case .interactive: "interactive"
    case .interactiveWithAccessory: "interactiveWithAccessory"
    }
  }
}
