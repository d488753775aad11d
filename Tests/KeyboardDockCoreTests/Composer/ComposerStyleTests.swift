import Foundation
import KeyboardDockCore
import Testing

/// Which look a composer takes per system version and `UIDesignRequiresCompatibility`, and the
/// keyboard's corner radius it meets.
@Suite("Composer style")
struct ComposerStyleTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let style: ComposerStyle
    let system: SystemVersion?
    let compatibility: Bool
    let expected: ComposerStyle.Resolved
    var testDescription: String {
      "\(style) on \(system.map { "\($0.major).\($0.minor)" } ?? "unknown"), flag \(compatibility)"
    }
  }

  static let rows: [Row] = {
    var rows: [Row] = []
    let versions: [SystemVersion?] = [
      nil, SystemVersion(15), SystemVersion(17, 4), SystemVersion(18, 6), SystemVersion(25, 9, 9),
      SystemVersion(26), SystemVersion(26, 2), SystemVersion(27),
    ]
    for system in versions {
      let glassSystem = (system?.major ?? 0) >= 26
      for compatibility in [false, true] {
        rows.append(
          Row(
            style: .automatic, system: system, compatibility: compatibility,
            expected: glassSystem && !compatibility ? .glass : .classic))
        rows.append(
          Row(
            style: .glass, system: system, compatibility: compatibility,
            expected: glassSystem ? .glass : .classic))
        rows.append(Row(style: .classic, system: system, compatibility: compatibility, expected: .classic))
      }
    }
    return rows
  }()

  @Test("Classic on iOS 15–25 and under the flag; glass on 26 and later", arguments: rows)
  func resolution(row: Row) {
    #expect(
      row.style.resolved(on: row.system, requiresDesignCompatibility: row.compatibility) == row.expected)
  }

  @Test func theEdgesOfTheRule() {
    #expect(
      ComposerStyle.automatic.resolved(on: SystemVersion(25, 99, 99), requiresDesignCompatibility: false)
        == .classic)
    #expect(
      ComposerStyle.automatic.resolved(on: SystemVersion(26, 0, 0), requiresDesignCompatibility: false)
        == .glass)
    #expect(
      ComposerStyle.automatic.resolved(on: SystemVersion(26, 0, 0), requiresDesignCompatibility: true)
        == .classic)
    #expect(ComposerStyle.glass.resolved(on: SystemVersion(26), requiresDesignCompatibility: true) == .glass)
    #expect(
      ComposerStyle.glass.resolved(on: SystemVersion(18), requiresDesignCompatibility: false) == .classic)
  }

  @Test func eachLookHasItsGeometry() {
    #expect(ComposerStyle.Resolved.glass.geometry == .floating)
    #expect(ComposerStyle.Resolved.classic.geometry == .classic)
    #expect(ComposerGeometry.floating.isFloating)
    #expect(!ComposerGeometry.classic.isFloating)
  }

  @Test func theKeyboardsCornersAreRoundOnlyInTheIOS26Design() {
    let radius = ComposerStyle.keyboardCornerRadius
    #expect(radius(SystemVersion(26), false) == 30)
    #expect(radius(SystemVersion(26, 2), false) == 30)
    #expect(radius(SystemVersion(27), false) == 30)
    #expect(radius(SystemVersion(26), true) == 0)
    #expect(radius(SystemVersion(18, 6), false) == 0)
    #expect(radius(SystemVersion(15), false) == 0)
    #expect(radius(nil, false) == 0)
  }
}
