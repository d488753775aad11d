import Foundation
import KeyboardDockCore
import Testing

/// The memory across launches: its JSON, what it refuses, and the `UserDefaults` store.
@Suite("Panel heights: kept across launches")
struct PanelHeightPersistenceTests {
  static let portrait = PanelHeightKey(
    screenSize: CGSize(width: 390, height: 844), isHardwareKeyboardAttached: false)!
  static let landscape = PanelHeightKey(
    screenSize: CGSize(width: 844, height: 390), isHardwareKeyboardAttached: false)!
  static let hardware = PanelHeightKey(
    screenSize: CGSize(width: 1024, height: 1366), isHardwareKeyboardAttached: true)!

  static var sample: PanelHeightMemory {
    var memory = PanelHeightMemory()
    memory.remember(keyboardHeight: 336, for: portrait)
    memory.remember(keyboardHeight: 209, for: landscape)
    memory.remember(keyboardHeight: 313.5, for: hardware)
    return memory
  }

  @Test("The JSON written for one height")
  func json() {
    var memory = PanelHeightMemory()
    memory.remember(keyboardHeight: 336, for: Self.portrait)
    let text = String(decoding: memory.encoded(), as: UTF8.self)
    #expect(text == #"{"heights":[{"hardwareKeyboard":false,"height":336,"screen":[390,844]}],"version":1}"#)
    #expect(String(decoding: PanelHeightMemory().encoded(), as: UTF8.self) == #"{"heights":[],"version":1}"#)
  }

  @Test("Encoding and decoding give back the same memory")
  func roundTrip() {
    let decoded = PanelHeightMemory(data: Self.sample.encoded())
    #expect(decoded == Self.sample)
    #expect(decoded.entries.map(\.height) == [336, 209, 313.5])
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var name: String
    var data: Data?
    /// The heights that survive, in order.
    var heights: [CGFloat]
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ heights: [CGFloat] = []) {
      self.name = name
      self.data = Data(text.utf8)
      self.heights = heights
    }

    init(_ name: String, data: Data?) {
      self.name = name
      self.data = data
      self.heights = []
    }
  }

  static let entry = #"{"hardwareKeyboard":false,"height":336,"screen":[390,844]}"#

  @Test(
    "Malformed data reads as empty, and unusable entries are left out",
    arguments: [
      Malformed("nothing stored", data: nil),
      Malformed("no bytes", data: Data()),
      Malformed("not UTF-8", data: Data([0xFF, 0xFE, 0x00, 0x7B])),
      Malformed("not JSON", "panel heights"),
      Malformed("an array", "[\(entry)]"),
      Malformed("another version", #"{"heights":[\#(entry)],"version":2}"#),
      Malformed("no version", #"{"heights":[\#(entry)]}"#),
      Malformed("no heights", #"{"version":1}"#),
      Malformed(
        "a height that is a string",
        #"{"heights":[{"hardwareKeyboard":false,"height":"336","screen":[390,844]}],"version":1}"#),
      Malformed(
        "a screen of three numbers",
        #"{"heights":[{"hardwareKeyboard":false,"height":336,"screen":[390,844,3]},\#(entry)],"version":1}"#,
        [336]),
      Malformed(
        "a screen of zero width",
        #"{"heights":[{"hardwareKeyboard":false,"height":336,"screen":[0,844]}],"version":1}"#),
      Malformed(
        "a negative screen",
        #"{"heights":[{"hardwareKeyboard":false,"height":336,"screen":[-390,-844]}],"version":1}"#),
      Malformed(
        "a shortcuts bar's 55",
        #"{"heights":[{"hardwareKeyboard":true,"height":55,"screen":[1024,1366]}],"version":1}"#),
      Malformed(
        "a negative height",
        #"{"heights":[{"hardwareKeyboard":false,"height":-336,"screen":[390,844]}],"version":1}"#),
      Malformed(
        "a height too large for a Double",
        #"{"heights":[{"hardwareKeyboard":false,"height":1e400,"screen":[390,844]}],"version":1}"#),
      Malformed(
        "two heights for one screen: the later is kept",
        #"{"heights":[{"hardwareKeyboard":false,"height":291,"screen":[390,844]},\#(entry)],"version":1}"#,
        [336]),
    ])
  func malformed(row: Malformed) {
    let memory = PanelHeightMemory(data: row.data)
    #expect(memory.entries.map(\.height) == row.heights)
  }

  @Test("UserDefaults keeps the memory in a suite of its own")
  func userDefaults() throws {
    let suite = "org.keyboarddock.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsPanelHeightStore(suiteName: suite, key: "heights")
    #expect(store.loadPanelHeights() == nil)
    #expect(PanelHeightMemory(loadingFrom: store).isEmpty)

    Self.sample.save(to: store)
    #expect(PanelHeightMemory(loadingFrom: store) == Self.sample)

    // Something else under the key reads as nothing.
    defaults.set("not data", forKey: "heights")
    #expect(store.loadPanelHeights() == nil)
    #expect(PanelHeightMemory(loadingFrom: store).isEmpty)
    defaults.set(Data("garbage".utf8), forKey: "heights")
    #expect(PanelHeightMemory(loadingFrom: store).isEmpty)
  }

  @Test("A store of the app's own sees the same bytes")
  func customStore() {
    final class Box: PanelHeightStore, @unchecked Sendable {
      var data: Data?
      func loadPanelHeights() -> Data? { data }
      func savePanelHeights(_ data: Data) { self.data = data }
    }
    let box = Box()
    Self.sample.save(to: box)
    #expect(box.data == Self.sample.encoded())
    #expect(PanelHeightMemory(loadingFrom: box) == Self.sample)
    // The app's rules apply to what is loaded: a minimum of 300 drops the 209.
    let strict = PanelHeightMemory(loadingFrom: box, rules: PanelHeightRules(minimumKeyboardHeight: 300))
    #expect(strict.entries.map(\.height) == [336, 313.5])
  }
}
