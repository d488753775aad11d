import Foundation
import Testing

/// Every ```swift block of the README and of every DocC article either is compiled, or says on its
/// first line that it is a fragment (`// Fragment: …`).
///
/// A block is compiled when its lines, imports aside, stand in that order in a Swift file that a build
/// compiles: a file of `Examples/` (the `KeyboardDockExamples` target, which `.ci/ios-build` compiles
/// for iOS against the SDK) for UIKit and SwiftUI code, or a test of `Tests/` for the core's. Lines are
/// compared with their indentation and runs of spaces folded, and blank lines left out, so a block
/// can sit inside a function or a type that gives it what it names. Each of the block's imports must
/// be one of that file's.
@Suite("Documentation snippets compile")
struct SnippetCompilationTests {
  typealias Files = DocumentationSnippetTests

  /// Where the README and the articles are.
  static var documents: [String] {
    var paths = ["README.md"]
    let sources = Files.root.appendingPathComponent("Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    for target in targets.sorted() {
      let catalog = "Sources/\(target)/\(target == "kbdock" ? "" : "Documentation.docc")"
      guard target != "kbdock",
        let names = try? FileManager.default.contentsOfDirectory(
          atPath: Files.root.appendingPathComponent(catalog).path)
      else { continue }
      paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return paths
  }

  /// Every Swift file under `folder`, relative to the root.
  static func swiftFiles(under folder: String) -> [String] {
    let url = Files.root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
  }

  /// A line as compared: no indentation, runs of spaces folded to one.
  static func normalized(_ line: Substring) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// The compiled files' lines, normalized, blank lines left out.
  static let compiledFiles: [(path: String, lines: [String])] = {
    (swiftFiles(under: "Examples") + swiftFiles(under: "Tests")).compactMap { path in
      guard let text = try? Files.text(path) else { return nil }
      let lines = text.split(separator: "\n").map(normalized).filter { !$0.isEmpty }
      return (path, lines)
    }
  }()

  /// The compiled file that holds `block`, or `nil`.
  static func compiledCopy(of block: [Substring]) -> String? {
    let lines = block.map(normalized).filter { !$0.isEmpty }
    let imports = lines.filter { $0.hasPrefix("import ") }
    let body = lines.filter { !$0.hasPrefix("import ") }
    guard !body.isEmpty else { return nil }
    for file in compiledFiles where imports.allSatisfy(file.lines.contains) {
      let candidates = file.lines.indices.filter { file.lines[$0] == body[0] }
      for start in candidates where start + body.count <= file.lines.count {
        if Array(file.lines[start..<(start + body.count)]) == body { return file.path }
      }
    }
    return nil
  }

  static func isFragment(_ block: [Substring]) -> Bool {
    block.first?.hasPrefix("// Fragment: ") == true
  }

  @Test func everyBlockIsCompiledOrAFragment() throws {
    var checked = 0
    for document in Self.documents {
      let blocks = ReadmeSnippetTests.swiftBlocks(in: try Files.text(document))
      for (index, block) in blocks.enumerated() where !Self.isFragment(block) {
        checked += 1
        #expect(
          Self.compiledCopy(of: block) != nil,
          "\(document), block \(index + 1), is neither compiled nor marked `// Fragment: `")
      }
    }
    // The README's two screens, the articles' screens and their shorter blocks.
    #expect(checked >= 30)
  }

  /// No block, compiled or not, names API an app cannot reach, or imports the engine that the
  /// app-facing modules already re-export.
  @Test func noBlockUsesPackageAPIOrImportsTheCore() throws {
    let unreachable = ["isShownOrShowing", "droppedInput", "growthBottomOffset", "replacesContainerAnswer"]
    for document in Self.documents where !document.contains("KeyboardDockCore/") {
      for block in ReadmeSnippetTests.swiftBlocks(in: try Files.text(document)) {
        let text = block.joined(separator: "\n")
        for name in unreachable { #expect(!text.contains(name), "\(document) uses \(name)") }
        if text.contains("import KeyboardDock\n") || text.contains("import KeyboardDockSwiftUI") {
          #expect(!text.contains("import KeyboardDockCore"), "\(document) imports KeyboardDockCore again")
        }
      }
    }
  }

  /// The check itself: a line moved out of order, or a block marked as nothing, is found.
  @Test func checkFindsADriftedBlock() {
    let block: [Substring] = ["import KeyboardDock", "avoidance = KeyboardAvoidance(scrollView: scrollView)"]
    #expect(Self.compiledCopy(of: block) != nil)
    let drifted: [Substring] = ["avoidance = KeyboardAvoidance(scrollView: scrollViewThatIsNot)"]
    #expect(Self.compiledCopy(of: drifted) == nil)
    #expect(Self.isFragment(["// Fragment: in a view's body", "Text(\"x\")"]))
    #expect(!Self.isFragment(["// in a view's body", "Text(\"x\")"]))
  }
}
