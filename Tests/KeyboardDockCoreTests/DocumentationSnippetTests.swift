import Foundation
import Testing

/// The DocC articles show complete screens that the `Examples` target compiles for iOS.
///
/// Linux cannot compile UIKit, but it can hold each article's code to its compiled copy, so neither can drift
/// from the other.
@Suite("Article code matches the compiled examples")
struct DocumentationSnippetTests {
  /// The package's root folder, from this file's place in `Tests/KeyboardDockCoreTests/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of the first ```swift block of a Markdown file.
  static func firstSwiftBlock(in markdown: String) -> [Substring] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "```swift") else { return [] }
    let rest = lines[(start + 1)...]
    guard let end = rest.firstIndex(of: "```") else { return [] }
    return Array(rest[..<end])
  }

  /// An example file's lines from its first `import` to the line before its closing `#endif`.
  static func compiledLines(of source: String) -> [Substring] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }),
      let end = lines.lastIndex(of: "#endif"), start < end
    else { return [] }
    return Array(lines[start..<end])
  }

  @Test(arguments: [
    (
      "Sources/KeyboardDock/Documentation.docc/GettingStarted.md",
      "Examples/UIKit/GettingStartedChatScreen.swift"
    ),
    (
      "Sources/KeyboardDockSwiftUI/Documentation.docc/BuildingAChatScreen.md",
      "Examples/SwiftUI/ChatScreen.swift"
    ),
  ])
  func articleShowsTheCompiledExample(article: String, example: String) throws {
    let shown = Self.firstSwiftBlock(in: try Self.text(article))
    let compiled = Self.compiledLines(of: try Self.text(example))
    #expect(!compiled.isEmpty)
    #expect(shown == compiled, "\(article) differs from \(example)")
  }
}
