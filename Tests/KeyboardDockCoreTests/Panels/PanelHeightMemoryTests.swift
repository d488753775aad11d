import Foundation
import KeyboardDockCore
import Testing

/// How the memory answers a panel height: remembered, the other keyboard state's, or the fallback,
/// each capped at 75 % of the window.
@Suite("Panel heights: remembered per screen, orientation and keyboard state")
struct PanelHeightMemoryTests {
  static let iPhonePortrait = PanelHeightKey(
    screenSize: CGSize(width: 390, height: 844), isHardwareKeyboardAttached: false)!
  static let iPhoneLandscape = PanelHeightKey(
    screenSize: CGSize(width: 844, height: 390), isHardwareKeyboardAttached: false)!
  static let iPadPortrait = PanelHeightKey(
    screenSize: CGSize(width: 1024, height: 1366), isHardwareKeyboardAttached: false)!
  static let iPadPortraitHardware = PanelHeightKey(
    screenSize: CGSize(width: 1024, height: 1366), isHardwareKeyboardAttached: true)!
  static let iPadLandscape = PanelHeightKey(
    screenSize: CGSize(width: 1366, height: 1024), isHardwareKeyboardAttached: false)!

  /// A memory that remembers `heights`, in order.
  static func memory(_ heights: [(PanelHeightKey, CGFloat)], rules: PanelHeightRules = .default)
    -> PanelHeightMemory
  {
    var memory = PanelHeightMemory(rules: rules)
    for (key, height) in heights { memory.remember(keyboardHeight: height, for: key) }
    return memory
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var memory: PanelHeightMemory
    var placement: PanelPlacement
    var expected: CGFloat
    var remembered: Bool
    var testDescription: String { name }
  }

  static let phonePortrait = PanelPlacement.fullScreen(width: 390, height: 844, idiom: .phone)
  static let phoneLandscape = PanelPlacement.fullScreen(width: 844, height: 390, idiom: .phone)
  static let padPortrait = PanelPlacement.fullScreen(width: 1024, height: 1366, idiom: .pad)
  static let padLandscape = PanelPlacement.fullScreen(width: 1366, height: 1024, idiom: .pad)

  static let rows: [Row] = [
    // Before any keyboard: the fallback by idiom and orientation.
    Row(
      name: "iPhone portrait, nothing seen", memory: memory([]), placement: phonePortrait, expected: 336,
      remembered: false),
    Row(
      name: "iPhone landscape, nothing seen", memory: memory([]), placement: phoneLandscape, expected: 209,
      remembered: false),
    Row(
      name: "iPad portrait, nothing seen", memory: memory([]), placement: padPortrait, expected: 313,
      remembered: false),
    Row(
      name: "iPad landscape, nothing seen", memory: memory([]), placement: padLandscape, expected: 398,
      remembered: false),
    // Split View and Slide Over are horizontally compact, and still get the iPad's keyboard.
    Row(
      name: "iPad Split View, 678 wide, nothing seen", memory: memory([]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 1366, height: 1024), windowHeight: 1024, idiom: .pad),
      expected: 398, remembered: false),
    // Remembered: the keyboard measured on this screen in this orientation.
    Row(
      name: "iPhone portrait, 291 remembered", memory: memory([(iPhonePortrait, 291)]),
      placement: phonePortrait,
      expected: 291, remembered: true),
    Row(
      name: "iPhone rotated: portrait's 291 does not hold in landscape",
      memory: memory([(iPhonePortrait, 291)]),
      placement: phoneLandscape, expected: 209, remembered: false),
    Row(
      name: "iPhone landscape, 219 remembered",
      memory: memory([(iPhonePortrait, 336), (iPhoneLandscape, 219)]),
      placement: phoneLandscape, expected: 219, remembered: true),
    Row(
      name: "iPhone landscape, 300 remembered, capped at 75 % of 390",
      memory: memory([(iPhoneLandscape, 300)]),
      placement: phoneLandscape, expected: 292.5, remembered: true),
    Row(
      name: "another screen size does not share the memory", memory: memory([(iPhonePortrait, 291)]),
      placement: .fullScreen(width: 430, height: 932, idiom: .phone), expected: 336, remembered: false),
    // The keyboard spans the screen: a full-screen measurement holds for every window on it.
    Row(
      name: "iPad Split View, 678 wide, 471 remembered full screen", memory: memory([(iPadLandscape, 471)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 1366, height: 1024), windowHeight: 1024, idiom: .pad),
      expected: 471, remembered: true),
    Row(
      name: "iPad Stage Manager window 500 tall: capped at 375", memory: memory([(iPadLandscape, 471)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 1366, height: 1024), windowHeight: 500, idiom: .pad),
      expected: 375, remembered: true),
    Row(
      name: "iPad portrait, 378 remembered", memory: memory([(iPadPortrait, 378)]), placement: padPortrait,
      expected: 378, remembered: true),
    // Hardware keyboards: the same state first, then the other state, then the fallback.
    Row(
      name: "hardware keyboard, its own 313 remembered",
      memory: memory([(iPadPortrait, 378), (iPadPortraitHardware, 313)]),
      placement: .fullScreen(width: 1024, height: 1366, idiom: .pad, isHardwareKeyboardAttached: true),
      expected: 313, remembered: true),
    Row(
      name: "software keyboard keeps its own 378",
      memory: memory([(iPadPortrait, 378), (iPadPortraitHardware, 313)]),
      placement: padPortrait, expected: 378, remembered: true),
    Row(
      name: "hardware keyboard, only the software keyboard's 378 remembered",
      memory: memory([(iPadPortrait, 378)]),
      placement: .fullScreen(width: 1024, height: 1366, idiom: .pad, isHardwareKeyboardAttached: true),
      expected: 378, remembered: true),
    Row(
      name: "software keyboard, only the hardware keyboard's 313 remembered",
      memory: memory([(iPadPortraitHardware, 313)]), placement: padPortrait, expected: 313, remembered: true),
    // Unusable placements: never a crash, the documented fallback.
    Row(
      name: "NaN screen", memory: memory([(iPhonePortrait, 291)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: CGFloat.nan, height: .nan), windowHeight: 844, idiom: .phone),
      expected: 336, remembered: false),
    Row(
      name: "zero screen", memory: memory([(iPhonePortrait, 291)]),
      placement: PanelPlacement(screenSize: .zero, windowHeight: 844, idiom: .phone), expected: 336,
      remembered: false),
    Row(
      name: "negative screen in landscape proportions", memory: memory([]),
      placement: PanelPlacement(
        screenSize: CGSize(width: -844, height: -1390), windowHeight: 390, idiom: .phone),
      expected: 209, remembered: false),
    Row(
      name: "infinite screen", memory: memory([]),
      placement: PanelPlacement(
        screenSize: CGSize(width: CGFloat.infinity, height: 390), windowHeight: 390, idiom: .phone),
      expected: 209, remembered: false),
    Row(
      name: "NaN window: no cap", memory: memory([(iPhoneLandscape, 300)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 844, height: 390), windowHeight: .nan, idiom: .phone),
      expected: 300, remembered: true),
    Row(
      name: "zero window: no cap", memory: memory([(iPhoneLandscape, 300)]),
      placement: PanelPlacement(screenSize: CGSize(width: 844, height: 390), windowHeight: 0, idiom: .phone),
      expected: 300, remembered: true),
    Row(
      name: "negative window: no cap", memory: memory([(iPhoneLandscape, 300)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 844, height: 390), windowHeight: -390, idiom: .phone),
      expected: 300, remembered: true),
    Row(
      name: "infinite window: no cap", memory: memory([(iPhoneLandscape, 300)]),
      placement: PanelPlacement(
        screenSize: CGSize(width: 844, height: 390), windowHeight: .infinity, idiom: .phone),
      expected: 300, remembered: true),
  ]

  @Test("The panel height for a placement", arguments: rows)
  func panelHeight(row: Row) {
    #expect(row.memory.panelHeight(for: row.placement) == row.expected)
    #expect(row.memory.hasRememberedHeight(for: row.placement) == row.remembered)
  }

  struct HeightRow: Sendable, CustomTestStringConvertible {
    var height: CGFloat
    var accepted: Bool
    var testDescription: String { "\(height)" }
  }

  @Test(
    "Heights at or below 170 pt, and heights that are not finite, are not remembered",
    arguments: [
      HeightRow(height: 0, accepted: false), HeightRow(height: -336, accepted: false),
      HeightRow(height: .nan, accepted: false), HeightRow(height: .infinity, accepted: false),
      HeightRow(height: -.infinity, accepted: false), HeightRow(height: 55, accepted: false),
      HeightRow(height: 170, accepted: false), HeightRow(height: 170.5, accepted: true),
      HeightRow(height: 216, accepted: true), HeightRow(height: 336, accepted: true),
      HeightRow(height: 1366, accepted: true),
    ])
  func accepts(row: HeightRow) {
    var memory = PanelHeightMemory()
    let accepted = memory.remember(keyboardHeight: row.height, for: Self.iPhonePortrait)
    #expect(accepted == row.accepted)
    #expect(memory.rememberedHeight(for: Self.iPhonePortrait) == (row.accepted ? row.height : nil))
    // A refused height leaves an earlier one in place.
    var earlier = Self.memory([(Self.iPhonePortrait, 291)])
    earlier.remember(keyboardHeight: row.height, for: Self.iPhonePortrait)
    #expect(earlier.rememberedHeight(for: Self.iPhonePortrait) == (row.accepted ? row.height : 291))
  }

  @Test("Rules that are not usable fall back to the documented values")
  func unusableRules() {
    // A minimum that is not finite counts as 170.
    var nanMinimum = PanelHeightMemory(rules: PanelHeightRules(minimumKeyboardHeight: .nan))
    let at170 = nanMinimum.remember(keyboardHeight: 170, for: Self.iPhonePortrait)
    let at171 = nanMinimum.remember(keyboardHeight: 171, for: Self.iPhonePortrait)
    #expect(!at170 && at171)
    // A lower minimum lets a shorter keyboard in.
    var low = PanelHeightMemory(rules: PanelHeightRules(minimumKeyboardHeight: 100))
    let at150 = low.remember(keyboardHeight: 150, for: Self.iPhonePortrait)
    #expect(at150)
    // A cap fraction that is not finite or not above 0 turns the cap off; 0.5 halves the window.
    let tall = Self.memory([(Self.iPhoneLandscape, 300)])
    for (fraction, expected): (CGFloat, CGFloat) in [
      (.nan, 300), (0, 300), (-1, 300), (.infinity, 300), (0.5, 195),
    ] {
      var memory = tall
      memory.rules.maximumWindowFraction = fraction
      #expect(memory.panelHeight(for: Self.phoneLandscape) == expected, "fraction \(fraction)")
    }
    // Fallback heights that are not finite or not above 0 read as the defaults; usable ones are kept.
    let bad = PanelHeightFallback(
      phonePortrait: .nan, phoneLandscape: 0, padPortrait: -1, padLandscape: .infinity)
    #expect(bad.height(for: .phone, isLandscape: false) == 336)
    #expect(bad.height(for: .phone, isLandscape: true) == 209)
    #expect(bad.height(for: .pad, isLandscape: false) == 313)
    #expect(bad.height(for: .pad, isLandscape: true) == 398)
    let custom = PanelHeightFallback(
      phonePortrait: 300, phoneLandscape: 200, padPortrait: 350, padLandscape: 420)
    let answers = [false, true].flatMap { landscape in
      PanelDeviceIdiom.allCases.map { custom.height(for: $0, isLandscape: landscape) }
    }
    #expect(answers == [300, 350, 200, 420])
  }

  @Test("Keys round to whole points and refuse sizes no screen has")
  func keys() {
    let rounded = PanelHeightKey(
      screenSize: CGSize(width: 389.7, height: 844.2), isHardwareKeyboardAttached: false)
    #expect(rounded == Self.iPhonePortrait)
    #expect(Self.iPhoneLandscape.isLandscape && !Self.iPhonePortrait.isLandscape)
    let refused: [CGSize] = [
      .zero, CGSize(width: -390, height: 844), CGSize(width: 390, height: CGFloat.nan),
      CGSize(width: CGFloat.infinity, height: 844), CGSize(width: 0.4, height: 844),
    ]
    for size in refused {
      #expect(PanelHeightKey(screenSize: size, isHardwareKeyboardAttached: false) == nil, "\(size)")
    }
  }

  @Test("The memory keeps the 16 most recently remembered heights")
  func capacity() {
    var memory = PanelHeightMemory()
    let keys = (1...20).map {
      PanelHeightKey(
        screenSize: CGSize(width: 300 + CGFloat($0), height: 800), isHardwareKeyboardAttached: false)!
    }
    for (index, key) in keys.enumerated() { memory.remember(keyboardHeight: 200 + CGFloat(index), for: key) }
    #expect(memory.entries.count == 16)
    #expect(memory.rememberedHeight(for: keys[3]) == nil)
    #expect(memory.rememberedHeight(for: keys[4]) == 204)
    // Remembering an old key again makes it the most recent.
    memory.remember(keyboardHeight: 250, for: keys[4])
    memory.remember(keyboardHeight: 260, for: keys[0])
    #expect(memory.entries.map(\.height).suffix(2) == [250, 260])
    #expect(memory.rememberedHeight(for: keys[5]) == nil)
    #expect(memory.rememberedHeight(for: keys[4]) == 250)
    memory.removeAll()
    #expect(memory.isEmpty)
  }
}
