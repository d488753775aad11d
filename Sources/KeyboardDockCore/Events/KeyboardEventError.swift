/// Why a keyboard notification or frame sample was rejected.
///
/// Rejected input never reaches the state machine: the keyboard keeps its previous state.
public enum KeyboardEventError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A value the event cannot do without is absent.
  case missingValue(KeyboardEventField)
  /// A frame has a NaN or infinite component, or an edge (origin + size) that overflows.
  case nonFiniteFrame(KeyboardEventField)
  /// A frame has a negative width or height.
  case negativeSize(KeyboardEventField)
  /// The duration is NaN, infinite or negative, or the animation's end (timestamp + duration)
  /// overflows.
  case invalidDuration(Double)
  /// The timestamp is NaN or infinite.
  case invalidTimestamp

  /// A sentence naming the field and what was wrong with it.
  public var description: String {
    switch self {
    case .missingValue(let field): "\(field.rawValue) is missing"
    case .nonFiniteFrame(let field): "\(field.rawValue) has a NaN or infinite component"
    case .negativeSize(let field): "\(field.rawValue) has a negative width or height"
    case .invalidDuration(let value): "duration \(value) is not a finite, non-negative number"
    case .invalidTimestamp: "timestamp is not a finite number"
    }
  }
}

/// The fields of a keyboard event that validation checks.
public enum KeyboardEventField: String, Sendable, Hashable, Codable {
  /// The begin frame (`keyboardFrameBeginUserInfoKey`).
  case beginFrame
  /// The end frame (`keyboardFrameEndUserInfoKey`).
  case endFrame
  /// The frame of a per-frame sample.
  case sampleFrame
}
