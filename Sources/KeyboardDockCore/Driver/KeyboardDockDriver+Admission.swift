import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What the driver checks before it handles an input: its time, what it needs, its values.
extension KeyboardDockDriver {
  /// What becomes of an input before it is handled.
  enum Admission {
    /// The input is handled, as given or at a later time.
    case admitted(KeyboardDockInput)
    /// The input is dropped with these actions, which say why.
    case dropped(KeyboardDockActions)
  }

  /// Checks an input by the rules ``KeyboardDockInput`` documents.
  ///
  /// A time that is not finite or lies outside `0…KeyboardDockLimits.latestTime`, a keyboard
  /// input before the first container, an invalid container and a scroll view with a value that
  /// is not finite are dropped with their reason. A time earlier than the last admitted input's
  /// is taken to be that time: the driver's clock never runs backwards.
  mutating func admit(_ input: KeyboardDockInput) -> Admission {
    let time = input.time
    guard time.isFinite else { return Self.drop(.invalidTime, .invalidTimestamp) }
    guard time >= 0, time <= KeyboardDockLimits.latestTime else {
      return Self.drop(.invalidTime, .timestampOutOfRange(time))
    }
    switch input {
    case .notification, .sample, .foreground:
      // The UIKit tracker measures the container before every input.
      guard container != nil else { return Self.drop(.invalidContainer, .missingValue(.container)) }
    case .container(let container, _):
      guard container.isValid else {
        let isFinite =
          container.frameInScreen.isFiniteRect && container.screenBounds.isFiniteRect
          && container.safeAreaInsets.isFinite
        return Self.drop(
          .invalidContainer, isFinite ? .negativeSize(.container) : .nonFiniteFrame(.container))
      }
    case .scrollView(let geometry, let frame, _):
      guard geometry.isValid else { return Self.drop(.invalidScrollView, .nonFiniteGeometry(.scrollView)) }
      guard frame.isFiniteRect else {
        return Self.drop(.invalidScrollView, .nonFiniteFrame(.scrollViewFrame))
      }
    case .endTurn, .barHeight, .textContentHeight, .motionBegan, .configuration, .pan, .textInputResponder,
      .pause:
      break
    }
    let admitted = max(time, lastInputTime)
    lastInputTime = admitted
    return .admitted(admitted == time ? input : input.at(admitted))
  }

  private static func drop(_ reason: KeyboardIgnoreReason, _ error: KeyboardEventError) -> Admission {
    var actions = KeyboardDockActions(update: .ignored(reason))
    actions.droppedInput = error
    return .dropped(actions)
  }
}

extension KeyboardDockInput {
  /// The same input at `time`.
  func at(_ time: TimeInterval) -> KeyboardDockInput {
    switch self {
    case .notification(var notification, let reading):
      notification.timestamp = time
      return .notification(notification, animation: reading)
    case .sample(let frame, _): return .sample(frame: frame, at: time)
    case .endTurn: return .endTurn(at: time)
    case .container(let container, _): return .container(container, at: time)
    case .foreground(let frame, _): return .foreground(keyboardFrame: frame, at: time)
    case .barHeight(let height, _): return .barHeight(height, at: time)
    case .textContentHeight(let height, _): return .textContentHeight(height, at: time)
    case .scrollView(let geometry, let frame, _): return .scrollView(geometry, frame: frame, at: time)
    case .motionBegan(let beginTime, _): return .motionBegan(beginTime: beginTime, at: time)
    case .configuration(let configuration, _): return .configuration(configuration, at: time)
    case .pan(let pan, _): return .pan(pan, at: time)
    case .textInputResponder(let exists, _): return .textInputResponder(exists: exists, at: time)
    case .pause(let isPaused, _): return .pause(isPaused: isPaused, at: time)
    }
  }
}
