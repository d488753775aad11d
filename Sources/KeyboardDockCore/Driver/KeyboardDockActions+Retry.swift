import Foundation

extension KeyboardDockActions {
  /// Whether the driver set aside a reading it was given (an activation's `foreground` reading)
  /// for a reason that passes: the keyboard was moving, or the container was not measured yet.
  ///
  /// An adapter that waits to re-derive the state keeps waiting and offers the reading again on
  /// its next layout pass, instead of dropping it: a rejected activation reading is retried. It
  /// says nothing of inputs that are no readings.
  package var retriesReading: Bool {
    update == .ignored(.readingDuringMotion) || update == .ignored(.invalidContainer)
  }
}
