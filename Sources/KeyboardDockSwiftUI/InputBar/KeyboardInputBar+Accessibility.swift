#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// The send button of ``KeyboardInputBar``: it scales with Dynamic Type up to XXXL and shows the
/// Large Content Viewer beyond, so that at the accessibility sizes the field keeps its width.
///
/// Voice Control answers to its label. It does not choose its label: the bar passes it.
@MainActor
struct ComposerSendButton: View {
  var label: Text
  var isEnabled: Bool
  var action: @MainActor () -> Void

  /// The largest text size the bar's icons scale to, as `InputBarView`'s buttons.
  static let maximumTypeSize = DynamicTypeSize.xxxLarge

  var body: some View {
    ScaledSendIcon(action: action)
      .disabled(!isEnabled)
      .frame(minWidth: 44, minHeight: 44)
      .dynamicTypeSize(...Self.maximumTypeSize)
      .accessibilityLabel(label)
      .accessibilityInputLabels([label])
      .accessibilityShowsLargeContentViewer {
        Image(systemName: "arrow.up.circle.fill")
        label
      }
  }
}

/// The icon itself: its size is read under the cap.
@MainActor
private struct ScaledSendIcon: View {
  var action: @MainActor () -> Void
  @ScaledMetric(relativeTo: .body) private var size: CGFloat = 30

  var body: some View {
    Button(action: action) {
      Image(systemName: "arrow.up.circle.fill")
        .resizable()
        .scaledToFit()
        .frame(width: size, height: size)
    }
  }
}

/// What ``GrowingTextEditor`` plans the text in: the docked bar's container, the bar's chrome and
/// the header's fitting height, for `ComposerHeightPlan`, as `InputBarView` does.
struct ComposerSpace: Equatable {
  /// The modified view's height under `keyboardDock`, or `nil` when the bar is not docked: then
  /// only the line limit caps the text.
  var containerHeight: CGFloat?
  /// Where the bar's bottom sits above the container's bottom: the keyboard or the safe area.
  var barBottomOffset: CGFloat
  /// The bar's height around the header and the text.
  var chromeHeight: CGFloat
  /// The header's fitting height; `0` without a header.
  var headerHeight: CGFloat
  /// The header's frame in the window's coordinates, for VoiceOver's focus when it leaves.
  var headerFrame = CGRect.zero

  /// The bar's height around its header and text in `resolved`'s look.
  ///
  /// Classic: 8 above and below, and 6 between header and text. Glass: 8 above, the keyboard gap
  /// below, and the header's own 8 + 8 padding and the 6 after it.
  static func chromeHeight(_ resolved: ComposerStyle.Resolved, hasHeader: Bool) -> CGFloat {
    switch resolved {
    case .classic: return 16 + (hasHeader ? 6 : 0)
    case .glass: return 8 + resolved.geometry.keyboardGap + (hasHeader ? 22 : 0)
    }
  }

  /// Plans the header and the text (`ComposerHeightPlan`).
  func plan(growth: TextGrowthConfiguration, contentHeight: CGFloat) -> ComposerHeightPlan {
    guard let containerHeight, containerHeight > 0 else {
      return ComposerHeightPlan.plan(growth: growth, contentHeight: contentHeight, headerHeight: headerHeight)
    }
    // SwiftUI lays the modified view out below the navigation bar: nothing covers its top.
    return ComposerHeightPlan.plan(
      growth: growth, contentHeight: contentHeight, headerHeight: headerHeight,
      containerHeight: containerHeight, topInset: 0, barBottomOffset: barBottomOffset,
      chromeHeight: chromeHeight)
  }
}

/// The composer's text view for the bar's escape action, held weakly.
@MainActor
final class ComposerEscapeTarget {
  weak var textView: ComposerTextView?

  /// Closes a panel, back to the keyboard, or ends editing (`ComposerEscape`).
  func escape() {
    textView?.performEscape()
  }
}

extension View {
  /// Measures a composer header's fitting frame, in the window's coordinates (`.zero` while it
  /// shows nothing), and clips it to `limit`, the height the plan gives it.
  @MainActor
  func composerHeader(frame: Binding<CGRect>, limit: CGFloat?) -> some View {
    fixedSize(horizontal: false, vertical: true)
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: ComposerHeaderFrameKey.self, value: proxy.frame(in: .global))
        }
      )
      .onPreferenceChange(ComposerHeaderFrameKey.self) { value in
        if frame.wrappedValue != value { frame.wrappedValue = value }
      }
      .frame(maxHeight: limit, alignment: .top)
      .clipped()
  }
}

private struct ComposerHeaderFrameKey: PreferenceKey {
  static let defaultValue = CGRect.zero

  static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
    if value.isEmpty { value = nextValue() }
  }
}

/// Moves VoiceOver after a SwiftUI header came or went (`ComposerFocusRule`): to the text view when
/// the header that held the focus left (Cancel Reply); SwiftUI's header elements are no views, so a
/// new header is announced by a layout change without an element.
@MainActor
enum ComposerHeaderFocus {
  /// Applies the rule when the header's height went from `oldHeight` to `newHeight`.
  ///
  /// - Parameter oldFrame: The header's last frame in the window's coordinates.
  static func headerChanged(
    from oldHeight: CGFloat, to newHeight: CGFloat, oldFrame: CGRect, textView: UITextView
  ) {
    guard UIAccessibility.isVoiceOverRunning, (oldHeight > 0) != (newHeight > 0) else { return }
    if newHeight > 0 {
      ComposerAccessibility.postLayoutChange(focusing: nil)
      return
    }
    let screenFrame = textView.window.map { $0.convert(oldFrame, to: $0.screen.coordinateSpace) } ?? oldFrame
    let focus = ComposerAccessibility.focus(removingScreenFrame: screenFrame, textView: textView)
    let target = ComposerFocusRule.target(after: .headerRemoved, focus: focus)
    ComposerAccessibility.postLayoutChange(focusing: target == .textView ? textView : nil)
  }
}
#endif
