#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// The largest text size the bar's buttons scale to: beyond it they keep their size and show
  /// the Large Content Viewer on a long press, so that the text keeps its width at AX5.
  static let maximumButtonContentSize = UIContentSizeCategory.extraExtraExtraLarge

  /// The focus group of the bar's controls for Tab navigation on iPad.
  static let focusGroup = "org.keyboarddock.inputbar"

  /// Sets what does not depend on the configuration: the button's cap, the focus group.
  func buildAccessibility() {
    focusGroupIdentifier = Self.focusGroup
    for button in [sendButton, attachButton] {
      button.maximumContentSizeCategory = Self.maximumButtonContentSize
    }
  }

  /// Applies the configuration's spoken names: the send button's follow its visible title
  /// (`ComposerSpokenNames`), and each button answers Voice Control by its label and its title.
  func applyAccessibilityConfiguration() {
    let send = ComposerSpokenNames(
      visibleTitle: configuration.sendButtonTitle,
      accessibilityLabel: configuration.sendButtonAccessibilityLabel)
    sendButton.accessibilityLabel = send.label
    sendButton.accessibilityUserInputLabels = send.inputLabels
    sendButton.largeContentTitle = send.label
    composerTextView.sendCommandTitle = send.label
    let attach = ComposerSpokenNames(
      visibleTitle: nil, accessibilityLabel: configuration.attachButtonAccessibilityLabel)
    attachButton.accessibilityLabel = attach.label
    attachButton.accessibilityUserInputLabels = attach.inputLabels
    attachButton.largeContentTitle = attach.label
    textView.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: send.label) { [weak self] _ in
        guard let self, self.sendButton.isEnabled else { return false }
        self.send()
        return true
      }
    ]
    updateFieldBorder()
  }

  /// The classic field's border: a hairline of `.separator`, one point of `.label` at high
  /// contrast (Increase Contrast); none in glass, whose capsule draws its own edge.
  func updateFieldBorder() {
    guard resolvedStyle == .classic else {
      textView.layer.borderWidth = 0
      return
    }
    let highContrast = traitCollection.accessibilityContrast == .high
    let scale = max(1, traitCollection.displayScale)
    textView.layer.borderWidth = highContrast ? 1 : 1 / scale
    let color: UIColor = highContrast ? .label : .separator
    textView.layer.borderColor = color.resolvedColor(with: traitCollection).cgColor
  }

  /// Escapes as VoiceOver's two-finger scrub, Switch Control and Full Keyboard Access ask: a
  /// panel closes first, back to the keyboard, then editing ends (`ComposerEscape`).
  ///
  /// - Returns: `false` when the escape is not the bar's (it is not editing), so that it goes on to
  ///   the container.
  public override func accessibilityPerformEscape() -> Bool {
    composerTextView.performEscape()
  }

  /// Moves VoiceOver after the header changed: to a header the user asked for, or to the text
  /// view when the focused header left (`ComposerFocusRule`).
  func headerDidChange(to view: UIView?, focus: ComposerFocusRule.Focus) {
    let change: ComposerFocusRule.Change = view == nil ? .headerRemoved : .headerShown
    post(ComposerFocusRule.target(after: change, focus: focus), header: view)
  }

  /// Rebuilds the leading and trailing stacks only when what they show changes
  /// (`ComposerItemArrangement`), and moves VoiceOver to the text view when it was on a button that
  /// left.
  func arrangeItemStacks() {
    let leadingViews = ComposerItemArrangement.leading(
      showsAttachButton: configuration.showsAttachButton, attachButton: attachButton as UIView,
      items: leadingItems)
    let trailingViews = ComposerItemArrangement.trailing(
      items: trailingItems, sendButton: isSending ? sendingIndicator : sendButton as UIView)
    let wanted = (leadingViews.map(ObjectIdentifier.init), trailingViews.map(ObjectIdentifier.init))
    let current = (
      leadingStack.arrangedSubviews.map(ObjectIdentifier.init),
      trailingStack.arrangedSubviews.map(ObjectIdentifier.init)
    )
    let rebuildsLeading = ComposerItemArrangement.needsRebuild(current: current.0, wanted: wanted.0)
    let rebuildsTrailing = ComposerItemArrangement.needsRebuild(current: current.1, wanted: wanted.1)
    guard rebuildsLeading || rebuildsTrailing else { return }
    let removedIDs = Set(
      ComposerItemArrangement.removed(from: current.0 + current.1, keeping: wanted.0 + wanted.1))
    let removed = (leadingStack.arrangedSubviews + trailingStack.arrangedSubviews).filter {
      removedIDs.contains(ObjectIdentifier($0))
    }
    let focus = ComposerAccessibility.focus(removing: removed, textView: textView)
    for (stack, views, rebuilds) in [
      (leadingStack, leadingViews, rebuildsLeading), (trailingStack, trailingViews, rebuildsTrailing),
    ] where rebuilds {
      for view in stack.arrangedSubviews {
        stack.removeArrangedSubview(view)
        view.removeFromSuperview()
      }
      for view in views { stack.addArrangedSubview(view) }
    }
    showsLeadingSurface(!leadingViews.isEmpty)
    if !removed.isEmpty { post(ComposerFocusRule.target(after: .itemsChanged, focus: focus), header: nil) }
  }

  private func post(_ target: ComposerFocusRule.Target, header: UIView?) {
    switch target {
    case .header: ComposerAccessibility.postLayoutChange(focusing: header)
    case .textView: ComposerAccessibility.postLayoutChange(focusing: textView)
    case .panel: ComposerAccessibility.postLayoutChange(focusing: panelController.panel)
    case .unchanged: ComposerAccessibility.postLayoutChange(focusing: nil)
    }
  }
}
#endif
