#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

/// Keeps the field being edited in a scroll view visible above the keyboard: avoidance for forms.
///
/// ```swift
/// avoidance = KeyboardAvoidance(scrollView: scrollView)   // keep a reference
/// ```
///
/// While the keyboard covers the scroll view, the bottom content inset and indicator insets grow
/// by what the keyboard covers beyond the safe area, and the field that became first responder is
/// revealed whole with ``margin`` around it — or, for a text view taller than the visible area,
/// its caret. When the keyboard hides, exactly what was added is removed.
///
/// Unlike Apple's classic listing, insets you change while the keyboard is up survive, the safe area is
/// not counted twice, and a height change without a new show re-plans at once (see *How the iOS keyboard
/// behaves*, "Scroll-view insets"). A keyboard another app raised covers the content too and is avoided.
/// The field being edited is found from the begin-editing notifications of text fields and text views
/// inside the scroll view, without private API.
///
/// While the keyboard is up the scroll view bounces vertically (`alwaysBounceVertical`), so a
/// form shorter than the screen can still be dragged to dismiss the keyboard; the old value comes
/// back when the keyboard hides or avoidance detaches.
///
/// Keep a strong reference while the form is shown. Avoidance released while attached detaches
/// itself on the main actor: the scroll view loses exactly the insets avoidance added.
@MainActor
public final class KeyboardAvoidance {
  /// The scroll view avoidance is attached to, or `nil`.
  public private(set) weak var scrollView: UIScrollView?
  /// The space kept around a revealed field, in points.
  ///
  /// Defaults to `8`. Negative and non-finite values count as `0`.
  public var margin: CGFloat = 8
  /// The text field or text view being edited inside the scroll view, or `nil`.
  public private(set) weak var editingView: UIView?

  private var tracker: KeyboardTracker?
  private var adjuster = ScrollInsetAdjuster(keepsNewestContentVisible: false)
  private var editingObservations: [NotificationObservation] = []
  /// Makes short content bounce while the keyboard is up, so the dismiss gesture can start.
  private var bounce: KeyboardBounce?

  /// Creates avoidance that is not attached yet; call ``attach(to:)``.
  public init() {}

  /// Creates avoidance attached to `scrollView`.
  public convenience init(scrollView: UIScrollView) {
    self.init()
    attach(to: scrollView)
  }

  /// Removes the insets avoidance added, on the main actor.
  ///
  /// The notification observers and the tracker end with the object.
  deinit {
    guard let scrollView else { return }
    let adjuster = self.adjuster
    performOnMainActor { _ = scrollView.removeInsets(addedBy: adjuster) }
  }

  /// Starts avoiding the keyboard in `scrollView`, detaching from an earlier one first.
  public func attach(to scrollView: UIScrollView) {
    detach()
    self.scrollView = scrollView
    // Measured against a view that does not scroll when there is one. Notifications only: a
    // form's insets wait for the release of an interactive dismissal rather than following the
    // drag, which made the Apple listing jump (see *How the iOS keyboard behaves*, "Scroll-view insets").
    let tracker = KeyboardTracker(
      view: scrollView.superview ?? scrollView, configuration: .init(frameSource: .none))
    tracker.onUpdate = { [weak self] update in self?.apply(update.animation) }
    tracker.onFrame = { [weak self] _ in self?.scrollViewMayHaveMoved() }
    self.tracker = tracker
    bounce = KeyboardBounce(scrollView: scrollView, tracker: tracker)
    editingObservations = [
      NotificationObservation(
        names: [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
      ) { [weak self] in self?.textInputDidBeginEditing($0) },
      NotificationObservation(
        names: [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification]
      ) { [weak self] in self?.textInputDidEndEditing($0) },
      NotificationObservation(names: [UITextView.textDidChangeNotification]) { [weak self] in
        self?.textViewDidChange($0)
      },
    ]
    apply(.immediate(at: CACurrentMediaTime()))
  }

  /// Stops avoiding the keyboard and removes exactly the insets avoidance added.
  public func detach() {
    for observation in editingObservations { observation.invalidate() }
    editingObservations = []
    bounce?.restore()
    bounce = nil
    tracker?.onUpdate = nil
    tracker?.onFrame = nil
    tracker?.stop()
    tracker = nil
    editingView = nil
    if let scrollView { adjuster = scrollView.removeInsets(addedBy: adjuster) }
    scrollView = nil
  }

  // MARK: Keyboard

  /// Plans the insets for the keyboard's overlap and reveals the field being edited in the same animation.
  ///
  /// The field is revealed only while the keyboard covers the scroll view. Runs for every keyboard update,
  /// and when the field being edited changes or a text view's text changes under a resting keyboard, which
  /// posts no keyboard notification (see *How the iOS keyboard behaves*, "Frames that do not move").
  private func apply(_ animation: KeyboardAnimation) {
    guard let scrollView, let tracker else { return }
    let obstruction = tracker.overlap(with: scrollView)
    let geometry = ScrollViewGeometry(scrollView)
    var plan = adjuster.plan(for: geometry, obstruction: obstruction)
    if obstruction > 0, let offset = revealOffset(in: plan.applied(to: geometry)) {
      plan.contentOffset = offset
    }
    KeyboardAnimator.animate(animation) { scrollView.apply(plan) }
  }

  /// Plans again when the scroll view moved under the keyboard since the insets were planned.
  ///
  /// UIKit moves a form sheet up as the keyboard shows, and no keyboard notification says so:
  /// measured when `willShow` arrived, the sheet was covered by 134 pt; once moved, by 34 pt. The
  /// covered height is measured again on every frame of the keyboard's animation, and the insets
  /// follow at once when ``ScrollInsetAdjuster/needsPlan(for:obstruction:)`` says they are stale,
  /// rather than at `didShow`.
  private func scrollViewMayHaveMoved() {
    guard let scrollView, let tracker else { return }
    let obstruction = tracker.overlap(with: scrollView)
    guard adjuster.needsPlan(for: ScrollViewGeometry(scrollView), obstruction: obstruction) else { return }
    apply(tracker.currentAnimation ?? .immediate(at: CACurrentMediaTime()))
  }

  /// The offset that shows the field being edited (or its caret) in `geometry`, or `nil`.
  private func revealOffset(in geometry: ScrollViewGeometry) -> CGPoint? {
    guard let scrollView, let view = editingView, view.window != nil else { return nil }
    let field = view.convert(view.bounds, to: scrollView)
    var caret: CGRect?
    if let textView = view as? UITextView, let end = textView.selectedTextRange?.end {
      caret = textView.convert(textView.caretRect(for: end), to: scrollView)
    }
    let margin = margin.isFinite ? max(0, margin) : 0
    let target = RevealPlanner.rect(revealingField: field, caret: caret, margin: margin, in: geometry)
    return RevealPlanner.offset(revealing: target, margin: margin, in: geometry)
  }

  // MARK: First responder

  /// Reveals a field that began editing inside the scroll view.
  ///
  /// It moves on the running keyboard animation, or on the keyboard's curve.
  private func textInputDidBeginEditing(_ notification: Notification) {
    guard let scrollView, let view = notification.object as? UIView, view.isDescendant(of: scrollView) else {
      return
    }
    editingView = view
    apply(tracker?.currentAnimation ?? .keyboard(at: CACurrentMediaTime()))
  }

  private func textInputDidEndEditing(_ notification: Notification) {
    if let view = notification.object as? UIView, view === editingView { editingView = nil }
  }

  /// Keeps the caret of a growing text view above the keyboard as the user types.
  private func textViewDidChange(_ notification: Notification) {
    guard let view = notification.object as? UIView, view === editingView else { return }
    apply(.immediate(at: CACurrentMediaTime()))
  }
}
#endif
