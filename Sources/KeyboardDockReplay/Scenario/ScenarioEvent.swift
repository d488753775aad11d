import Foundation
import KeyboardDockCore

/// One thing that happens in a scenario, at a time in seconds from its start.
///
/// Events at the same time happen in one run-loop turn, in order.
public struct ScenarioEvent: Sendable, Equatable {
  /// Seconds from the scenario's start.
  public var time: Double
  /// What happens.
  public var action: ScenarioAction

  /// Creates an event.
  public init(_ time: Double, _ action: ScenarioAction) {
    self.time = time
    self.action = action
  }
}

/// What happens in a ``ScenarioEvent``.
///
/// The keyboard actions (`show`, `hide`, `switchField`, `panel`, `drag`) say what the keyboard does;
/// the simulator turns them into what UIKit delivers (notifications in their order, per-frame
/// samples during a drag). `notification`, `sample` and `foreground` deliver exactly the values
/// given, as a trace does.
public enum ScenarioAction: Sendable, Equatable {
  /// The keyboard shows, or changes its frame while shown.
  ///
  /// UIKit posts `willChangeFrame` and `willShow` now, `didChangeFrame` and `didShow` when the animation ends
  /// (See *How the iOS keyboard behaves*, "Height changes").
  case show(ScenarioKeyboardMove)
  /// The keyboard hides: `willChangeFrame` and `willHide` now, the *did* pair when it is gone.
  case hide(duration: Double, curve: Int)
  /// Focus moves to another field; the keyboard stays up.
  ///
  /// UIKit posts `willHide` immediately followed by `willShow` in one run-loop turn, then `didShow` (See *How
  /// the iOS keyboard behaves*, "Field switches").
  case switchField(frame: CGRect?)
  /// The app shows a panel of this height as the text view's input view, in the keyboard's place, or
  /// swaps one panel for another: what `reloadInputViews()` makes UIKit send.
  ///
  /// UIKit treats the input view as the keyboard and posts the full show sequence for it: `willChangeFrame`
  /// and `willShow` now, from where the keyboard is to a frame of this height at the bottom of the screen,
  /// and the *did* pair when the animation ends. When the panel is as tall as the keyboard it replaces, the
  /// begin and end frames are equal and nothing moves (see *How the iOS keyboard behaves*, "Frames that do
  /// not move"); otherwise it is a height change like QuickType's ("Height changes"). From a hidden keyboard
  /// the panel slides up from below the screen as the keyboard would.
  case panel(height: CGFloat)
  /// A touch drags the keyboard down: interactive dismissal.
  ///
  /// See *How the iOS keyboard behaves*, "Interactive dismissal".
  case drag(ScenarioDrag)
  /// The container's geometry changes: a rotation, a sheet moving, a Split View resize.
  ///
  /// A `screen` of `nil` keeps the current screen bounds.
  case container(ScenarioContainer, screen: CGRect?)
  /// The growing text view's fitting height changes, insets included.
  case text(contentHeight: CGFloat)
  /// A keyboard notification exactly as given (its timestamp is the event's time).
  case notification(KeyboardNotification)
  /// A per-frame sample exactly as given.
  case sample(frame: CGRect)
  /// The app returns to the foreground with the keyboard at this frame, or none.
  case foreground(keyboardFrame: CGRect?)
  /// The keyboard is physically at this frame from now on, and no source reports it.
  ///
  /// A statement of the truth channel alone (see *Scenario format*, "The truth channel"): the
  /// simulated keyboard the strategies are measured against is there; the strategies are told
  /// nothing. Write what the sources report with `notification` and `sample` events.
  case keyboard(frame: CGRect)

  /// The action's `type` in JSON.
  public var typeName: String {
    switch self {
    case .show: "show"
    case .hide: "hide"
    case .switchField: "switchField"
    case .panel: "panel"
    case .drag: "drag"
    case .container: "container"
    case .text: "text"
    case .notification: "notification"
    case .sample: "sample"
    case .foreground: "foreground"
    case .keyboard: "keyboard"
    }
  }

  /// The `type` values, in the order the format lists them.
  public static let typeNames = [
    "show", "hide", "switchField", "panel", "drag", "container", "text", "notification", "sample",
    "foreground", "keyboard",
  ]
}

/// A keyboard moving to a frame with the values of its *will* notifications.
public struct ScenarioKeyboardMove: Sendable, Equatable {
  /// The end frame, in screen coordinates.
  public var frame: CGRect
  /// The animation's duration, `0` to move at once (Reduce Motion, a language switch); defaults to `0.25`.
  public var duration: Double
  /// The raw curve value; defaults to `7`, the keyboard's spring.
  public var curve: Int
  /// `false` when another app raised the keyboard; defaults to `true`.
  public var isLocal: Bool

  /// Creates a move.
  public init(frame: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true) {
    self.frame = frame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }
}

/// A touch dragging down over the keyboard: its vertical path in screen coordinates.
///
/// The keyboard's top follows `max(touch y, resting top)` (see *How the iOS keyboard behaves*, "Following the
/// finger").
///
/// On release it dismisses when its top reached the screen's bottom minus the accessory, or when
/// the downward velocity exceeds 100 pt/s while it is below its resting top; otherwise it springs back
/// (Telegram's rule; see *How the iOS keyboard behaves*, "Letting go").
public struct ScenarioDrag: Sendable, Equatable {
  /// Where the touch starts.
  public var fromY: CGFloat
  /// Where the touch is when it lifts.
  public var toY: CGFloat
  /// How long the touch moves, in seconds.
  public var duration: Double
  /// The downward velocity at release, in points per second, or `nil` for the path's average.
  public var releaseVelocity: Double?
  /// The input accessory's height, part of the keyboard's frame; defaults to `0`.
  public var accessoryHeight: CGFloat

  /// Creates a drag.
  public init(
    fromY: CGFloat, toY: CGFloat, duration: Double, releaseVelocity: Double? = nil,
    accessoryHeight: CGFloat = 0
  ) {
    self.fromY = fromY
    self.toY = toY
    self.duration = duration
    self.releaseVelocity = releaseVelocity
    self.accessoryHeight = accessoryHeight
  }
}
