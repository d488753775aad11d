import Foundation
import Testing

/// The core's public surface stays small: every declaration an app sees is one more to keep.
///
/// A declaration counts once per line that declares it `public` (a `case a, b` line of a public
/// enum declares no new `public` line), outside comments, over every Swift file of
/// `Sources/KeyboardDockCore`. What only the project's own tools need is `package`.
@Suite("Public surface")
struct PublicSurfaceTests {
  /// The most public declarations the core may have: 300.
  static let limit = 300

  static let coreSources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/KeyboardDockCore")

  /// The number of lines that declare something `public` in `text`, outside `//` comments.
  static func publicDeclarations(in text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      return code.split(whereSeparator: { !$0.isLetter && $0 != "_" }).contains("public")
    }.count
  }

  @Test func countingSeesDeclarationsNotComments() {
    let text = """
      /// A public type.
      public struct A {
        public var b: Int  // public
        // public var c: Int
        package var publicity: Int
        public internal(set) var d: Int
      }
      """
    #expect(Self.publicDeclarations(in: text) == 3)
  }

  @Test func theCoreHasAtMost300PublicDeclarations() throws {
    let files = try #require(
      FileManager.default.enumerator(at: Self.coreSources, includingPropertiesForKeys: nil))
    var count = 0
    var swiftFiles = 0
    for case let url as URL in files where url.pathExtension == "swift" {
      count += Self.publicDeclarations(in: try String(contentsOf: url, encoding: .utf8))
      swiftFiles += 1
    }
    #expect(swiftFiles > 50)
    #expect(count > 0)
    #expect(count <= Self.limit, "the core declares \(count) public symbols; at most \(Self.limit)")
  }
}
