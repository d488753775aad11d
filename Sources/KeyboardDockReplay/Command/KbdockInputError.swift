import KeyboardDockCore
import KeyboardDockTrace

/// Input `kbdock` cannot use: the message names the file, the line or field, and what was expected.
///
/// Exit status 2.
struct KbdockInputError: Error, Equatable {
  /// The whole message after `kbdock: `.
  var message: String

  /// An error in `file`, from the trace or scenario reader.
  ///
  /// A ``KeyboardTraceError`` names its field; any other error is described as it describes itself.
  init(file: String, _ error: any Error) {
    if let error = error as? KeyboardTraceError {
      message = "\(file):\(error.line): \(error.message)"
    } else {
      message = "\(file): expected a readable trace or scenario, \(error)"
    }
  }

  /// An error with a message of its own.
  init(_ message: String) {
    self.message = message
  }
}
