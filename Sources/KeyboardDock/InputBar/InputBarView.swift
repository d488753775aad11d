#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// A bar with a growing text view and leading and trailing items, for typing a message above the
/// keyboard.
///
/// The text view grows from ``InputBarConfiguration/minimumLineCount`` to
/// ``InputBarConfiguration/maximumLineCount`` lines, capped by the space actually available
/// between its container's top bars and the bar's bottom, and scrolls exactly when its text is
/// taller than that cap. The send button is enabled only while the text holds something other
/// than whitespace. The font follows Dynamic Type, the layout follows right-to-left languages,
/// and every control has a VoiceOver label from the configuration and a touch area of at least
/// 44 × 44 pt.
///
/// Above the text row a header shows a reply, an edit or a link preview
/// (``setHeaderView(_:animated:)``); its height counts in the growth cap. On a hardware keyboard
/// Return sends and Shift-Return inserts a line break (``InputBarConfiguration/returnKeyBehavior``);
/// ``onPasteImages`` receives pasted images; ``panelController`` shows panels in the keyboard's
/// place.
///
/// The bar is an ordinary subview: place it with ``KeyboardDockInstaller`` or inside a
/// ``KeyboardDockViewController``. For accessory mode, return it as a responder's
/// `inputAccessoryView` through ``InputBarHostView``. If you move the bar yourself, call
/// `setNeedsLayout()` on it afterwards so that its cap follows the space now available
/// (<doc:UIKitLayer#The-input-bar>).
@MainActor
public final class InputBarView: UIView {
  /// The bar's configuration.
  ///
  /// Assigning applies it at once.
  public var configuration: InputBarConfiguration {
    didSet { applyConfiguration() }
  }

  /// Called with the text, trimmed of surrounding whitespace and newlines, when the user taps the
  /// send button (or you call ``send()``).
  ///
  /// Defaults to `nil`.
  public var onSend: (@MainActor (String) -> Void)?

  /// Called when the user taps the attach button.
  ///
  /// Defaults to `nil`.
  public var onAttach: (@MainActor () -> Void)?

  /// Called with the new text after every change, typed or assigned.
  ///
  /// Defaults to `nil`.
  public var onTextChange: (@MainActor (String) -> Void)?

  /// Called with the images on the pasteboard when the user pastes while it holds images; the
  /// images are then not pasted into the text.
  ///
  /// Defaults to `nil`, which leaves pasting to the text view.
  public var onPasteImages: (@MainActor ([UIImage]) -> Void)? {
    get { composerTextView.onPasteImages }
    set { composerTextView.onPasteImages = newValue }
  }

  /// The growing text view.
  ///
  /// Its delegate is yours; the bar observes it through notifications.
  public var textView: UITextView { composerTextView }

  /// The view above the text row — a reply, an edit or a link preview — or `nil`; set it with
  /// ``setHeaderView(_:animated:)``.
  public internal(set) var headerView: UIView?

  /// Shows panels in the keyboard's place for ``textView``, at the keyboard's height.
  ///
  /// Created on first use with `UserDefaultsPanelHeightStore()`, which writes the keyboard heights it
  /// learns to `UserDefaults.standard` (``KeyboardPanelController``'s *Storage*); while the bar is an input
  /// accessory, the bar's height is left out of the keyboard heights it remembers. It learns the
  /// keyboard's height from the keyboard's notifications from its creation on, so use it when you
  /// set up the bar (assign its ``KeyboardPanelController/onPanelChange``, for example), not first
  /// when the user asks for a panel. Create a ``KeyboardPanelController`` of your own for another
  /// store.
  public private(set) lazy var panelController: KeyboardPanelController = makePanelController()

  /// The send button, after the text view (at the trailing edge).
  public let sendButton = UIButton(type: .system)

  /// The attach button, before the text view, shown when
  /// ``InputBarConfiguration/showsAttachButton`` is `true`.
  public let attachButton = UIButton(type: .system)

  /// Views you placed before the text view, after the attach button.
  public private(set) var leadingItems: [UIView] = []

  /// Views you placed after the text view, before the send button.
  public private(set) var trailingItems: [UIView] = []

  /// Views you placed below the text row, top to bottom, inside the bar (``setBottomItems(_:)``).
  public internal(set) var bottomItems: [UIView] = []

  /// Whether a message is being sent: the send button gives its place to a spinner and the bar
  /// sends nothing until it is `false` again.
  ///
  /// Defaults to `false`. The text stays editable.
  public var isSending = false {
    didSet { if isSending != oldValue { sendingDidChange() } }
  }

  /// Called with the bar's new height when its text or header grows or shrinks it, in the layout
  /// pass that changes it, before the superview lays the bar out at that height.
  ///
  /// The change is made at once, without animation; a list that scrolls along does so in the same
  /// pass. A bar docked by ``KeyboardDockInstaller`` also changes the scroll view's insets, through
  /// ``KeyboardDockInstaller/scrollViewChangeHandler`` when one is set. Defaults to `nil`.
  public var onHeightChange: (@MainActor (CGFloat) -> Void)?

  /// The look ``InputBarConfiguration/style`` takes on this device: `.glass` only on iOS 26 and
  /// later.
  public internal(set) var resolvedStyle: ComposerStyle.Resolved = .classic

  /// The latest height plan for the text view, or `nil` before the first layout with a width.
  public internal(set) var textGrowthPlan: TextGrowthPlan?

  /// The text in the text view.
  ///
  /// Assigning updates the placeholder, the send button and the height, and calls ``onTextChange``.
  public var text: String {
    get { textView.text ?? "" }
    set {
      textView.text = newValue
      textDidChange()
    }
  }

  /// `true` while the bar is some responder's `inputAccessoryView` (see ``InputBarHostView``):
  /// it then measures its space against its host's superview and sizes itself by its
  /// constraints.
  var isInputAccessory = false {
    didSet { accessoryModeDidChange() }
  }

  /// The ``InputBarHostView`` that returns the bar as its `inputAccessoryView`, held weakly; its
  /// superview is what the growth cap is measured against in accessory mode.
  weak var accessoryHost: UIView?

  /// Where ``KeyboardDockInstaller`` docks the bar's bottom at the end of the keyboard's current
  /// transition, in points above the superview's bottom, or `nil` when no installer places it.
  ///
  /// The growth cap is planned for this offset rather than the bar's frame, which the installer
  /// moves with each sample of a drag: the text is planned once per transition. Changing it
  /// re-plans on the next layout pass.
  var dockedBottomOffset: CGFloat? {
    didSet { if dockedBottomOffset != oldValue { setNeedsLayout() } }
  }

  /// Called when ``composerGeometry`` changes: the installer docks the bar with the new gaps.
  var onComposerGeometryChange: (@MainActor () -> Void)?
  /// The scroll view whose bottom edge effect shows under a glass bar; the installer names it.
  weak var edgeEffectScrollView: UIScrollView? {
    didSet { if edgeEffectScrollView !== oldValue { updateScrollEdgeEffect() } }
  }
  /// What the glass bar set on the scroll view's bottom edge effect, put back when the bar stops
  /// being its bottom edge: on uninstall, for another scroll view, in the classic look.
  let scrollEdgeElement = ScrollEdgeElement()
  /// The glass surfaces, in a glass container effect on iOS 26 that keeps them apart at rest.
  ///
  /// The field's capsule and the leading items' circle, each holding its views in its
  /// `contentView`; plain containers with no effect in the classic look.
  let glassContainer = UIVisualEffectView(effect: nil)
  let fieldGlass = UIVisualEffectView(effect: nil)
  let leadingGlass = UIVisualEffectView(effect: nil)

  let composerTextView = ComposerTextView()
  let headerContainer = UIView()
  var headerHeightConstraint: NSLayoutConstraint!
  var headerSpacingConstraint: NSLayoutConstraint!
  let backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  /// The background below the bar while ``KeyboardDockInstaller`` lifts it: as tall as the lift,
  /// so it reaches the container's bottom whatever the transform (Auto Layout ignores it).
  let backgroundExtension = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  let separatorView = UIView()
  let placeholderLabel = UILabel()
  let leadingStack = UIStackView()
  let trailingStack = UIStackView()
  /// The row of the leading items, the field and the trailing items, between the header and the
  /// bottom items.
  let contentRow = UILayoutGuide()
  /// The text view and the trailing items, in the field's surface.
  let fieldStack = UIStackView()
  /// The field's leading edge: after the leading items' surface, or at the row's start when
  /// there are none.
  var fieldAfterLeadingConstraint: NSLayoutConstraint!
  var fieldAtRowStartConstraint: NSLayoutConstraint!
  let bottomStack = UIStackView()
  let sendingIndicator = UIActivityIndicatorView(style: .medium)
  var textHeightConstraint: NSLayoutConstraint!
  var separatorHeightConstraint: NSLayoutConstraint!
  var backgroundBottomConstraints: [NSLayoutConstraint] = []

  /// Creates a bar.
  ///
  /// - Parameter configuration: The bar's values; defaults to `InputBarConfiguration()`.
  public init(configuration: InputBarConfiguration = InputBarConfiguration()) {
    self.configuration = configuration
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a bar from a storyboard or a nib, with `InputBarConfiguration()`; assign
  /// ``configuration`` in `awakeFromNib()` or later.
  ///
  /// The bar builds its own subviews: leave it empty in Interface Builder.
  public required init?(coder: NSCoder) {
    self.configuration = InputBarConfiguration()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    buildHierarchy()
    applyConfiguration()
    composerTextView.onReturnKeySend = { [weak self] in self?.send() }
    NotificationCenter.default.addObserver(
      self, selector: #selector(textViewTextDidChange(_:)),
      name: UITextView.textDidChangeNotification, object: textView)
  }

  /// Places views before the text view, after the attach button, replacing earlier ones.
  public func setLeadingItems(_ items: [UIView]) {
    leadingItems = items
    rebuildItemStacks()
  }

  /// Places views after the text view, before the send button, replacing earlier ones.
  public func setTrailingItems(_ items: [UIView]) {
    trailingItems = items
    rebuildItemStacks()
  }

  /// Sends the text as a tap on the send button does: calls ``onSend`` with the trimmed text and
  /// clears it when ``InputBarConfiguration/clearsTextOnSend`` is `true`.
  ///
  /// Does nothing when the text is only whitespace, or while ``isSending``.
  public func send() {
    guard !isSending, let message = OutgoingText.message(from: text) else { return }
    onSend?(message)
    if configuration.clearsTextOnSend { text = "" }
  }

  /// The size from the bar's constraints; in accessory mode `.zero`, so that UIKit sizes the
  /// accessory by its constraints and its flexible height.
  public override var intrinsicContentSize: CGSize {
    isInputAccessory ? .zero : super.intrinsicContentSize
  }

  /// Lays out the bar, then re-plans the text view's height at its current width.
  public override func layoutSubviews() {
    updateDockedMargins()
    super.layoutSubviews()
    layOutBackgroundExtension()
    layOutGlass()
    updateTextHeight()
  }

  /// Re-plans the height when Dynamic Type or the display scale changes.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateSeparatorHeight()
    updateFieldBorder()
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      setNeedsLayout()
    }
  }

  /// The view that receives a touch at `point`: UIKit's answer, except that a touch in the bar
  /// near an enabled control, within its 44 × 44-pt hit area, goes to that control.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard hit != nil, !(hit is UIControl) else { return hit }
    return control(near: point) ?? hit
  }

  /// Re-attaches the background's extension to the new superview's bottom.
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateBackgroundExtension()
    setNeedsLayout()
  }

  @objc private func textViewTextDidChange(_ notification: Notification) {
    textDidChange()
  }

  /// Updates what depends on the text and tells ``onTextChange``; the height waits for the next
  /// layout pass, never re-entering layout from the notification (see *How the iOS keyboard
  /// behaves*, "Auto-growing text").
  func textDidChange() {
    updateTextState()
    onTextChange?(text)
    setNeedsLayout()
  }

  /// Shows the placeholder only while empty; enables send only with non-whitespace text.
  func updateTextState() {
    placeholderLabel.isHidden = !text.isEmpty
    sendButton.isEnabled = !isSending && OutgoingText.message(from: text) != nil
  }

  @objc func sendButtonTapped() {
    send()
  }

  @objc func attachButtonTapped() {
    onAttach?()
  }
}
#endif
