import Foundation
import KeyboardDockCore
import Testing

/// What a keyboard frame means before it reaches the state machine.
///
/// See *How the iOS keyboard behaves*, "Frames to ignore", "Docked and floating keyboards", "Hardware
/// keyboards" and "Slide Over".
@Suite("Frame classification")
struct ClassificationTests {
  /// A frame, the notification it came with, and what it must mean.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: CGRect
    let kind: KeyboardNotificationKind?
    let container: KeyboardContainer
    let expected: KeyboardFrameClassification
    var testDescription: String { name }
  }

  static let landscape = DeviceA.landscape

  static let rows: [Row] = [
    // WillHide → hidden, whatever the frame says.
    Row(
      name: "willHide with an on-screen frame", frame: DeviceA.keyboard, kind: .willHide,
      container: DeviceA.container, expected: .hidden),
    Row(
      name: "didHide with .zero", frame: .zero, kind: .didHide, container: DeviceA.container,
      expected: .hidden),
    // .zero while the iPad keyboard is dragged → ignored; on willShow → the dropped shortcuts bar.
    Row(
      name: "willChangeFrame .zero", frame: .zero, kind: .willChangeFrame,
      container: IPad.container, expected: .ignored(.zeroFrameDuringDrag)),
    Row(
      name: "didChangeFrame .zero", frame: .zero, kind: .didChangeFrame,
      container: IPad.container, expected: .ignored(.zeroFrameDuringDrag)),
    Row(
      name: "sample .zero", frame: .zero, kind: nil, container: IPad.container,
      expected: .ignored(.zeroFrameDuringDrag)),
    Row(
      name: "willShow .zero", frame: .zero, kind: .willShow, container: IPad.container,
      expected: .visible(.undocked)),
    Row(
      name: "didShow .zero", frame: .zero, kind: .didShow, container: IPad.container,
      expected: .visible(.undocked)),
    // Zero width or height → hidden (also the height-0 frame after waking rotated).
    Row(
      name: "zero height at the bottom", frame: CGRect(x: 0, y: 844, width: 390, height: 0), kind: .willShow,
      container: DeviceA.container, expected: .hidden),
    Row(
      name: "zero height on screen", frame: CGRect(x: 0, y: 508, width: 390, height: 0),
      kind: .willChangeFrame,
      container: DeviceA.container, expected: .hidden),
    Row(
      name: "zero width", frame: CGRect(x: 0, y: 508, width: 0, height: 336), kind: .willShow,
      container: DeviceA.container, expected: .hidden),
    Row(
      name: "height 0.4 rounds to 0", frame: CGRect(x: 0, y: 508, width: 390, height: 0.4), kind: .willShow,
      container: DeviceA.container, expected: .hidden),
    // Stale width from before a rotation, both ways.
    Row(
      name: "portrait width on a landscape screen", frame: DeviceA.keyboard, kind: .willChangeFrame,
      container: landscape, expected: .ignored(.staleWidthDuringRotation)),
    Row(
      name: "landscape width on a portrait screen", frame: CGRect(x: 0, y: 635, width: 844, height: 209),
      kind: .willShow, container: DeviceA.container, expected: .ignored(.staleWidthDuringRotation)),
    // Docked reaches the screen's bottom; fractions are rounded (see *How the iOS keyboard behaves*,
    // "Third-party keyboards").
    Row(
      name: "docked", frame: DeviceA.keyboard, kind: .willShow, container: DeviceA.container,
      expected: .visible(.docked)),
    Row(
      name: "docked 0.4 below the bottom", frame: CGRect(x: 0, y: 508.4, width: 390, height: 336),
      kind: .willShow,
      container: DeviceA.container, expected: .visible(.docked)),
    Row(
      name: "docked 0.3 above the bottom", frame: CGRect(x: 0, y: 507.7, width: 390, height: 336),
      kind: .didShow,
      container: DeviceA.container, expected: .visible(.docked)),
    Row(
      name: "landscape docked", frame: CGRect(x: 0, y: 181, width: 844, height: 209), kind: .willShow,
      container: landscape, expected: .visible(.docked)),
    // Intersects the screen and ends above its bottom → floating, undocked or split.
    Row(
      name: "floating", frame: CGRect(x: 300, y: 500, width: 320, height: 260), kind: .willShow,
      container: IPad.container, expected: .visible(.undocked)),
    Row(
      name: "split", frame: CGRect(x: 0, y: 700, width: 1024, height: 300), kind: .willChangeFrame,
      container: IPad.container, expected: .visible(.undocked)),
    // The hardware keyboard's shortcuts bar, full height and mostly below the screen.
    Row(
      name: "shortcuts bar", frame: CGRect(x: 0, y: 1311, width: 1024, height: 313), kind: .willShow,
      container: IPad.container, expected: .visible(.shortcutsBar)),
    Row(
      name: "narrow shortcuts bar (iOS 15)", frame: CGRect(x: 262, y: 1311, width: 500, height: 313),
      kind: .willChangeFrame, container: IPad.container, expected: .visible(.shortcutsBar)),
    Row(
      name: "a sample reaching below the screen is docked",
      frame: CGRect(x: 0, y: 1311, width: 1024, height: 313),
      kind: nil, container: IPad.container, expected: .visible(.docked)),
    // Off screen → hidden.
    Row(
      name: "just below the screen", frame: DeviceA.offscreen, kind: .willChangeFrame,
      container: DeviceA.container, expected: .hidden),
    Row(
      name: "a 0.4 sliver on screen", frame: CGRect(x: 0, y: 843.6, width: 390, height: 336),
      kind: .willChangeFrame,
      container: DeviceA.container, expected: .hidden),
    // Slide Over reports the keyboard ending at the app's bottom (1356): docked once corrected.
    Row(
      name: "Slide Over, reported at the app's bottom", frame: CGRect(x: 0, y: 958, width: 1024, height: 398),
      kind: .willShow,
      container: IPad.window(CGRect(x: 694, y: 10, width: 320, height: 1346), isSlideOver: true),
      expected: .visible(.docked)),
    Row(
      name: "Slide Over, reaching the screen's bottom", frame: IPad.keyboard, kind: .willShow,
      container: IPad.window(CGRect(x: 694, y: 10, width: 320, height: 1346), isSlideOver: true),
      expected: .visible(.docked)),
    Row(
      name: "not Slide Over: the same frame floats", frame: CGRect(x: 0, y: 958, width: 1024, height: 398),
      kind: .willShow, container: IPad.window(CGRect(x: 694, y: 10, width: 320, height: 1346)),
      expected: .visible(.undocked)),
  ]

  @Test("Each frame is classified as UIKit's behaviour requires", arguments: rows)
  func classify(row: Row) {
    #expect(KeyboardGeometry.classify(row.frame, kind: row.kind, in: row.container) == row.expected)
  }

  @Test("Slide Over correction: 1366 − 1356 = 10 unless the keyboard reaches the screen's bottom")
  func slideOverOffset() {
    let slideOver = IPad.window(CGRect(x: 694, y: 10, width: 320, height: 1346), isSlideOver: true)
    #expect(
      KeyboardGeometry.slideOverOffset(for: CGRect(x: 0, y: 958, width: 1024, height: 398), in: slideOver)
        == 10)
    #expect(KeyboardGeometry.slideOverOffset(for: IPad.keyboard, in: slideOver) == 0)
    let window = IPad.window(CGRect(x: 694, y: 10, width: 320, height: 1346))
    #expect(
      KeyboardGeometry.slideOverOffset(for: CGRect(x: 0, y: 958, width: 1024, height: 398), in: window) == 0)
    // In the app's coordinates the corrected keyboard starts at 968 − 10 = 958: it covers 1346 − 958.
    #expect(
      KeyboardGeometry.overlap(of: CGRect(x: 0, y: 958, width: 1024, height: 398), with: slideOver) == 388)
  }

  /// Overlap and height above for keyboards against containers.
  ///
  /// See *How the iOS keyboard behaves*, "Multitasking" and "Safe area and tab bars".
  struct OverlapRow: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: CGRect
    let container: KeyboardContainer
    let overlap: CGFloat
    let heightAbove: CGFloat
    var testDescription: String { name }
  }

  @Test(
    "Overlap is the intersection's height; height above is the distance from the bottom to the top edge",
    arguments: [
      OverlapRow(
        name: "docked", frame: DeviceA.keyboard, container: DeviceA.container, overlap: 336,
        heightAbove: 336),
      OverlapRow(
        name: "off screen", frame: DeviceA.offscreen, container: DeviceA.container, overlap: 0, heightAbove: 0
      ),
      // Floating: 260 of it intersects, but its top is 1366 − 500 = 866 above the bottom.
      OverlapRow(
        name: "floating", frame: CGRect(x: 300, y: 500, width: 320, height: 260), container: IPad.container,
        overlap: 260, heightAbove: 866),
      // Beside a Split View pane: no horizontal intersection, no overlap.
      OverlapRow(
        name: "beside the pane", frame: CGRect(x: 600, y: 500, width: 320, height: 260),
        container: IPad.window(CGRect(x: 0, y: 0, width: 507, height: 1366)), overlap: 0, heightAbove: 0),
      // Taller than the container: clamped to its height.
      OverlapRow(
        name: "taller than a sheet", frame: CGRect(x: 0, y: 100, width: 1024, height: 1266),
        container: IPad.window(CGRect(x: 242, y: 200, width: 540, height: 900)), overlap: 900,
        heightAbove: 900),
      OverlapRow(name: ".zero", frame: .zero, container: DeviceA.container, overlap: 0, heightAbove: 0),
    ])
  func overlap(row: OverlapRow) {
    #expect(KeyboardGeometry.overlap(of: row.frame, with: row.container) == row.overlap)
    #expect(KeyboardGeometry.heightAbove(row.frame, in: row.container) == row.heightAbove)
  }

  @Test("Frames compare equal after rounding to whole points")
  func roundedComparison() {
    #expect(
      KeyboardGeometry.isSameFrame(DeviceA.keyboard, CGRect(x: 0.2, y: 508.4, width: 389.6, height: 336.3)))
    #expect(!KeyboardGeometry.isSameFrame(DeviceA.keyboard, CGRect(x: 0, y: 508.6, width: 390, height: 336)))
  }
}
