#if canImport(UIKit)
import Foundation

/// Runs `body` on the main actor: at once when called on the main thread, else on the next main-actor turn.
///
/// Callbacks from Core Foundation run-loop observers and KVO are not annotated with an actor, but arrive on
/// the main thread when what they observe lives there. Keyboard work must run synchronously (inside UIKit's
/// animation block, before the run-loop turn ends; see *How the iOS keyboard behaves*, "Field switches" and
/// "The animation curve"), so an asynchronous hop is only the fallback.
package func performOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if Thread.isMainThread {
    runOnMainThread(body)
  } else {
    Task { @MainActor in body() }
  }
}

/// Calls a main-actor closure from code that runs on the main thread but is not isolated to the main actor.
///
/// This is what `MainActor.assumeIsolated` does after its check; that API is missing from the
/// standard library of older SDKs (iOS 16.5's), which the package still compiles with. The main
/// actor's executor is the main thread, so calling on it is isolated in fact.
///
/// - Precondition: The caller is on the main thread (callers check `Thread.isMainThread`).
private func runOnMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
  let unannotated = unsafeBitCast(body, to: (@Sendable () -> Void).self)
  unannotated()
}
#endif
