#if canImport(UIKit)
import UIKit
import KeyboardDockCore

/// The layout guide's source, and on a system where the guide lies at rest (the core's row 1,
/// iOS 27 and later) the input accessory's host view while the tracker's accessory is in the
/// keyboard: which one is sampled is the core's
/// `KeyboardSampleSource.following(_:on:isAccessoryInKeyboard:)`.
///
/// It makes no decision: it asks ``source`` which of the two to read, and reports a change of
/// either.
@MainActor
final class SystemFollowingFrameSource: KeyboardFrameSource {
  var onChange: (@MainActor () -> Void)? {
    didSet {
      guide.onChange = onChange
      accessory.onChange = onChange
    }
  }
  private let guide: LayoutGuideFrameSource
  private let accessory: AccessoryFrameSource
  /// The source the core says to sample now.
  private let source: @MainActor () -> KeyboardSampleSource?

  init(
    guide: LayoutGuideFrameSource, accessory: AccessoryFrameSource,
    source: @escaping @MainActor () -> KeyboardSampleSource?
  ) {
    self.guide = guide
    self.accessory = accessory
    self.source = source
  }

  func sampleFrame(keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect? {
    switch source() {
    case .accessoryHost: accessory.sampleFrame(keyboardFrame: keyboardFrame, in: container)
    case .layoutGuide: guide.sampleFrame(keyboardFrame: keyboardFrame, in: container)
    case nil: nil
    }
  }

  func invalidate() {
    guide.invalidate()
    accessory.invalidate()
  }
}
#endif
