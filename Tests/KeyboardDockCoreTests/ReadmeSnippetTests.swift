import Foundation
import KeyboardDockCore
import Testing

/// The README's code, held to what is compiled and run, so the README cannot drift from the code.
///
/// The README's UIKit and SwiftUI screens are files in `Examples/`, which `.ci/ios-build` compiles for
/// iOS; Linux cannot compile them, but it can hold the README's blocks to their compiled copies. The
/// manifest block names products the package has.
@Suite("README snippets")
struct ReadmeSnippetTests {
  typealias Files = DocumentationSnippetTests

  /// The lines of every ```swift block of a Markdown file, in order.
  static func swiftBlocks(in markdown: String) -> [[Substring]] {
    var blocks: [[Substring]] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func readmeHasTheManifestAndTwoScreens() throws {
    #expect(Self.swiftBlocks(in: try Files.text("README.md")).count == 3)
  }

  /// Every product the README's manifest block names is a library of the package.
  @Test func manifestBlockNamesTheLibraries() throws {
    let block = try #require(Self.swiftBlocks(in: try Files.text("README.md")).first).joined(separator: "\n")
    let manifest = try Files.text("Package.swift")
    let products = block.split(separator: ".product(name: \"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(products == ["KeyboardDock", "KeyboardDockSwiftUI"])
    for product in products {
      #expect(manifest.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"))
    }
  }

  @Test(arguments: [
    (1, "Examples/UIKit/GettingStartedChatScreen.swift"),
    (2, "Examples/SwiftUI/ReadmeMessagesScreen.swift"),
  ])
  func readmeShowsTheCompiledScreen(block: Int, example: String) throws {
    let blocks = Self.swiftBlocks(in: try Files.text("README.md"))
    let compiled = Files.compiledLines(of: try Files.text(example))
    #expect(!compiled.isEmpty)
    #expect(blocks.count > block && blocks[block] == compiled, "README.md differs from \(example)")
  }

  /// The engine block of the core's article "What is in the package", run as it is.
  ///
  /// The block is this function's text between the `snippet` markers, four spaces in.
  @Test func engineSnippet() throws {
    // snippet:begin
    var driver = KeyboardDockDriver()
    let container = KeyboardContainer.fullScreen(
      width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    _ = driver.handle(.container(container, at: 0))  // the bar rests on 34 pt
    let willShow = KeyboardNotification(
      kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 1)
    let spring = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.keyboard)))
    let bar = driver.handle(.notification(willShow, animation: spring)).bar
    let offset = bar?.value  // 336: on the keyboard, set inside the handler so UIKit animates it with it
    let keyframes = bar?.keyframes  // .replace(path): the 34 pt bend UIKit's animation cannot follow
    let shown = driver.dockLayout(at: 1.08).bottomOffset  // 144.1: 80 ms in
    // snippet:end

    #expect(offset == 336)
    guard case .replace = keyframes else {
      Issue.record("expected keyframes that replace the bar's path, found \(String(describing: keyframes))")
      return
    }
    #expect(abs(shown - 144.11) <= 0.01)

    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex(of: "    // snippet:begin"))
    let end = try #require(lines.firstIndex(of: "    // snippet:end"))
    let run = lines[(begin + 1)..<end].map { $0.dropFirst(4) }
    let article = try Files.text("Sources/KeyboardDockCore/Documentation.docc/WhatIsInThePackage.md")
    let shownBlock = Array(Self.swiftBlocks(in: article).first?.dropFirst(2) ?? [])  // after the import
    #expect(shownBlock == run)
  }
}
