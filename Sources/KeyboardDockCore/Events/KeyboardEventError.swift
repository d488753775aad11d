/// Why a keyboard notification, a frame sample or another driver input was rejected.
///
/// Rejected input never reaches the state machine: the keyboard keeps its previous state.
/// ``KeyboardDockDriver`` reports it in `KeyboardDockActions.droppedInput`.
package enum KeyboardEventError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A value the event cannot do without is absent.
  ///
  /// `KeyboardEventField.container` when a keyboard input reaches ``KeyboardDockDriver``
  /// before its first container.
  case missingValue(KeyboardEventField)
  /// A frame has a NaN or infinite component, or an edge (origin + size) that overflows.
  case nonFiniteFrame(KeyboardEventField)
  /// A frame has a negative width or height.
  case negativeSize(KeyboardEventField)
  /// A geometry other than a frame, a scroll view's sizes, offset or insets, has a NaN or
  /// infinite value (`ScrollViewGeometry.isValid`).
  case nonFiniteGeometry(KeyboardEventField)
  /// The duration is NaN, infinite or negative, or the animation's end (timestamp + duration)
  /// overflows.
  case invalidDuration(Double)
  /// The timestamp is NaN or infinite.
  case invalidTimestamp
  /// The timestamp is finite but outside `0…KeyboardDockLimits.latestTime`, where
  /// ``KeyboardDockDriver`` cannot tell an animation's end from its start.
  case timestampOutOfRange(Double)

  /// A sentence naming the field and what was wrong with it.
  package var description: String {
    switch self {
    case .missingValue(let field): "\(field.rawValue) is missing"
    case .nonFiniteFrame(let field): "\(field.rawValue) has a NaN or infinite component"
    case .negativeSize(let field): "\(field.rawValue) has a negative width or height"
    case .nonFiniteGeometry(let field): "\(field.rawValue) has a NaN or infinite value"
    case .invalidDuration(let value): "duration \(value) is not a finite, non-negative number"
    case .invalidTimestamp: "timestamp is not a finite number"
    case .timestampOutOfRange(let value):
      "timestamp \(value) is outside 0...\(Int(KeyboardDockLimits.latestTime)) s"
    }
  }
}

/// The fields of a keyboard event, or of another driver input, that validation checks.
package enum KeyboardEventField: String, Sendable, Hashable, Codable {
  /// The begin frame (`keyboardFrameBeginUserInfoKey`).
  case beginFrame
  /// The end frame (`keyboardFrameEndUserInfoKey`).
  case endFrame
  /// The frame of a per-frame sample.
  case sampleFrame
  /// The container a keyboard input is measured against.
  case container
  /// A scroll view's geometry (``ScrollViewGeometry``).
  case scrollView
  /// A scroll view's frame in the container's coordinates.
  case scrollViewFrame
}
