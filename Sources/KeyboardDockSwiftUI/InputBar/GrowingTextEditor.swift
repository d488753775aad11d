#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// The iOS 15 field of ``KeyboardInputBar``: a `UITextView` that grows line by line up to a limit.
///
/// It scrolls beyond the limit, and is sized by the core's `TextGrowthConfiguration` as `InputBarView`'s text
/// view is. SwiftUI's vertical `TextField` does this from iOS 16; `TextEditor` cannot size itself to its text
/// on iOS 15.
@MainActor
struct GrowingTextEditor: View {
  @Binding var text: String
  var lineLimit: ClosedRange<Int>

  @State private var height: CGFloat?

  var body: some View {
    TextViewRepresentable(text: $text, height: $height, lineLimit: lineLimit)
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

  func makeCoordinator() -> TextViewCoordinator { TextViewCoordinator(self) }

  func makeUIView(context: Context) -> MeasuredTextView {
    let view = MeasuredTextView()
    view.font = .preferredFont(forTextStyle: .body)
    view.adjustsFontForContentSizeCategory = true
    view.backgroundColor = nil
    view.isScrollEnabled = false
    view.text = text
    view.delegate = context.coordinator
    // Take the width SwiftUI offers rather than the width of the unwrapped text.
    view.setContentHuggingPriority(.defaultLow, for: .horizontal)
    view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    view.onMeasurementInputsChange = { [weak coordinator = context.coordinator] view in
      coordinator?.scheduleMeasurement(of: view)
    }
    return view
  }

  func updateUIView(_ uiView: MeasuredTextView, context: Context) {
    context.coordinator.representable = self
    if uiView.text != text {
      uiView.text = text
      context.coordinator.scheduleMeasurement(of: uiView)
    }
  }
}

/// Keeps the binding in step with the text view and sizes it after each change.
@MainActor
private final class TextViewCoordinator: NSObject, UITextViewDelegate {
  var representable: TextViewRepresentable
  private var isMeasurementScheduled = false

  init(_ representable: TextViewRepresentable) {
    self.representable = representable
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

  /// Plans the height at the view's current width and hands it to SwiftUI.
  ///
  /// The plan's scrolling is applied with
  /// `UITextView.applyGrowth(minimumLineCount:maximumLineCount:availableHeight:)`.
  private func measure(_ textView: UITextView) {
    let limits = representable.lineLimit
    guard
      let plan = textView.applyGrowth(
        minimumLineCount: limits.lowerBound, maximumLineCount: limits.upperBound)
    else { return }
    if representable.height != plan.height {
      representable.height = plan.height
    }
  }
}

/// A text view that reports when what its height depends on changes: its width and the content size category.
private final class MeasuredTextView: UITextView {
  var onMeasurementInputsChange: (@MainActor (MeasuredTextView) -> Void)?
  private var measuredWidth: CGFloat = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.width != measuredWidth {
      measuredWidth = bounds.width
      onMeasurementInputsChange?(self)
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
      onMeasurementInputsChange?(self)
    }
  }
}
#endif
