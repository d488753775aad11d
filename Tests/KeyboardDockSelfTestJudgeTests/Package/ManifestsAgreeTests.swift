import Foundation
import Testing

/// `Package@swift-6.0.swift` is `Package.swift` without the package trait: tools before 6.1 read it,
/// so a target or dependency added to one manifest and not the other would build a different package.
@Suite("The two manifests describe one package")
struct ManifestsAgreeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The manifest's code with comments, the tools version, the traits and the trait condition taken
  /// out, and white space folded: what both manifests must share.
  static func shared(_ text: String) -> String {
    var code = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    if let start = code.range(of: "traits: ["),
      let end = code.range(of: "],", range: start.upperBound..<code.endIndex)
    {
      code.removeSubrange(start.lowerBound..<end.upperBound)
    }
    code = code.replacingOccurrences(of: #", condition: .when(traits: ["Tool"])"#, with: "")
    return code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: ",)", with: ")")
  }

  @Test func theyDifferOnlyInTheTrait() throws {
    let current = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let older = try String(
      contentsOf: Self.root.appendingPathComponent("Package@swift-6.0.swift"), encoding: .utf8)
    #expect(current.hasPrefix("// swift-tools-version: 6.1\n"))
    #expect(older.hasPrefix("// swift-tools-version: 6.0\n"))
    #expect(current.contains(#"condition: .when(traits: ["Tool"])"#))
    #expect(!older.contains("traits: ["))
    #expect(Self.shared(current) == Self.shared(older))
  }

  @Test func aTargetInOneManifestOnlyIsSeen() {
    let one = #"let package = Package(name: "A", targets: [.target(name: "B")])"#
    let two = #"let package = Package(name: "A", targets: [.target(name: "B"), .target(name: "C")])"#
    #expect(Self.shared(one) != Self.shared(two))
    let traits = """
      let package = Package(
        name: "A",
        traits: [
          .default(enabledTraits: ["Tool"]),
        ],
        targets: [.target(name: "B")])
      """
    #expect(
      Self.shared(traits) == Self.shared(#"let package = Package(name: "A", targets: [.target(name: "B")])"#))
  }
}
