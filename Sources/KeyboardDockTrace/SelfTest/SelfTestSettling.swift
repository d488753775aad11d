/// When a step is over: the keyboard has reached the state the step expects and then stayed still, with
/// the bar, for ``SelfTestScript/settleTime``.
///
/// Stillness alone is not enough: a step is still for its first few frames, before the keyboard has
/// started, so a step that waited only for stillness could end before anything moved. The app asks on
/// every display frame; the rule is here so that Linux tests reach it.
package struct SelfTestSettling: Sendable, Equatable {
  /// The keyboard the step expects.
  package var expected: SelfTestKeyboardExpectation
  /// When the step began, in seconds.
  package var start: Double

  /// Creates the rule for a step that began at `start`.
  package init(expected: SelfTestKeyboardExpectation, start: Double) {
    self.expected = expected
    self.start = start
  }

  /// The most a keyboard may cover and still count as none, in points: 0.5, kbdock's tolerance.
  package static let noKeyboardHeight = 0.5

  /// What a step is doing.
  package enum State: Sendable, Equatable {
    /// Still waiting.
    case waiting
    /// Over: the keyboard is as expected and everything has been still long enough.
    case settled
    /// The step timed out; `reachedExpectedKeyboard` says whether the keyboard was as expected by then.
    case timedOut(reachedExpectedKeyboard: Bool)
  }

  /// Whether a keyboard `height` points over the window (0 without one) is what the step expects.
  package func matches(keyboardHeight height: Double) -> Bool {
    guard height.isFinite else { return false }
    switch expected {
    case .none: return height <= Self.noKeyboardHeight
    case .software: return height >= SelfTestKeyboardExpectation.minimumSoftwareKeyboardHeight
    case .panel: return height > Self.noKeyboardHeight
    }
  }

  /// The step's state at `now`.
  ///
  /// - Parameters:
  ///   - keyboardHeight: The keyboard's height over the window now, in points; 0 without one.
  ///   - lastChange: When the keyboard or the bar last moved.
  package func state(at now: Double, keyboardHeight: Double, lastChange: Double) -> State {
    let matches = matches(keyboardHeight: keyboardHeight)
    let still = now - max(lastChange, start)
    if matches, still >= SelfTestScript.settleTime { return .settled }
    if now - start >= SelfTestScript.stepTimeout { return .timedOut(reachedExpectedKeyboard: matches) }
    return .waiting
  }
}

/// Which of Core Animation's animations move a view: the ones assumption b compares.
///
/// A bar's layer tree also runs the caret's blink, the QuickType bar's fades and a text view's own
/// animations; the newest of all its animations may be one of those, begun in another transaction.
package enum SelfTestMotionKeyPath {
  /// The key paths that move or resize a layer.
  package static let moving: Set<String> = [
    "position", "position.y", "bounds", "bounds.origin", "bounds.origin.y", "bounds.size",
    "bounds.size.height", "transform", "transform.translation", "transform.translation.y", "frame",
  ]

  /// Whether an animation of `keyPath` on a layer of class `layerClass` counts: a moving key path, on a
  /// layer that is not a caret's or a text selection's.
  package static func counts(keyPath: String?, layerClass: String) -> Bool {
    guard let keyPath, moving.contains(keyPath) else { return false }
    let lowered = layerClass.lowercased()
    return !(lowered.contains("caret") || lowered.contains("cursor") || lowered.contains("selection"))
  }
}
