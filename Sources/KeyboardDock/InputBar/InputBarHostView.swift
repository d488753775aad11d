#if canImport(UIKit)
import UIKit

/// An invisible view that shows an ``InputBarView`` as its `inputAccessoryView`, on the keyboard.
///
/// It can become first responder. This is accessory mode, where UIKit carries the bar on the keyboard. Unlike
/// overriding `inputAccessoryView` on the view controller, this creates no retain cycle: the view owns the
/// bar, the controller owns the view, and the bar references neither.
///
/// ```swift
/// let host = InputBarHostView(inputBar: InputBarView())
/// view.addSubview(host)
/// host.becomeFirstResponder()   // in viewDidAppear: the bar appears at the bottom
/// ```
///
/// Accessory mode has caveats that the default, an ordinary subview placed by ``KeyboardDockInstaller``, does
/// not:
/// - The bar is visible only while the host or the bar's text view is first responder, so call
///   `becomeFirstResponder()` again in `viewDidAppear(_:)` after presenting another controller, an alert or
///   a search bar (InputBarAccessoryView issues 21, 86 and 252).
/// - The keyboard frame UIKit reports includes the bar before iOS 26 and, by reports, not on iOS 26 (see
///   *How the iOS keyboard behaves*, "iOS 26").
/// - Scroll insets are yours to apply, from ``KeyboardTracker/overlap(with:accessory:)``, which counts the
///   bar whether the keyboard's frame includes it or not.
@MainActor
public final class InputBarHostView: UIView {
  /// The bar this view returns as its `inputAccessoryView`.
  public let inputBar: InputBarView

  /// Creates a host for `inputBar` and switches the bar to accessory mode.
  ///
  /// The bar then sizes itself by its constraints and pads its content for the home indicator from its own
  /// safe area.
  public init(inputBar: InputBarView) {
    self.inputBar = inputBar
    super.init(frame: .zero)
    inputBar.isInputAccessory = true
    inputBar.accessoryHost = self
    isAccessibilityElement = false
  }

  /// Creates a host from a storyboard or a nib, for a new ``InputBarView`` with
  /// `InputBarConfiguration()`; configure it through ``inputBar``.
  public required init?(coder: NSCoder) {
    self.inputBar = InputBarView()
    super.init(coder: coder)
    inputBar.isInputAccessory = true
    inputBar.accessoryHost = self
    isAccessibilityElement = false
  }

  /// `true`: the host becomes first responder to show the bar without a keyboard.
  public override var canBecomeFirstResponder: Bool { true }

  /// The bar, ``inputBar``.
  public override var inputAccessoryView: UIView? { inputBar }

  /// Asks the bar to measure its growth cap again against the new superview.
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    inputBar.setNeedsLayout()
  }
}
#endif
