#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import SwiftUI
import UIKit

/// An empty UIKit view behind a keyboard modifier's view, which the keyboard is measured against.
///
/// It fills the modifier's view; a ``KeyboardObservation`` tracks the keyboard against it. It draws nothing,
/// takes no touches and is hidden from accessibility. It ignores SwiftUI's keyboard safe area, so it measures
/// the view as laid out without SwiftUI's own keyboard avoidance. A `GeometryReader` around it reads
/// SwiftUI's bottom safe area of the view, which is where SwiftUI rests a bottom safe-area inset, and hands
/// it to the observation.
@MainActor
struct KeyboardObserver: View {
  /// The observation to attach the view to.
  var observation: KeyboardObservation
  /// The tracker's configuration.
  var configuration: KeyboardTracker.Configuration

  var body: some View {
    GeometryReader { proxy in
      Representable(
        observation: observation, configuration: configuration,
        safeAreaBottom: proxy.safeAreaInsets.bottom)
    }
    .allowsHitTesting(false)
    .accessibilityHidden(true)
    .ignoresSafeArea(.keyboard, edges: .bottom)
  }

  @MainActor
  private struct Representable: UIViewRepresentable {
    var observation: KeyboardObservation
    var configuration: KeyboardTracker.Configuration
    var safeAreaBottom: CGFloat

    func makeCoordinator() -> KeyboardObservation { observation }

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.makeInertForMeasuring()
      context.coordinator.attach(
        to: view, configuration: configuration, safeAreaBottom: safeAreaBottom)
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      context.coordinator.update(configuration: configuration, safeAreaBottom: safeAreaBottom)
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: KeyboardObservation) {
      coordinator.detach(from: uiView)
    }
  }
}
#endif
