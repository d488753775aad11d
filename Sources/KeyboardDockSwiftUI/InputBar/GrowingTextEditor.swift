#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// The field of ``KeyboardInputBar``: a `UITextView` that grows line by line up to a limit, with the
/// composer's hardware Return keys, paste hook and panels.
///
/// It scrolls beyond the limit, and is sized by the core's `TextGrowthConfiguration` as `InputBarView`'s text
/// view is. It is a UIKit text view on every version, because SwiftUI's text fields give no hold on the
/// Return key, on pasted images or on the input view a panel needs.
@MainActor
struct GrowingTextEditor: View {
  @Binding var text: String
  var lineLimit: ClosedRange<Int>
  var returnKeyBehavior: HardwareReturnKeyBehavior
  var onReturnKeySend: @MainActor () -> Void
  var onPasteImages: (@MainActor ([UIImage]) -> Void)?
  /// The space the text and the header share; unbounded unless the bar passes it.
  var space = ComposerSpace(containerHeight: nil, barBottomOffset: 0, chromeHeight: 0, headerHeight: 0)
  /// Receives the header's planned height, which may clip it.
  var headerLimit: Binding<CGFloat?> = .constant(nil)
  /// Receives the text view, for the bar's escape action.
  var escapeTarget: ComposerEscapeTarget?
  /// The font, or `nil` for the body style's; it follows Dynamic Type either way.
  var font: UIFont?
  /// The text's colour, or `nil` for the label colour.
  var textColor: Color?
  /// The focus the app drives, or `nil`.
  var focus: Binding<Bool>?

  @Environment(\.keyboardPanelRequest) private var panel
  @State private var height: CGFloat?

  var body: some View {
    TextViewRepresentable(
      text: $text, height: $height, lineLimit: lineLimit, returnKeyBehavior: returnKeyBehavior,
      onReturnKeySend: onReturnKeySend, onPasteImages: onPasteImages, panel: panel, space: space,
      headerLimit: headerLimit, escapeTarget: escapeTarget,
      style: TextViewStyle(font: font, textColor: textColor.map { UIColor($0) }), focus: focus
    )
    .frame(height: height ?? Self.estimatedMinimumHeight(lineCount: lineLimit.lowerBound))
  }

  /// The height of `lineCount` empty lines in the body font, until the text view has a width to measure with.
  private static func estimatedMinimumHeight(lineCount: Int) -> CGFloat {
    TextGrowthConfiguration(
      lineHeight: UIFont.preferredFont(forTextStyle: .body).lineHeight, minimumLineCount: lineCount
    ).minimumHeight
  }
}

@MainActor
private struct TextViewRepresentable: UIViewRepresentable {
  @Binding var text: String
  @Binding var height: CGFloat?
  var lineLimit: ClosedRange<Int>
  var returnKeyBehavior: HardwareReturnKeyBehavior
  var onReturnKeySend: @MainActor () -> Void
  var onPasteImages: (@MainActor ([UIImage]) -> Void)?
  var panel: KeyboardPanelRequest
  var space: ComposerSpace
  var headerLimit: Binding<CGFloat?>
  var escapeTarget: ComposerEscapeTarget?
  var style: TextViewStyle
  var focus: Binding<Bool>?

  func makeCoordinator() -> TextViewCoordinator { TextViewCoordinator(self) }

  func makeUIView(context: Context) -> ComposerTextView {
    let view = ComposerTextView()
    view.font = style.scaledFont(compatibleWith: view.traitCollection)
    view.adjustsFontForContentSizeCategory = true
    view.backgroundColor = nil
    view.isScrollEnabled = false
    view.text = text
    view.delegate = context.coordinator
    // Take the width SwiftUI offers rather than the width of the unwrapped text.
    view.setContentHuggingPriority(.defaultLow, for: .horizontal)
    view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let coordinator = context.coordinator
    view.onMeasurementInputsChange = { [weak coordinator] view in
      coordinator?.scheduleMeasurement(of: view)
    }
    view.onReturnKeySend = { [weak coordinator] in coordinator?.representable.onReturnKeySend() }
    coordinator.attach(to: view)
    return view
  }

  func updateUIView(_ uiView: ComposerTextView, context: Context) {
    let old = context.coordinator.representable.space
    let spaceChanged = old != space
    ComposerHeaderFocus.headerChanged(
      from: old.headerHeight, to: space.headerHeight, oldFrame: old.headerFrame, textView: uiView)
    context.coordinator.representable = self
    escapeTarget?.textView = uiView
    uiView.returnKeyBehavior = returnKeyBehavior
    uiView.onPasteImages = onPasteImages
    if spaceChanged { context.coordinator.scheduleMeasurement(of: uiView) }
    if context.coordinator.appliedStyle != style {
      context.coordinator.appliedStyle = style
      uiView.font = style.scaledFont(compatibleWith: uiView.traitCollection)
      uiView.textColor = style.textColor ?? .label
      context.coordinator.scheduleMeasurement(of: uiView)
    }
    context.coordinator.followFocus(of: uiView)
    if uiView.text != text {
      uiView.text = text
      context.coordinator.scheduleMeasurement(of: uiView)
    }
    context.coordinator.schedulePanelUpdate()
  }
}

/// Keeps the binding in step with the text view, sizes it after each change, and shows the
/// requested panel.
@MainActor
private final class TextViewCoordinator: NSObject, UITextViewDelegate {
  var representable: TextViewRepresentable
  private var isMeasurementScheduled = false
  private var isPanelUpdateScheduled = false
  private var panels: KeyboardPanelController?
  /// The panel shown, and the hosting controller that shows it.
  private var shown: (id: AnyHashable, hosting: UIHostingController<AnyView>)?

  init(_ representable: TextViewRepresentable) {
    self.representable = representable
  }

  func attach(to textView: ComposerTextView) {
    let panels = KeyboardPanelController(textView: textView)
    panels.onPanelChange = { [weak self] panel in
      // The text view stopped editing with a panel shown: the request is over.
      guard let self, panel == nil, self.shown != nil else { return }
      self.shown = nil
      self.representable.panel.dismiss()
    }
    self.panels = panels
  }

  /// The style last applied to the text view.
  var appliedStyle: TextViewStyle?

  /// The app's focus as last read in an update: only a change of it, as read, moves the first
  /// responder, so a value written back here (the user's tap) that SwiftUI does not keep resigns
  /// nothing.
  private var lastSeenFocus: Bool?

  /// Makes the text view first responder, or resigns it, when the app's focus changed as read here.
  ///
  /// It acts on the next turn, not during SwiftUI's update; the first read asks for focus when it
  /// is `true`.
  func followFocus(of textView: UITextView) {
    guard let wanted = representable.focus?.wrappedValue else { return }
    let previous = lastSeenFocus
    lastSeenFocus = wanted
    guard previous != wanted, wanted != textView.isFirstResponder else { return }
    if wanted {
      becomeFirstResponder(textView)
    } else if previous == true {
      Task { @MainActor [weak textView] in _ = textView?.resignFirstResponder() }
    }
  }

  private func becomeFirstResponder(_ textView: UITextView) {
    Task { @MainActor [weak textView] in
      guard let textView, textView.window != nil, !textView.isFirstResponder else { return }
      textView.becomeFirstResponder()
    }
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    if representable.focus?.wrappedValue == false { representable.focus?.wrappedValue = true }
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    if representable.focus?.wrappedValue == true { representable.focus?.wrappedValue = false }
  }

  func textViewDidChange(_ textView: UITextView) {
    representable.text = textView.text
    measure(textView)
  }

  /// Measures on the next turn.
  ///
  /// A text change from SwiftUI or a new width arrives during a SwiftUI update or a layout pass, where the
  /// height state must not change (see *How the iOS keyboard behaves*, "Auto-growing text").
  func scheduleMeasurement(of textView: UITextView) {
    guard !isMeasurementScheduled else { return }
    isMeasurementScheduled = true
    Task { @MainActor [weak self, weak textView] in
      guard let self else { return }
      self.isMeasurementScheduled = false
      if let textView { self.measure(textView) }
    }
  }

  /// Shows or hides the requested panel on the next turn.
  ///
  /// Swapping the input view posts keyboard notifications at once, and the keyboard modifiers
  /// publish their state from them: that must not happen during the SwiftUI update that changed the
  /// request.
  func schedulePanelUpdate() {
    let request = representable.panel
    if request.id == shown?.id {
      if let content = request.content { shown?.hosting.rootView = content }
      return
    }
    guard !isPanelUpdateScheduled else { return }
    isPanelUpdateScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isPanelUpdateScheduled = false
      self.updatePanel()
    }
  }

  private func updatePanel() {
    guard let panels else { return }
    let request = representable.panel
    guard request.id != shown?.id else { return }
    if let id = request.id, let content = request.content {
      let hosting = UIHostingController(rootView: content)
      hosting.view.backgroundColor = .clear
      shown = (id, hosting)
      panels.show(hosting.view)
    } else {
      shown = nil
      if panels.isShowingPanel { panels.showKeyboard() }
    }
  }

  /// Plans the header's and the text's heights at the view's current width, in the space the
  /// docked bar has above the keyboard (`ComposerHeightPlan`, as `InputBarView`), and hands them to
  /// SwiftUI.
  ///
  /// Skipped while the view has no width. The plan's scrolling is applied with
  /// `UITextView.applyScrolling(of:)`.
  private func measure(_ textView: UITextView) {
    let limits = representable.lineLimit
    guard let fitting = textView.fittingHeight else { return }
    let growth = textView.growthConfiguration(
      minimumLineCount: limits.lowerBound, maximumLineCount: limits.upperBound)
    let plan = representable.space.plan(growth: growth, contentHeight: fitting)
    textView.applyScrolling(of: plan.text)
    if representable.height != plan.text.height {
      representable.height = plan.text.height
    }
    let limit = plan.headerHeight < representable.space.headerHeight ? plan.headerHeight : nil
    if representable.headerLimit.wrappedValue != limit {
      representable.headerLimit.wrappedValue = limit
    }
  }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
/// The text view's font and colour from ``KeyboardInputBarAppearance``.
struct TextViewStyle: Equatable {
  var font: UIFont?
  var textColor: UIColor?

  /// The font scaled for Dynamic Type: the app's, through the body style's metrics, or the body
  /// style's own.
  @MainActor
  func scaledFont(compatibleWith traits: UITraitCollection) -> UIFont {
    guard let font else { return .preferredFont(forTextStyle: .body, compatibleWith: traits) }
    return UIFontMetrics(forTextStyle: .body).scaledFont(for: font, compatibleWith: traits)
  }
}
#endif
