#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

/// Shows panels — attachments, emoji, stickers — in the keyboard's place for a text view, at the
/// keyboard's height, and switches back to the keyboard.
///
/// A panel is the text view's `inputView`, so UIKit treats it as the keyboard: it posts the
/// keyboard notifications for it, interactive dismissal drags it away, an input accessory rides on
/// it, and a bar docked by ``KeyboardDockInstaller`` or ``KeyboardTracker`` follows it as it follows
/// the keyboard. Switching with ``show(_:)`` and ``showKeyboard()`` swaps the input view with
/// `reloadInputViews()`.
///
/// The panel's height is the system keyboard's, from a `PanelHeightMemory` the controller feeds
/// from the keyboard's notifications while the text view edits — docked, local, system keyboards
/// only, never a panel's own frame — and keeps in a `PanelHeightStore` across launches. When the
/// keyboard was measured on this screen in this orientation, keyboard → panel → keyboard moves
/// neither the bar nor the content; before that (the first launch, a new orientation) the panel
/// takes the fallback height and the bar moves with the same animation as any keyboard height
/// change. See *Panels and the keyboard's height* in KeyboardDockCore's documentation.
///
/// **Storage.** By default the controller writes the keyboard heights it learns to
/// `UserDefaults.standard`, under the key `"KeyboardDock.panelHeights"`
/// (`UserDefaultsPanelHeightStore()`): a few numbers per screen size and orientation, read only by
/// the app itself. `UserDefaults` is one of Apple's required-reason APIs, which the package's privacy
/// manifest declares. Pass another `PanelHeightStore` to keep them elsewhere, or one that keeps
/// nothing.
///
/// ```swift
/// let panels = KeyboardPanelController(textView: inputBar.textView)
/// inputBar.onAttach = { panels.toggle(attachmentPanel) }
/// ```
///
/// While VoiceOver runs, a panel shown takes VoiceOver's focus on its first element once it is on
/// screen, and when the keyboard comes back because an element of the panel was used, the focus goes
/// to the text view. For the text view of an ``InputBarView`` or a `KeyboardInputBar`, an escape
/// (VoiceOver's two-finger scrub, Esc on a hardware keyboard) closes the panel first, back to the
/// keyboard (<doc:Accessibility>).
///
/// ``InputBarView`` has one ready: ``InputBarView/panelController``.
@MainActor
public final class KeyboardPanelController {
  /// The text view whose input view the controller swaps; held weakly.
  public private(set) weak var textView: UITextView?
  /// The panel heights remembered so far.
  public private(set) var memory: PanelHeightMemory
  /// Where ``memory`` is kept between launches.
  public let store: any PanelHeightStore
  /// The panel shown in the keyboard's place, or `nil` while the keyboard is the input view.
  public private(set) var panel: UIView?
  /// Whether the last keyboard notification reported a hardware keyboard's shortcuts bar.
  public private(set) var isHardwareKeyboardAttached = false
  /// The height of an input accessory view the text view's keyboard frames include, in points,
  /// subtracted from each height remembered.
  ///
  /// Defaults to the height of the text view's own `inputAccessoryView`, or `0`.
  public var accessoryHeight: @MainActor () -> CGFloat
  /// Called after a panel is shown (with the panel) or the keyboard comes back (with `nil`),
  /// including when the text view stops editing with a panel shown.
  ///
  /// Defaults to `nil`.
  public var onPanelChange: (@MainActor (UIView?) -> Void)?

  private var host: KeyboardPanelHostView?
  private var observation: NotificationObservation?
  /// Whether VoiceOver moves to the panel once its host is laid out in a window.
  private var focusesPanelOnLayout = false

  /// Creates a controller for a text view.
  ///
  /// - Parameters:
  ///   - textView: The text view that shows the panels; usually ``InputBarView/textView``.
  ///   - store: Where the heights are kept between launches. Defaults to
  ///     `UserDefaultsPanelHeightStore()`, `UserDefaults.standard` under
  ///     `"KeyboardDock.panelHeights"`.
  ///   - rules: The rules heights are remembered and answered by. Defaults to
  ///     `PanelHeightRules.default`.
  public init(
    textView: UITextView, store: any PanelHeightStore = UserDefaultsPanelHeightStore(),
    rules: PanelHeightRules = .default
  ) {
    self.textView = textView
    self.store = store
    self.memory = PanelHeightMemory(loadingFrom: store, rules: rules)
    self.accessoryHeight = { [weak textView] in textView?.inputAccessoryView?.bounds.height ?? 0 }
    (textView as? ComposerTextView)?.panelController = self
    observation = NotificationObservation(
      names: [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
        UITextView.textDidEndEditingNotification,
      ]
    ) { [weak self] notification in
      self?.receive(notification)
    }
  }

  /// `true` while a panel is the text view's input view.
  public var isShowingPanel: Bool { panel != nil }

  /// The height a panel shown now takes, in points: the memory's answer for the text view's
  /// window, screen and keyboard state.
  ///
  /// While the text view is in no window it is the portrait fallback for the text view's idiom.
  public var panelHeight: CGFloat {
    let idiom = PanelDeviceIdiom(textView?.traitCollection.userInterfaceIdiom ?? .phone)
    return memory.panelHeight(
      for: placement ?? PanelPlacement(screenSize: .zero, windowHeight: 0, idiom: idiom))
  }

  /// Shows `panel` in the keyboard's place, making the text view first responder if it is not.
  ///
  /// The panel's view fills the input view within its safe area; give it the keyboard's
  /// background or your own. Showing the panel already shown does nothing.
  public func show(_ panel: UIView) {
    guard let textView, panel !== self.panel else { return }
    let focus = ComposerAccessibility.focus(removing: host.map { [$0] } ?? [], textView: textView)
    let host = KeyboardPanelHostView(content: panel, height: panelHeight)
    host.onLayout = { [weak self] host in self?.updateHeight(of: host) }
    host.onEscape = { [weak self] in self?.escape() ?? false }
    self.host = host
    self.panel = panel
    textView.inputView = host
    present(in: textView)
    focusesPanelOnLayout = ComposerFocusRule.target(after: .panelShown, focus: focus) == .panel
    if !focusesPanelOnLayout { ComposerAccessibility.postLayoutChange(focusing: textView) }
    onPanelChange?(panel)
  }

  /// Brings the system keyboard back in the panel's place, making the text view first responder
  /// if it is not.
  public func showKeyboard() {
    guard let textView else { return }
    let hadPanel = panel != nil
    let focus = ComposerAccessibility.focus(removing: host.map { [$0] } ?? [], textView: textView)
    removePanel(from: textView)
    present(in: textView)
    if hadPanel {
      let target = ComposerFocusRule.target(after: .keyboardShown, focus: focus)
      ComposerAccessibility.postLayoutChange(focusing: target == .textView ? textView : nil)
      onPanelChange?(nil)
    }
  }

  /// Shows `panel`, or the keyboard when `panel` is the panel already shown.
  public func toggle(_ panel: UIView) {
    if panel === self.panel { showKeyboard() } else { show(panel) }
  }

  /// Forgets every remembered height, here and in the store.
  public func removeRememberedHeights() {
    memory.removeAll()
    memory.save(to: store)
  }

  private var placement: PanelPlacement? {
    textView.flatMap { PanelPlacement(view: $0, isHardwareKeyboardAttached: isHardwareKeyboardAttached) }
  }

  private func present(in textView: UITextView) {
    if textView.isFirstResponder {
      textView.reloadInputViews()
    } else {
      textView.becomeFirstResponder()
    }
  }

  private func removePanel(from textView: UITextView) {
    focusesPanelOnLayout = false
    if textView.inputView === host { textView.inputView = nil }
    host = nil
    panel = nil
  }

  /// Answers the height again when the host lays out, after a rotation or a window resize, and
  /// moves VoiceOver to a panel just shown once it is in a window.
  private func updateHeight(of host: KeyboardPanelHostView) {
    guard host === self.host else { return }
    host.height = panelHeight
    if focusesPanelOnLayout, host.window != nil {
      focusesPanelOnLayout = false
      ComposerAccessibility.postLayoutChange(focusing: host.content)
    }
  }

  /// An escape from inside the panel (VoiceOver's scrub on one of its elements): back to the
  /// keyboard.
  private func escape() -> Bool {
    guard let textView, panel != nil else { return false }
    if let composer = textView as? ComposerTextView { return composer.performEscape() }
    showKeyboard()
    return true
  }

  private func receive(_ notification: Notification) {
    if notification.name == UITextView.textDidEndEditingNotification {
      guard let textView, notification.object as? UITextView === textView, panel != nil else { return }
      // The next edit starts on the keyboard, as in Messages.
      removePanel(from: textView)
      onPanelChange?(nil)
      return
    }
    rememberKeyboard(from: notification)
  }

  /// Remembers the system keyboard's height from a *will* notification; never a panel's.
  ///
  /// Only while the text view edits, as Signal does: another field's keyboard may carry another
  /// accessory.
  private func rememberKeyboard(from notification: Notification) {
    guard panel == nil, let textView, textView.isFirstResponder, let window = textView.window,
      let container = KeyboardContainer(view: window)
    else { return }
    let keyboard = KeyboardNotification(notification, timestamp: CACurrentMediaTime())
    guard
      let entry = PanelHeightMemory.entry(for: keyboard, in: container, accessoryHeight: accessoryHeight())
    else { return }
    isHardwareKeyboardAttached = entry.key.isHardwareKeyboardAttached
    let before = memory
    memory.remember(keyboardHeight: entry.height, for: entry.key)
    if memory != before { memory.save(to: store) }
  }
}
#endif
