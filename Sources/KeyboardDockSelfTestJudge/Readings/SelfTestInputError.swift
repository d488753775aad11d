import Foundation

package struct SelfTestInputError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  package var description: String

  /// Creates an error.
  package init(_ description: String) {
    self.description = description
  }
}
