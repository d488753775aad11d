#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardTracker {
  /// How the tracker follows the keyboard during interactive dismissal.
  ///
  /// UIKit posts no notifications during the drag, so a per-frame source reports the keyboard's
  /// frame instead. <doc:FrameSources> explains why and compares the sources.
  public enum FrameSource: Sendable, Equatable {
    /// The keyboard layout guide: the default.
    ///
    /// A probe view pinned to a `keyboardLayoutGuide` (public API, iOS 15 and later) reports the guide's
    /// frame on every layout pass.
    case layoutGuide
    /// An input accessory view whose host view is observed with KVO.
    ///
    /// Return ``KeyboardTracker/accessoryView`` from your responder's `inputAccessoryView`; the tracker
    /// observes its host view's `center` and `frame` (the NgKeyboardTracker technique; see *How the iOS
    /// keyboard behaves*, "Following the finger").
    case inputAccessoryView
    /// Notifications only: during interactive dismissal the bar waits for the release.
    case none

    /// The source the core's arbiter judges the samples of, or `nil` without samples.
    var sampleSource: KeyboardSampleSource? {
      switch self {
      case .layoutGuide: .layoutGuide
      case .inputAccessoryView: .accessoryHost
      case .none: nil
      }
    }
  }

  /// How a tracker follows the keyboard and where it puts a docked bar.
  public struct Configuration: Sendable, Equatable {
    /// The per-frame source for interactive dismissal; defaults to ``FrameSource/layoutGuide``.
    public var frameSource: FrameSource
    /// The follow rules of ``KeyboardTracker/dockLayout(in:)``; defaults to `DockConfiguration.default`.
    public var dock: DockConfiguration

    /// Creates a configuration; every argument has the default documented on its property.
    public init(frameSource: FrameSource = .layoutGuide, dock: DockConfiguration = .default) {
      self.frameSource = frameSource
      self.dock = dock
    }
  }
}
#endif
