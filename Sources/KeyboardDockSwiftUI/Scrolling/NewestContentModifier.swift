#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// Keeps a scroll view's newest content visible: the modifier behind
/// ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)``.
///
/// It reads the keyboard's snapshot so that SwiftUI updates the probe when a keyboard transition
/// starts, and when a drag starts and ends (not for the drag's frames in between: nothing moves
/// the list then but the nearest keyboard modifier's driver); the probe checks the scroll view in
/// the layout pass that applies the snapshot. It reads the
/// nearest dock's lift policy, which the probe moves the list by, and the nearest keyboard
/// modifier's ``ContentScrollLink``, through which that modifier's driver moves the list with the
/// keyboard.
@MainActor
struct NewestContentModifier: ViewModifier {
  var isInverted: Bool
  var isNewestContentInView: Binding<Bool>?

  @Environment(\.keyboard) private var keyboard
  @Environment(\.keyboardLiftPolicy) private var liftPolicy
  @Environment(\.contentScrollLink) private var link

  func body(content: Content) -> some View {
    content.background(
      NewestContentProbe(
        isInverted: isInverted, liftPolicy: liftPolicy, link: link,
        isNewestContentInView: isNewestContentInView, keyboard: keyboard
      )
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    )
  }
}

/// The SwiftUI side of ``NewestContentProbeView``.
@MainActor
private struct NewestContentProbe: UIViewRepresentable {
  var isInverted: Bool
  var liftPolicy: KeyboardLiftPolicy
  var link: ContentScrollLink?
  var isNewestContentInView: Binding<Bool>?
  /// Not read: a new snapshot makes SwiftUI call ``updateUIView(_:context:)`` in that frame.
  var keyboard: KeyboardSnapshot

  func makeUIView(context: Context) -> NewestContentProbeView {
    NewestContentProbeView()
  }

  func updateUIView(_ view: NewestContentProbeView, context: Context) {
    view.isInverted = isInverted
    view.liftPolicy = liftPolicy
    view.link = link
    if let binding = isNewestContentInView {
      view.onNewestContentVisibilityChange = { value in
        // The probe reports from layout passes, which can belong to a SwiftUI update: the binding is
        // written on the next turn, when SwiftUI may change state again.
        Task { @MainActor in
          if binding.wrappedValue != value { binding.wrappedValue = value }
        }
      }
    } else {
      view.onNewestContentVisibilityChange = nil
    }
    view.setNeedsCheck()
  }
}
#endif
