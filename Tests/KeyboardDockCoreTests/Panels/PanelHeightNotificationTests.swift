import Foundation
import KeyboardDockCore
import Testing

/// Which keyboard notifications feed the panel-height memory, and with what height.
@Suite("Panel heights: what the keyboard's notifications teach the memory")
struct PanelHeightNotificationTests {
  static let iPhone = KeyboardContainer(
    frameInScreen: DeviceA.screen, safeAreaInsets: DeviceA.safeArea, screenBounds: DeviceA.screen,
    screen: KeyboardScreenID(rawValue: 1))
  static let iPhoneLandscape = KeyboardContainer.fullScreen(width: 844, height: 390)
  static let portraitKey = PanelHeightKey(
    screenSize: CGSize(width: 390, height: 844), isHardwareKeyboardAttached: false)!

  static func note(
    _ kind: KeyboardNotificationKind, _ end: CGRect?, isLocal: Bool? = true, screen: UInt? = nil
  ) -> KeyboardNotification {
    KeyboardNotification(
      kind: kind, beginFrame: DeviceA.offscreen, endFrame: end, duration: 0.25, curve: 7, isLocal: isLocal,
      screen: screen.map(KeyboardScreenID.init(rawValue:)))
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var notification: KeyboardNotification
    var container: KeyboardContainer = PanelHeightNotificationTests.iPhone
    var accessoryHeight: CGFloat = 0
    /// The key and height remembered, or `nil` for none.
    var expected: (key: PanelHeightKey, height: CGFloat)?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "willShow, docked",
      notification: note(.willShow, DeviceA.keyboard),
      expected: (portraitKey, 336)),
    Row(
      name: "willChangeFrame, QuickType off",
      notification: note(.willChangeFrame, CGRect(x: 0, y: 553, width: 390, height: 291)),
      expected: (portraitKey, 291)),
    Row(name: "didShow: may be late", notification: note(.didShow, DeviceA.keyboard), expected: nil),
    Row(
      name: "didChangeFrame: may be late", notification: note(.didChangeFrame, DeviceA.keyboard),
      expected: nil),
    Row(name: "willHide", notification: note(.willHide, DeviceA.offscreen), expected: nil),
    Row(
      name: "willChangeFrame to below the screen", notification: note(.willChangeFrame, DeviceA.offscreen),
      expected: nil),
    Row(
      name: "another app's keyboard", notification: note(.willShow, DeviceA.keyboard, isLocal: false),
      expected: nil),
    Row(
      name: "isLocal missing counts as ours", notification: note(.willShow, DeviceA.keyboard, isLocal: nil),
      expected: (portraitKey, 336)),
    Row(name: "another screen", notification: note(.willShow, DeviceA.keyboard, screen: 2), expected: nil),
    Row(
      name: "this screen", notification: note(.willShow, DeviceA.keyboard, screen: 1),
      expected: (portraitKey, 336)),
    Row(name: "no end frame", notification: note(.willShow, nil), expected: nil),
    Row(
      name: "zero frame: shortcuts bar dropped, floating", notification: note(.willShow, .zero), expected: nil
    ),
    Row(
      name: "zero height", notification: note(.willShow, CGRect(x: 0, y: 844, width: 390, height: 0)),
      expected: nil),
    Row(
      name: "NaN frame", notification: note(.willShow, CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)),
      expected: nil),
    Row(
      name: "third-party keyboard's first report, 216",
      notification: note(.willShow, CGRect(x: 0, y: 628, width: 390, height: 216)),
      expected: (portraitKey, 216)),
    Row(
      name: "a 52-pt accessory is not the keyboard",
      notification: note(.willShow, CGRect(x: 0, y: 456, width: 390, height: 388)),
      accessoryHeight: 52, expected: (portraitKey, 336)),
    Row(
      name: "a NaN accessory counts as 0", notification: note(.willShow, DeviceA.keyboard),
      accessoryHeight: .nan,
      expected: (portraitKey, 336)),
    Row(
      name: "a negative accessory counts as 0", notification: note(.willShow, DeviceA.keyboard),
      accessoryHeight: -52,
      expected: (portraitKey, 336)),
    Row(
      name: "an accessory that is nearly all of the frame", notification: note(.willShow, DeviceA.keyboard),
      accessoryHeight: 200, expected: nil),
    // Landscape: a frame as wide as the portrait screen is stale from before the rotation.
    Row(
      name: "landscape, stale portrait width",
      notification: note(.willShow, CGRect(x: 0, y: 54, width: 390, height: 336)),
      container: iPhoneLandscape, expected: nil),
    Row(
      name: "landscape", notification: note(.willShow, CGRect(x: 0, y: 181, width: 844, height: 209)),
      container: iPhoneLandscape,
      expected: (
        PanelHeightKey(screenSize: CGSize(width: 844, height: 390), isHardwareKeyboardAttached: false)!, 209
      )),
    // iPad: a floating keyboard is not the docked one; a hardware keyboard's frame is the whole keyboard.
    Row(
      name: "iPad floating keyboard",
      notification: note(.willShow, CGRect(x: 300, y: 500, width: 320, height: 260)),
      container: IPad.container, expected: nil),
    Row(
      name: "iPad hardware keyboard",
      notification: note(.willShow, CGRect(x: 0, y: 1311, width: 1024, height: 313)),
      container: IPad.container,
      expected: (
        PanelHeightKey(screenSize: CGSize(width: 1024, height: 1366), isHardwareKeyboardAttached: true)!, 313
      )),
    Row(
      name: "iPad Split View window, docked",
      notification: note(.willShow, CGRect(x: 0, y: 626, width: 1366, height: 398)),
      container: KeyboardContainer(
        frameInScreen: CGRect(x: 0, y: 0, width: 678, height: 1024),
        screenBounds: CGRect(x: 0, y: 0, width: 1366, height: 1024)),
      expected: (
        PanelHeightKey(screenSize: CGSize(width: 1366, height: 1024), isHardwareKeyboardAttached: false)!, 398
      )),
  ]

  @Test("A notification is remembered only for a docked system keyboard", arguments: rows)
  func remembers(row: Row) {
    var memory = PanelHeightMemory()
    let remembered = memory.remember(
      row.notification, in: row.container, accessoryHeight: row.accessoryHeight)
    #expect(remembered == (row.expected != nil))
    if let expected = row.expected {
      #expect(memory.entries == [PanelHeightMemory.Entry(key: expected.key, height: expected.height)])
    } else {
      #expect(memory.isEmpty)
    }
  }

  @Test("A third-party keyboard's reports 0, 216, 256 leave 256")
  func thirdPartySequence() {
    var memory = PanelHeightMemory()
    for height: CGFloat in [0, 216, 256] {
      memory.remember(
        Self.note(.willShow, CGRect(x: 0, y: 844 - height, width: 390, height: height)), in: Self.iPhone)
    }
    #expect(memory.rememberedHeight(for: Self.portraitKey) == 256)
  }

  @Test("A hardware keyboard's frame leaves the software keyboard's height alone")
  func hardwareKeepsSoftware() {
    var memory = PanelHeightMemory()
    memory.remember(Self.note(.willShow, CGRect(x: 0, y: 966, width: 1024, height: 400)), in: IPad.container)
    memory.remember(Self.note(.willShow, CGRect(x: 0, y: 1311, width: 1024, height: 313)), in: IPad.container)
    let software = PanelPlacement.fullScreen(width: 1024, height: 1366, idiom: .pad)
    var hardware = software
    hardware.isHardwareKeyboardAttached = true
    #expect(memory.panelHeight(for: software) == 400)
    #expect(memory.panelHeight(for: hardware) == 313)
  }
}

extension PanelHeightNotificationTests {
  @Test("An entry tells whether a hardware keyboard is attached, before the 170-pt floor")
  func entries() {
    let shortcuts = PanelHeightMemory.entry(
      for: Self.note(.willShow, CGRect(x: 0, y: 1311, width: 1024, height: 313)), in: IPad.container,
      accessoryHeight: 260)
    #expect(shortcuts?.key.isHardwareKeyboardAttached == true)
    #expect(shortcuts?.height == 53)
    let docked = PanelHeightMemory.entry(for: Self.note(.willShow, DeviceA.keyboard), in: Self.iPhone)
    #expect(docked == PanelHeightMemory.Entry(key: Self.portraitKey, height: 336))
    #expect(PanelHeightMemory.entry(for: Self.note(.willHide, DeviceA.offscreen), in: Self.iPhone) == nil)
  }
}
