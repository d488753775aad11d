#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import SwiftUI
import UIKit

/// An empty UIKit view behind a keyboard modifier's view, with the `KeyboardTracker` that
/// measures the keyboard against it: for the modifiers that dock no bar.
///
/// It fills the modifier's view, draws nothing, takes no touches and is hidden from
/// accessibility. It ignores SwiftUI's keyboard safe area, so it measures the view as laid out
/// without SwiftUI's own keyboard avoidance. A ``KeyboardObservation`` publishes what the tracker
/// answers; with a ``PlannedContentInset``, the same tracker's driver also plans the content's
/// bottom inset, for a scroll view that fills the view and no bar (a `ContentInsetReporter`),
/// with the view's size and its bottom safe area as SwiftUI lays it out, read by a
/// `GeometryReader` around it, and the offset of the scroll view registered with a
/// ``ContentScrollLink``.
@MainActor
struct KeyboardObserver: View {
  /// The observation that publishes the tracker's answers.
  var observation: KeyboardObservation
  /// The tracker's configuration.
  var configuration: KeyboardTracker.Configuration
  /// Where the planned content inset goes, or `nil` for none.
  var contentInset: PlannedContentInset?
  /// Where the scroll view that shows the content registers, or `nil` for none.
  ///
  /// Defaults to `nil`.
  var link: ContentScrollLink? = nil

  var body: some View {
    GeometryReader { proxy in
      Representable(
        observation: observation, configuration: configuration, contentInset: contentInset, link: link,
        size: proxy.size, safeAreaBottom: proxy.safeAreaInsets.bottom)
    }
    .allowsHitTesting(false)
    .accessibilityHidden(true)
    .ignoresSafeArea(.keyboard, edges: .bottom)
  }

  @MainActor
  private struct Representable: UIViewRepresentable {
    var observation: KeyboardObservation
    var configuration: KeyboardTracker.Configuration
    var contentInset: PlannedContentInset?
    var link: ContentScrollLink?
    var size: CGSize
    var safeAreaBottom: CGFloat

    func makeCoordinator() -> TrackerOwner { TrackerOwner() }

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.makeInertForMeasuring()
      context.coordinator.start(
        tracking: view, configuration: configuration, observation: observation, contentInset: contentInset,
        link: link)
      context.coordinator.update(configuration: configuration, size: size, safeAreaBottom: safeAreaBottom)
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      context.coordinator.update(configuration: configuration, size: size, safeAreaBottom: safeAreaBottom)
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: TrackerOwner) {
      coordinator.stop()
    }
  }
}

/// The tracker behind a ``KeyboardObserver``, and what it feeds.
@MainActor
final class TrackerOwner {
  private var tracker: KeyboardTracker?
  private weak var observation: KeyboardObservation?
  private weak var contentInset: PlannedContentInset?
  private let reporter = ContentInsetReporter()
  private var isConfigurationScheduled = false
  /// The configuration to give the tracker on the next turn.
  private var configuration = KeyboardTracker.Configuration()

  /// Starts tracking the keyboard against `view`.
  ///
  /// - Parameters:
  ///   - view: The view to measure the keyboard against.
  ///   - configuration: The tracker's configuration.
  ///   - observation: The observation that publishes the tracker's answers.
  ///   - contentInset: Where the planned content inset goes, or `nil` for none.
  ///   - link: Where the scroll view that shows the content registers, or `nil` for none.
  func start(
    tracking view: UIView, configuration: KeyboardTracker.Configuration, observation: KeyboardObservation,
    contentInset: PlannedContentInset?, link: ContentScrollLink?
  ) {
    self.configuration = configuration
    let tracker = KeyboardTracker(view: view, configuration: configuration)
    self.tracker = tracker
    self.observation = observation
    self.contentInset = contentInset
    observation.observe(tracker)
    guard let contentInset else { return }
    reporter.onChange = { [weak self] inset, animation in self?.insetDidChange(inset, animation: animation) }
    link?.connect(reporter, inset: contentInset)
    reporter.attach(to: tracker)
  }

  /// Takes the modifier's values from a SwiftUI update.
  ///
  /// The view's size and safe area reach the driver before its next input. A new configuration
  /// is applied on the next turn: the tracker answers it at once, and nothing may be published
  /// during the SwiftUI update that passed it.
  func update(configuration: KeyboardTracker.Configuration, size: CGSize, safeAreaBottom: CGFloat) {
    reporter.update(size: size, safeAreaBottom: safeAreaBottom)
    guard configuration != self.configuration else { return }
    self.configuration = configuration
    guard !isConfigurationScheduled else { return }
    isConfigurationScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isConfigurationScheduled = false
      self.tracker?.configuration = self.configuration
    }
  }

  /// Stops tracking.
  func stop() {
    guard let tracker else { return }
    observation?.stopObserving(tracker)
    reporter.detach(from: tracker)
    tracker.stop()
    self.tracker = nil
  }

  private func insetDidChange(_ inset: CGFloat, animation: KeyboardAnimation?) {
    contentInset?.take(
      inset, animation: animation, isDuringUpdate: tracker?.isDeliveringGeometryChange == true,
      performBeforeCommit: tracker.map { tracker in { tracker.performBeforeCommit($0) } })
  }
}
#endif
