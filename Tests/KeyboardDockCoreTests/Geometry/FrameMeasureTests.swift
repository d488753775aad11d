import Foundation
import KeyboardDockCore
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry measured on plain numbers (`KeyboardFrameMeasure`, through which
/// `KeyboardGeometry` measures) answers as the same rules written with `CGRect`'s own edges,
/// conversion and intersection, bit for bit.
///
/// 6,000 frame–container pairs from SplitMix64 seed 0x6E0_3E7A, each coordinate drawn from values
/// that stress the rules (negative sizes, signed zeros, half points that round either way, the
/// largest finite values, NaN and infinities) or from a phone's screen; the containers are full
/// screen, inset, below the screen, in Slide Over with and without a window or a judged offset.
/// A failure names the pair.
@Suite("Geometry: measured on numbers as on rectangles")
struct FrameMeasureTests {
  @Test func everyMeasureMatchesTheRectangleRulesBitForBit() {
    var random = SplitMix64(seed: 0x6E0_3E7A)
    var compared = 0
    for case_ in 0..<6_000 {
      let frame = Self.frame(&random)
      let container = Self.container(&random)
      let measures: [(String, CGFloat, CGFloat)] = [
        (
          "overlap", KeyboardGeometry.overlap(of: frame, with: container), Reference.overlap(frame, container)
        ),
        (
          "dockedOverlap", KeyboardGeometry.dockedOverlap(of: frame, with: container),
          Reference.dockedOverlap(frame, container)
        ),
        (
          "heightAbove", KeyboardGeometry.heightAbove(frame, in: container),
          Reference.heightAbove(frame, container)
        ),
        (
          "slideOverOffset", KeyboardGeometry.slideOverOffset(for: frame, in: container),
          Reference.slideOverOffset(frame, container)
        ),
      ]
      for (name, measured, expected) in measures {
        #expect(
          measured.bitPattern == expected.bitPattern,
          "case \(case_) \(name): \(measured), rectangles \(expected); frame \(frame), container \(container)"
        )
        compared += 1
      }
      let converted = KeyboardGeometry.frame(frame, in: container)
      let expected = Reference.frame(frame, container)
      #expect(
        [converted.origin.x, converted.origin.y, converted.size.width, converted.size.height].map(
          \.bitPattern)
          == [expected.origin.x, expected.origin.y, expected.size.width, expected.size.height].map(
            \.bitPattern),
        "case \(case_) frame: \(converted), rectangles \(expected)")
    }
    #expect(compared == 24_000)
  }

  @Test func theIntersectionMatchesTheRectangleRules() throws {
    var random = SplitMix64(seed: 0x1_5EC7)
    for _ in 0..<3_000 {
      let a = Self.frame(&random)
      let b = Self.frame(&random)
      let part = KeyboardGeometry.overlappingPart(of: a, and: b)
      let expected = Reference.overlappingPart(of: a, and: b)
      #expect((part == nil) == (expected == nil), "\(a) ∩ \(b): \(String(describing: part))")
      if let part, let expected {
        #expect(part.origin.x.bitPattern == expected.origin.x.bitPattern)
        #expect(part.origin.y.bitPattern == expected.origin.y.bitPattern)
        #expect(part.size.width.bitPattern == expected.size.width.bitPattern)
        #expect(part.size.height.bitPattern == expected.size.height.bitPattern)
      }
    }
    // A keyboard on an iPhone's screen: the part on the screen, exactly.
    let part = try #require(
      KeyboardGeometry.overlappingPart(
        of: CGRect(x: 0, y: 508.5, width: 390, height: 400), and: CGRect(x: 0, y: 0, width: 390, height: 844))
    )
    #expect(part == CGRect(x: 0, y: 508.5, width: 390, height: 335.5))
  }

  // MARK: Inputs

  /// Coordinates that stress the rules.
  static let edgy: [CGFloat] = [
    0, -0.0, 0.5, -0.5, 1.5, 2.5, 34, 336, 380, 390, 508, 508.5, 844, 843.5, 844.49, 1024, 1366, -336,
    -844, 1e-300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude / 2, .nan,
    .infinity, -.infinity, 0x1p-52, 1 - 0x1p-53,
  ]

  static func coordinate(_ random: inout SplitMix64, scale: CGFloat) -> CGFloat {
    switch random.index(below: 4) {
    case 0: edgy[random.index(below: edgy.count)]
    case 1: CGFloat(random.index(below: Int(scale) * 4)) / 2 - scale / 2
    default: CGFloat(random.unit()) * scale * 1.5 - scale * 0.25
    }
  }

  static func frame(_ random: inout SplitMix64) -> CGRect {
    CGRect(
      x: coordinate(&random, scale: 390), y: coordinate(&random, scale: 844),
      width: coordinate(&random, scale: 390), height: coordinate(&random, scale: 400))
  }

  static func container(_ random: inout SplitMix64) -> KeyboardContainer {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let frames = [
      screen, CGRect(x: 0, y: 0, width: 390, height: 900), CGRect(x: 20, y: 100, width: 300, height: 600),
      CGRect(x: 0, y: 47, width: 390, height: 797), CGRect(x: 10.5, y: 0.5, width: 200, height: 843.5),
    ]
    var container = KeyboardContainer(
      frameInScreen: frames[random.index(below: frames.count)],
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34),
      screenBounds: random.index(below: 4) == 0 ? CGRect(x: 0, y: 0, width: 390, height: 700) : screen,
      isSlideOver: random.index(below: 2) == 0,
      windowFrameInScreen: [
        nil, CGRect(x: 20, y: 0, width: 320, height: 800), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
      ][
        random.index(below: 3)])
    switch random.index(below: 4) {
    case 0: container.transitionSlideOverOffset = 44
    case 1: container.transitionSlideOverOffset = CGFloat.nan
    default: break
    }
    if random.index(below: 10) == 0 { container.frameInScreen.size.height = CGFloat.nan }
    return container
  }
}

/// The rules as written with `CGRect`'s own geometry, as `KeyboardGeometry` measured before it
/// measured on numbers.
private enum Reference {
  static func overlappingPart(of a: CGRect, and b: CGRect) -> CGRect? {
    guard a.isFiniteRect, b.isFiniteRect else { return nil }
    let a = a.standardized
    let b = b.standardized
    let minX = max(a.minX, b.minX)
    let maxX = min(a.maxX, b.maxX)
    let minY = max(a.minY, b.minY)
    let maxY = min(a.maxY, b.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    func span(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat, _ length: CGFloat)
      -> CGFloat?
    {
      low == start && high == end ? length : nil
    }
    let width =
      span(minX, maxX, a.minX, a.maxX, a.width) ?? span(minX, maxX, b.minX, b.maxX, b.width) ?? maxX - minX
    let height =
      span(minY, maxY, a.minY, a.maxY, a.height) ?? span(minY, maxY, b.minY, b.maxY, b.height) ?? maxY - minY
    let part = CGRect(x: minX, y: minY, width: width, height: height)
    return part.isFiniteRect ? part : nil
  }

  static func slideOverOffset(_ frame: CGRect, _ container: KeyboardContainer) -> CGFloat {
    guard container.isSlideOver, frame.isFiniteRect, container.isValid else { return 0 }
    if let decided = container.transitionSlideOverOffset { return decided.isFinite ? decided : 0 }
    let screenBottom = container.screenBounds.maxY
    if frame.maxY.rounded() == screenBottom.rounded() { return 0 }
    let window = container.windowFrameInScreen.flatMap { $0.isFiniteRect ? $0 : nil }
    let offset = max(0, screenBottom - (window ?? container.frameInScreen).maxY)
    return offset.isFinite ? offset : 0
  }

  static func frame(_ keyboardFrame: CGRect, _ container: KeyboardContainer) -> CGRect {
    guard keyboardFrame.isFiniteRect, container.isValid else { return .zero }
    let dy = slideOverOffset(keyboardFrame, container)
    let converted = keyboardFrame.offsetBy(
      dx: -container.frameInScreen.minX, dy: dy - container.frameInScreen.minY)
    return converted.isFiniteRect ? converted : .zero
  }

  static func overlap(ofConverted converted: CGRect, seen: CGRect, _ container: KeyboardContainer) -> CGFloat
  {
    let bounds = container.bounds
    let screenBottom = container.screenBounds.maxY - container.frameInScreen.minY
    let reachesScreenBottom = screenBottom.isFinite && converted.maxY.rounded() >= screenBottom.rounded()
    let extendsBelowScreen = bounds.height > max(0, screenBottom)
    let covered =
      if reachesScreenBottom && extendsBelowScreen {
        seen.minY < screenBottom ? bounds.height - seen.minY : 0
      } else {
        seen.height
      }
    return min(bounds.height, max(0, covered))
  }

  static func overlap(_ keyboardFrame: CGRect, _ container: KeyboardContainer) -> CGFloat {
    guard keyboardFrame.isFiniteRect, container.isValid else { return 0 }
    let converted = frame(keyboardFrame, container)
    guard let seen = overlappingPart(of: converted, and: container.bounds) else { return 0 }
    return overlap(ofConverted: converted, seen: seen, container)
  }

  static func dockedOverlap(_ keyboardFrame: CGRect, _ container: KeyboardContainer) -> CGFloat {
    guard container.isValid, keyboardFrame.isFiniteRect else { return 0 }
    let converted = frame(keyboardFrame, container)
    let bounds = container.bounds
    guard let seen = overlappingPart(of: converted, and: bounds) else { return 0 }
    let overlap = overlap(ofConverted: converted, seen: seen, container)
    guard overlap > 0 else { return 0 }
    return max(overlap, min(bounds.height, max(0, bounds.height - seen.minY)))
  }

  static func heightAbove(_ keyboardFrame: CGRect, _ container: KeyboardContainer) -> CGFloat {
    guard keyboardFrame.isFiniteRect, container.isValid else { return 0 }
    let converted = frame(keyboardFrame, container)
    let bounds = container.bounds
    guard let seen = overlappingPart(of: converted, and: bounds) else { return 0 }
    return min(bounds.height, max(0, bounds.height - seen.minY))
  }
}
