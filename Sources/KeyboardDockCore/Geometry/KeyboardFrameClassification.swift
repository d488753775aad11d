import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a keyboard frame means, before it reaches the state machine.
///
/// See <doc:HowTheKeyboardBehaves#Frames-to-ignore>.
package enum KeyboardFrameClassification: Sendable, Hashable {
  /// The keyboard is off screen.
  case hidden
  /// The keyboard is on screen with this attachment.
  case visible(KeyboardAttachment)
  /// The frame carries no usable information; the previous state stands.
  case ignored(KeyboardIgnoreReason)
}

/// Why a keyboard notification or sample was ignored.
public enum KeyboardIgnoreReason: String, Sendable, Hashable, Codable {
  /// A `willChangeFrame` or `didChangeFrame` with `CGRect.zero`.
  ///
  /// UIKit sends it while the iPad keyboard is dragged (<doc:HowTheKeyboardBehaves#Frames-to-ignore>).
  case zeroFrameDuringDrag
  /// The frame's width is the screen's height: left over from before a rotation.
  ///
  /// See <doc:HowTheKeyboardBehaves#Frames-to-ignore>.
  case staleWidthDuringRotation
  /// The notification is for another screen's keyboard.
  ///
  /// See <doc:HowTheKeyboardBehaves#Keyboards-on-other-screens>.
  case otherScreen
  /// The begin and end frames are the same, as on a focus change or navigation push.
  ///
  /// See <doc:HowTheKeyboardBehaves#Frames-that-do-not-move>.
  case stationary
  /// A per-frame sample while a notification's animation runs.
  ///
  /// The notification is authoritative until its animation ends.
  case sampleDuringAnimation
  /// A per-frame sample while the keyboard is hidden or undocked: nothing to follow.
  case sampleWithoutDockedKeyboard
  /// A per-frame sample that matches where the keyboard already is.
  case sampleUnchanged
  /// A per-frame sample above the keyboard's resting top, or off screen.
  ///
  /// The source reports the end value of a transition whose notification has not arrived yet.
  case sampleAheadOfNotification
  /// A per-frame sample that no finger explains: no pan is under way, or the source is known to
  /// lie there (<doc:HowTheKeyboardBehaves#Sources-that-lie>), and no *will* followed it.
  case sampleWithoutFinger
  /// A reading taken when the scene became active while a notification's animation ran or a
  /// finger dragged the keyboard: the notifications describe the keyboard then
  /// (<doc:HowTheKeyboardBehaves#Sources-that-lie>).
  case readingDuringMotion
  /// The container's geometry is not finite (see `KeyboardContainer.isValid`), or
  /// ``KeyboardDockDriver`` has measured none yet.
  case invalidContainer
  /// The keyboard's frame is not a finite rectangle: a NaN or infinite component, or edges that
  /// overflow (see `CGRect.isFiniteRect`).
  case invalidFrame
  /// A *did* notification older than the *will* notification the machine follows now: a late
  /// `didShow` after a newer `willHide`, or a late `didHide` after a newer `willShow`.
  case staleNotification
  /// The input's time is NaN, infinite or outside `0…KeyboardDockLimits.latestTime`
  /// (`KeyboardDockActions.droppedInput` says which).
  case invalidTime
  /// The scroll view's geometry or frame has a NaN or infinite value
  /// (`KeyboardDockActions.droppedInput` says which).
  case invalidScrollView
}

extension KeyboardGeometry {
  /// Classifies a keyboard frame, in screen coordinates, by the rules UIKit's behaviour forces.
  ///
  /// In order (after Flutter's `calculateKeyboardAttachMode`;
  /// <doc:HowTheKeyboardBehaves#Docked-and-floating-keyboards>):
  /// 1. `willHide`/`didHide` → hidden.
  /// 2. `CGRect.zero` → ignored for `willChangeFrame`/`didChangeFrame` (the iPad keyboard is
  ///    being dragged), undocked for `willShow`/`didShow` (the shortcuts bar was dropped after
  ///    a drag), ignored for a per-frame sample (`kind == nil`).
  /// 3. A zero width or height → hidden (also the height-0 frame after waking in another
  ///    orientation).
  /// 4. A width equal to the screen's height but not its width (nor the window's, see
  ///    ``KeyboardContainer/windowFrameInScreen``) → ignored: stale from before a rotation.
  /// 5. After the Slide Over correction, a frame that intersects the screen is undocked if its
  ///    rounded bottom is above the screen's bottom, a shortcuts bar if a notification's frame
  ///    reaches below the screen (hardware keyboard;
  ///    <doc:HowTheKeyboardBehaves#Hardware-keyboards>), docked otherwise.
  /// 6. Anything else is off screen → hidden.
  ///
  /// Comparisons round to whole points: third-party keyboards can be off by a fraction
  /// (<doc:HowTheKeyboardBehaves#Third-party-keyboards>).
  ///
  /// Before these rules, a container that is not `KeyboardContainer.isValid` gives
  /// ``KeyboardIgnoreReason/invalidContainer``, and a frame that is not a finite rectangle
  /// (`CGRect.isFiniteRect`) gives ``KeyboardIgnoreReason/invalidFrame``: neither can be placed.
  package static func classify(
    _ frame: CGRect, kind: KeyboardNotificationKind?, in container: KeyboardContainer
  ) -> KeyboardFrameClassification {
    guard container.isValid else { return .ignored(.invalidContainer) }
    guard frame.isFiniteRect else { return .ignored(.invalidFrame) }
    if kind == .willHide || kind == .didHide { return .hidden }
    if frame == .zero {
      switch kind {
      case .willShow?, .didShow?: return .visible(.undocked)
      default: return .ignored(.zeroFrameDuringDrag)
      }
    }
    if frame.width.rounded() == 0 || frame.height.rounded() == 0 { return .hidden }
    let screen = container.screenBounds
    let width = frame.width.rounded()
    // A frame clipped to the app's window (iPadOS 16 and later) is as wide as the window, which
    // can be as wide as the screen is tall: that width is the window's, not a stale one.
    let windowWidth = container.windowFrameInScreen.map { $0.width.rounded() }
    if width == screen.height.rounded(), width != screen.width.rounded(), width != windowWidth {
      return .ignored(.staleWidthDuringRotation)
    }
    let adjusted = frame.offsetBy(dx: 0, dy: slideOverOffset(for: frame, in: container))
    guard let seen = overlappingPart(of: adjusted, and: screen), seen.height.rounded() > 0 else {
      return .hidden
    }
    let bottom = adjusted.maxY.rounded()
    let screenBottom = screen.maxY.rounded()
    if bottom < screenBottom { return .visible(.undocked) }
    if bottom > screenBottom, kind != nil { return .visible(.shortcutsBar) }
    return .visible(.docked)
  }

  /// The vertical correction for an app in Slide Over, whose keyboard frame excludes the space
  /// below the app (<doc:HowTheKeyboardBehaves#Slide-Over>): the distance from the app's window's
  /// bottom (the container's when the window is unknown) to the screen's bottom, unless the
  /// keyboard already reaches the screen's bottom (as under Stage Manager).
  ///
  /// `0` outside Slide Over, and when the frame or container is not finite or the distance
  /// overflows: the correction is never NaN or infinite.
  package static func slideOverOffset(for frame: CGRect, in container: KeyboardContainer) -> CGFloat {
    guard container.isSlideOver, frame.isFiniteRect, container.isValid else { return 0 }
    return KeyboardFrameMeasure(validContainer: container).slideOverOffset(RectSpan(verticalOf: frame))
  }
}
