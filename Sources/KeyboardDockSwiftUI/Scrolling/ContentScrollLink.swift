#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Where a keyboard modifier's driver meets the scroll view that shows the modifier's content.
///
/// The modifier puts it in its content's environment; the probe of
/// ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)`` that found the
/// `UIScrollView` showing the content registers with it. The modifier's `ContentInsetReporter`
/// then measures that scroll view before each input of the driver, with the inset SwiftUI laid
/// the content out with (``PlannedContentInset/laidOutBottom``), and hands the probe each vertical
/// offset the driver plans for it, where the driver answers: inside the keyboard notification
/// handler, a list at its newest edge moves in the keyboard's own animation, with the bar. The
/// rules are `VirtualScrollView`'s, in the core.
@MainActor
final class ContentScrollLink {
  /// The probe whose scroll view the driver plans for: the latest to register.
  private weak var probe: NewestContentProbeView?
  /// The reporter that feeds the driver, once connected.
  private weak var reporter: ContentInsetReporter?

  nonisolated init() {}

  /// Whether the driver plans the offset of `probe`'s scroll view: it is the one registered, and
  /// the core plans its offset (`VirtualScrollView.plansContentOffset`).
  func plansOffset(for probe: NewestContentProbeView) -> Bool {
    self.probe === probe && reporter?.plansContentOffset == true
  }

  /// Makes `probe`'s scroll view the one the driver plans for.
  func register(_ probe: NewestContentProbeView) {
    self.probe = probe
  }

  /// Forgets `probe`, if it is the one registered.
  func unregister(_ probe: NewestContentProbeView) {
    guard self.probe === probe else { return }
    self.probe = nil
  }

  /// Feeds `reporter` the registered scroll view, measured with the inset `inset` was last laid
  /// out with, and moves that scroll view by the offsets its driver plans.
  func connect(_ reporter: ContentInsetReporter, inset: PlannedContentInset) {
    self.reporter = reporter
    reporter.measureContent = { [weak self, weak inset] in
      guard let geometry = self?.probe?.contentGeometry else { return nil }
      return VirtualScrollView.Content(geometry: geometry, laidOutInset: inset?.laidOutBottom ?? 0)
    }
    reporter.onContentOffset = { [weak self] motion in self?.probe?.moveContentOffset(motion) }
  }
}

private struct ContentScrollLinkKey: EnvironmentKey {
  static let defaultValue: ContentScrollLink? = nil
}

extension EnvironmentValues {
  /// The nearest keyboard modifier's link to the scroll view of its content, or `nil` outside
  /// one.
  var contentScrollLink: ContentScrollLink? {
    get { self[ContentScrollLinkKey.self] }
    set { self[ContentScrollLinkKey.self] = newValue }
  }
}
#endif
