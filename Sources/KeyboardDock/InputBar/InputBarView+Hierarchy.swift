#if canImport(UIKit)
import UIKit

extension InputBarView {
  /// Padding around the content, in points; the bottom and sides also clear the safe area.
  static let contentMargins = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
  /// The text view's text container inset, in points.
  private static let textInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The least side of a button, in points (the tappable size grows with Dynamic Type).
  static let minimumButtonSide: CGFloat = 36
  /// The gap between the leading items, the field and the trailing items, in points.
  static let itemSpacing: CGFloat = 8

  /// Builds the views and the constraints that do not depend on the configuration.
  func buildHierarchy() {
    preservesSuperviewLayoutMargins = false
    directionalLayoutMargins = Self.contentMargins
    insetsLayoutMarginsFromSafeArea = true
    addInteraction(UILargeContentViewerInteraction())

    backgroundExtension.isUserInteractionEnabled = false
    // Anchored at its top, on the bar's bottom edge: only its height moves.
    backgroundExtension.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
    addSubview(backgroundExtension)
    backgroundView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(backgroundView)
    separatorView.backgroundColor = .separator
    separatorView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(separatorView)

    configureTextView()
    configureButtons()
    for stack in [leadingStack, trailingStack] {
      stack.axis = .horizontal
      stack.alignment = .bottom
      stack.spacing = 4
      stack.setContentHuggingPriority(.required, for: .horizontal)
      stack.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    fieldStack.axis = .horizontal
    fieldStack.alignment = .bottom
    fieldStack.spacing = Self.itemSpacing
    fieldStack.addArrangedSubview(textView)
    fieldStack.addArrangedSubview(trailingStack)
    addLayoutGuide(contentRow)
    bottomStack.axis = .vertical
    bottomStack.spacing = 4
    bottomStack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(bottomStack)
    headerContainer.clipsToBounds = true
    headerContainer.translatesAutoresizingMaskIntoConstraints = false
    addSubview(headerContainer)

    headerHeightConstraint = headerContainer.heightAnchor.constraint(equalToConstant: 0)
    headerSpacingConstraint = contentRow.topAnchor.constraint(equalTo: headerContainer.bottomAnchor)
    textHeightConstraint = textView.heightAnchor.constraint(
      equalToConstant: Self.textInset.top + Self.textInset.bottom)
    separatorHeightConstraint = separatorView.heightAnchor.constraint(equalToConstant: 1)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      backgroundView.topAnchor.constraint(equalTo: topAnchor),
      backgroundView.leadingAnchor.constraint(equalTo: leadingAnchor),
      backgroundView.trailingAnchor.constraint(equalTo: trailingAnchor),
      separatorView.topAnchor.constraint(equalTo: topAnchor),
      separatorView.leadingAnchor.constraint(equalTo: leadingAnchor),
      separatorView.trailingAnchor.constraint(equalTo: trailingAnchor),
      separatorHeightConstraint,
      headerContainer.topAnchor.constraint(equalTo: margins.topAnchor),
      headerContainer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      headerContainer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      headerHeightConstraint,
      headerSpacingConstraint,
      contentRow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      contentRow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      contentRow.bottomAnchor.constraint(equalTo: bottomStack.topAnchor),
      bottomStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bottomStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bottomStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      textHeightConstraint,
    ])
    buildGlassSurfaces()
    updateSeparatorHeight()
    buildAccessibility()
  }

  private func configureTextView() {
    textView.isScrollEnabled = false
    textView.adjustsFontForContentSizeCategory = true
    textView.textAlignment = .natural
    textView.textContainerInset = Self.textInset
    textView.backgroundColor = .secondarySystemBackground
    textView.layer.cornerRadius = ComposerGeometry.classic.cornerRadius
    textView.layer.cornerCurve = .continuous
    textView.setContentHuggingPriority(.defaultLow, for: .horizontal)
    textView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

    placeholderLabel.textColor = .placeholderText
    placeholderLabel.adjustsFontForContentSizeCategory = true
    placeholderLabel.textAlignment = .natural
    placeholderLabel.isAccessibilityElement = false
    placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
    textView.addSubview(placeholderLabel)
    let frame = textView.frameLayoutGuide
    let padding = textView.textContainer.lineFragmentPadding
    NSLayoutConstraint.activate([
      placeholderLabel.topAnchor.constraint(equalTo: frame.topAnchor, constant: Self.textInset.top),
      placeholderLabel.leadingAnchor.constraint(
        equalTo: frame.leadingAnchor, constant: Self.textInset.left + padding),
      placeholderLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: frame.trailingAnchor, constant: -(Self.textInset.right + padding)),
    ])
  }

  private func configureButtons() {
    sendButton.addTarget(self, action: #selector(sendButtonTapped), for: .primaryActionTriggered)
    attachButton.addTarget(self, action: #selector(attachButtonTapped), for: .primaryActionTriggered)
    for button in [sendButton, attachButton] {
      button.showsLargeContentViewer = true
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.setContentHuggingPriority(.required, for: .horizontal)
      button.setContentCompressionResistancePriority(.required, for: .horizontal)
      NSLayoutConstraint.activate([
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumButtonSide),
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumButtonSide),
      ])
    }
    sendButton.isEnabled = false
  }

  /// Applies the configuration's font, strings, images and items.
  func applyConfiguration() {
    composerTextView.returnKeyBehavior = configuration.returnKeyBehavior
    let font = configuration.resolvedFont(compatibleWith: traitCollection)
    textView.font = font
    placeholderLabel.font = font
    placeholderLabel.text = configuration.placeholder
    textView.accessibilityLabel = configuration.textViewAccessibilityLabel

    let symbols = UIImage.SymbolConfiguration(textStyle: configuration.textStyle, scale: .large)
    sendButton.setPreferredSymbolConfiguration(symbols, forImageIn: .normal)
    attachButton.setPreferredSymbolConfiguration(symbols, forImageIn: .normal)
    if let title = configuration.sendButtonTitle {
      sendButton.setImage(nil, for: .normal)
      sendButton.setTitle(title, for: .normal)
      sendButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: configuration.textStyle)
    } else {
      sendButton.setTitle(nil, for: .normal)
      sendButton.setImage(configuration.sendButtonImage, for: .normal)
    }
    attachButton.setImage(configuration.attachButtonImage, for: .normal)

    rebuildItemStacks()
    applyStyle()
    applyAccessibilityConfiguration()
    updateBackgroundExtension()
    updateTextState()
    setNeedsLayout()
  }

  /// Fills the leading and trailing stacks, only when what they show changed
  /// (``arrangeItemStacks()``).
  ///
  /// Leading: the attach button, then the leading items. Trailing: the trailing items, then the send button.
  func rebuildItemStacks() {
    arrangeItemStacks()
  }

  /// A hairline: one pixel at the current display scale.
  func updateSeparatorHeight() {
    separatorHeightConstraint.constant = 1 / max(1, traitCollection.displayScale)
  }

  /// Pins the background's bottom to the bar's bottom, and to the superview's when configured.
  ///
  /// With ``InputBarConfiguration/extendsBackgroundToBottomEdge`` (not in accessory mode) nothing shows
  /// between a resting bar and the screen's edge.
  func updateBackgroundExtension() {
    NSLayoutConstraint.deactivate(backgroundBottomConstraints)
    if configuration.extendsBackgroundToBottomEdge, !isInputAccessory, let superview {
      let toEdge = backgroundView.bottomAnchor.constraint(equalTo: superview.bottomAnchor)
      toEdge.priority = .defaultHigh
      backgroundBottomConstraints = [
        backgroundView.bottomAnchor.constraint(greaterThanOrEqualTo: bottomAnchor), toEdge,
      ]
    } else {
      backgroundBottomConstraints = [backgroundView.bottomAnchor.constraint(equalTo: bottomAnchor)]
    }
    NSLayoutConstraint.activate(backgroundBottomConstraints)
  }

  /// Switches between an ordinary subview and an input accessory.
  ///
  /// UIKit sizes an accessory by its constraints when its height is flexible and its intrinsic size is zero.
  func accessoryModeDidChange() {
    translatesAutoresizingMaskIntoConstraints = isInputAccessory
    autoresizingMask = isInputAccessory ? .flexibleHeight : []
    invalidateIntrinsicContentSize()
    updateBackgroundExtension()
  }

  /// Lays the content out on the core's bottom padding rather than on the bar's own safe area
  /// while ``KeyboardDockInstaller`` docks it (``dockedBottomOffset``).
  ///
  /// The installer lifts the bar with its transform, which Auto Layout ignores, and UIKit's safe
  /// area for a transformed view is not to be relied on: the bar would count the home indicator
  /// twice. Its sides take the container's safe area, which a bar as wide as the container shares.
  func updateDockedMargins() {
    guard let offset = dockedBottomOffset, !isInputAccessory, let superview else {
      if !insetsLayoutMarginsFromSafeArea {
        insetsLayoutMarginsFromSafeArea = true
        directionalLayoutMargins = styleContentMargins
      } else if directionalLayoutMargins != styleContentMargins {
        directionalLayoutMargins = styleContentMargins
      }
      return
    }
    let safe = superview.safeAreaInsets
    let padding = DockLayout(bottomOffset: offset, restingInset: 0, keyboardOverlap: 0)
      .barContentPadding(forSafeAreaBottom: safe.bottom)
    let content = styleContentMargins
    let margins = UIEdgeInsets(
      top: content.top, left: content.leading + safe.left, bottom: content.bottom + padding,
      right: content.trailing + safe.right)
    if insetsLayoutMarginsFromSafeArea { insetsLayoutMarginsFromSafeArea = false }
    if layoutMargins != margins { layoutMargins = margins }
  }

  /// Keeps the background's extension on the bar's bottom edge, as wide as the bar.
  func layOutBackgroundExtension() {
    backgroundExtension.center = CGPoint(x: bounds.midX, y: bounds.maxY)
    if backgroundExtension.bounds.width != bounds.width {
      backgroundExtension.bounds.size.width = bounds.width
    }
  }

  /// Grows the background below the bar as the installer lifts it: the same motion, applied to
  /// the extension's height, so nothing shows between the bar and the container's bottom.
  ///
  /// Only with ``InputBarConfiguration/extendsBackgroundToBottomEdge``, not in accessory mode.
  func applyBackgroundExtension(_ motion: DockValueMotion) {
    // A glass bar floats: the content scrolls under it, with no background below it.
    let extends =
      configuration.extendsBackgroundToBottomEdge && !isInputAccessory && resolvedStyle == .classic
    backgroundExtension.isHidden = !extends
    guard extends else { return }
    motion.applyToBottomExtension(backgroundExtension, width: bounds.width)
  }
}
#endif
