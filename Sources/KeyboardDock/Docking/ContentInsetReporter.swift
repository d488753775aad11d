#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Plans the bottom inset of content that fills a tracked view with the tracker's driver, as the
/// driver plans a scroll view there: the inset SwiftUI's keyboard modifiers give their content.
///
/// It sends the driver a `VirtualScrollView` — the view's size, its bottom safe area as SwiftUI
/// lays it out, the insets last planned — before the driver's next input whenever the size or
/// the safe area changed, and takes the inset from every scroll-view plan the driver answers
/// (`VirtualScrollView/bottomInset`). The rules are the driver's: the content clears the bar and a
/// docked keyboard the bar does not follow, whichever covers more, beyond its safe area.
///
/// ``onChange`` hears of a new inset where the answer arrives: inside the keyboard notification
/// handler for a notification (the keyboard's transaction), in the layout pass that carries a
/// sample, at the end of the run-loop turn for a hide held until then.
///
/// When the content is a scroll view, ``measureContent`` measures it before each input, and the
/// driver plans its vertical offset too (`VirtualScrollView`'s "The scroll view that shows the
/// content"): ``onContentOffset`` gets each offset's motion where the answer arrives, to apply as
/// `DockValueMotion/applyToContentOffset(of:)` does, so that inside the handler a list at its
/// newest edge rides with the bar in the keyboard's own animation, as under a UIKit dock.
///
/// ``KeyboardDockInstaller`` feeds it beside its bar through
/// ``KeyboardDockInstaller/contentInsetReporter``; a tracker with no bar feeds it after
/// ``attach(to:)``.
@MainActor
package final class ContentInsetReporter {
  /// Called with the new inset, in points, when a plan changes it, and the keyboard's animation
  /// to show it with
  /// (`KeyboardUpdateDelivery.contentInsetAnimation(for:plansContentOffset:keyboardSpring:)`),
  /// or `nil` to set it at once.
  ///
  /// Defaults to `nil`.
  package var onChange: (@MainActor (CGFloat, KeyboardAnimation?) -> Void)?
  /// Measures the scroll view that shows the content, with the inset the content was laid out
  /// with, before each input; `nil` (or a closure that returns `nil`) when there is none.
  ///
  /// Defaults to `nil`.
  package var measureContent: (@MainActor () -> VirtualScrollView.Content?)?
  /// Called with the vertical offset's motion the driver planned for the scroll view that shows
  /// the content, where the answer arrives.
  ///
  /// Defaults to `nil`.
  package var onContentOffset: (@MainActor (DockValueMotion) -> Void)?
  /// The bottom inset the content needs beyond its safe area, as last planned, in points: `0`
  /// before the first plan.
  package var bottomInset: CGFloat { scrollView.bottomInset }
  /// Whether the driver plans the offset of the scroll view that shows the content, as of the
  /// latest measurement (`VirtualScrollView/plansContentOffset`).
  package var plansContentOffset: Bool { scrollView.plansContentOffset }

  private var scrollView = VirtualScrollView()
  /// The geometry the driver last heard of or planned.
  private var reported: ScrollViewGeometry?

  /// Creates a reporter for a view with no size yet.
  package init() {}

  /// Takes the view's size and its bottom safe area as SwiftUI lays it out, in points; the driver
  /// hears of them before its next input.
  package func update(size: CGSize, safeAreaBottom: CGFloat) {
    scrollView.resize(to: size, safeAreaBottom: safeAreaBottom)
  }

  /// The virtual scroll view, with the content's scroll view measured now, when it changed since
  /// the driver last heard of it: to send before each input.
  package func inputs(at time: TimeInterval) -> [KeyboardDockInput] {
    if let takenBack = scrollView.measureContent(measureContent?()) { onContentOffset?(takenBack) }
    let geometry = scrollView.geometry
    guard geometry != reported else { return [] }
    reported = geometry
    return [.scrollView(geometry, frame: scrollView.frame, at: time)]
  }

  /// Sends the view again before the next input: a new driver has heard nothing of it.
  package func resend() {
    reported = nil
  }

  /// Takes the driver's answer to an input: a scroll-view plan sets the inset and moves the
  /// content's scroll view.
  ///
  /// - Parameters:
  ///   - actions: The driver's answer.
  ///   - keyboardSpring: The spring the keyboard runs, as read in its handler (the driver's
  ///     `keyboardSpring`): the inset's animation runs it, not the system's.
  package func receive(_ actions: KeyboardDockActions, keyboardSpring: KeyboardSpringParameters) {
    guard let motion = actions.scrollView else { return }
    let old = scrollView.bottomInset
    if let offset = scrollView.apply(motion) { onContentOffset?(offset) }
    // The driver holds the geometry it planned: nothing to send for it.
    reported = scrollView.geometry
    guard scrollView.bottomInset != old else { return }
    let animation = KeyboardUpdateDelivery.contentInsetAnimation(
      for: actions.transition?.animation, plansContentOffset: scrollView.plansContentOffset,
      keyboardSpring: keyboardSpring)
    onChange?(scrollView.bottomInset, animation)
  }

  /// Feeds and answers a tracker that docks no bar: takes its driver's answers and the inputs
  /// before each (``KeyboardTracker``'s internal hooks), until ``detach(from:)``.
  ///
  /// A tracker's driver plans for a bar of height `0` until told otherwise, so the content
  /// clears the keyboard alone.
  package func attach(to tracker: KeyboardTracker) {
    resend()
    tracker.onActions = { [weak self, weak tracker] actions in
      self?.receive(actions, keyboardSpring: tracker?.keyboardSpring ?? .keyboard)
    }
    tracker.inputsBeforeEach = { [weak self] in self?.inputs(at: KeyboardTracker.now()) ?? [] }
  }

  /// Stops taking `tracker`'s answers.
  package func detach(from tracker: KeyboardTracker) {
    tracker.onActions = nil
    tracker.inputsBeforeEach = nil
  }
}
#endif
