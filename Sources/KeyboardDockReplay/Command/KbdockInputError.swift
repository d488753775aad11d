/// Input `kbdock` cannot use: the message names the file, the line or field, and what was expected.
///
/// Exit status 2.
struct KbdockInputError: Error, Equatable {
  /// The whole message after `kbdock: `.
  var message: String

  /// An error in `file`, from the trace or scenario reader.
  ///
  /// A ``KeyboardTraceError`` reads `FILE:LINE: FIELD: expected …`; any other error says only that
  /// the file could not be read, never a framework's error code.
  init(file: String, _ error: any Error) {
    if let error = error as? KeyboardTraceError {
      message = "\(file):\(error.line): \(error.message)"
    } else {
      message = "\(file): expected a readable trace or scenario, found one that could not be read"
    }
  }

  /// An error with a message of its own.
  init(_ message: String) {
    self.message = message
  }
}
