#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import SwiftUI

/// What the app asks of the nearest dock: a pause, and who hears of its transitions.
struct KeyboardDockHooks {
  var isPaused = false
  var onTransition: (@MainActor (KeyboardTracker.TransitionEvent) -> Void)?
}

private struct KeyboardDockHooksKey: EnvironmentKey {
  static var defaultValue: KeyboardDockHooks { KeyboardDockHooks() }
}

extension EnvironmentValues {
  var keyboardDockHooks: KeyboardDockHooks {
    get { self[KeyboardDockHooksKey.self] }
    set { self[KeyboardDockHooksKey.self] = newValue }
  }
}

extension View {
  /// Pauses the ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` this view holds, or
  /// resumes it.
  ///
  /// While paused, the docked bar rests where it is and the content's inset stays as it is,
  /// whatever the keyboard does; resuming moves both to where the keyboard is then. Use it while
  /// another field has the keyboard up and the bar should not follow (a search in a message
  /// menu). Apply it outside the dock:
  ///
  /// ```swift
  /// MessageList(messages: messages)
  ///   .keyboardDock { KeyboardInputBar("Message", text: $draft) { send($0) } }
  ///   .keyboardDockPaused(isSearchingReactions)
  /// ```
  ///
  /// The rule is the core driver's (`KeyboardDockInput.pause(isPaused:at:)`), as for UIKit's
  /// `KeyboardDockInstaller.isPaused`.
  public func keyboardDockPaused(_ isPaused: Bool = true) -> some View {
    transformEnvironment(\.keyboardDockHooks) { $0.isPaused = isPaused }
  }

  /// Calls `action` when a keyboard transition of the
  /// ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` this view holds begins and when it
  /// ends: the events of UIKit's `KeyboardTracker.onTransition`.
  ///
  /// Apply it outside the dock. `began` comes with the transition, inside the keyboard's
  /// animation; `ended` when the keyboard comes to rest.
  public func onKeyboardDockTransition(
    _ action: @escaping @MainActor (KeyboardTracker.TransitionEvent) -> Void
  ) -> some View {
    transformEnvironment(\.keyboardDockHooks) { $0.onTransition = action }
  }
}
#endif
