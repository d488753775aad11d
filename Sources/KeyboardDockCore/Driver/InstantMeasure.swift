import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The driver's container's part in an answer for an instant, worked out once per container.
///
/// ``KeyboardDockDriver/dockLayout(at:)`` runs on every frame the display draws; the container
/// it answers in changes only when the adapter measures it anew. It holds what the answer reads
/// of the container: its frame measure (`KeyboardFrameMeasure`), its safe area's bottom and its
/// screen. It does not hold the configuration, which the answer reads as it is.
struct InstantMeasure: Sendable {
  /// How keyboard frames are measured in the container.
  let frames: KeyboardFrameMeasure
  /// The container's safe area's bottom inset.
  let safeAreaBottom: CGFloat
  /// The container's screen, when known.
  let screen: KeyboardScreenID?

  /// The measures of `container`, or `nil` when it is not valid (`KeyboardContainer.isValid`).
  init?(_ container: KeyboardContainer) {
    guard container.isValid else { return nil }
    frames = KeyboardFrameMeasure(validContainer: container)
    safeAreaBottom = container.safeAreaInsets.bottom
    screen = container.screen
  }
}
