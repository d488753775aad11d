import Foundation
import KeyboardDockCore
import Testing

/// Every public entry point of the core answers extreme values with a finite answer or a
/// documented refusal: NaN, ±infinity, ±`greatestFiniteMagnitude`, zero and negative sizes.
@Suite("Extreme values at every entry point")
struct ExtremeValueTests {
  static let specials: [CGFloat] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -336,
  ]

  /// A rectangle with one special value in each position, for every special value.
  static let rects: [CGRect] = specials.flatMap { value in
    [
      CGRect(x: value, y: 508, width: 390, height: 336),
      CGRect(x: 0, y: value, width: 390, height: 336),
      CGRect(x: 0, y: 508, width: value, height: 336),
      CGRect(x: 0, y: 508, width: 390, height: value),
    ]
  }

  /// A container with one special value in its frame, screen or safe area.
  static let containers: [KeyboardContainer] = specials.flatMap { value in
    [
      KeyboardContainer(
        frameInScreen: CGRect(x: 0, y: value, width: 390, height: 844), screenBounds: DeviceA.screen),
      KeyboardContainer(
        frameInScreen: CGRect(x: 0, y: 0, width: 390, height: value), screenBounds: DeviceA.screen),
      KeyboardContainer(
        frameInScreen: DeviceA.screen, screenBounds: CGRect(x: 0, y: 0, width: value, height: 844)),
      KeyboardContainer(
        frameInScreen: DeviceA.screen, safeAreaInsets: DockEdgeInsets(bottom: value),
        screenBounds: DeviceA.screen),
      KeyboardContainer(
        frameInScreen: DeviceA.screen, screenBounds: DeviceA.screen, isSlideOver: true,
        windowFrameInScreen: CGRect(x: 0, y: 0, width: 390, height: value)),
    ]
  }

  @Test("Validating initializers refuse what is not finite or negative", arguments: rects)
  func validation(frame: CGRect) {
    let usable = frame.isFiniteRect && frame.size.width >= 0 && frame.size.height >= 0
    #expect(((try? KeyboardEvent(.willShow, end: frame)) != nil) == usable)
    #expect(((try? KeyboardEvent(.willShow, begin: frame, end: DeviceA.keyboard)) != nil) == usable)
    #expect(((try? KeyboardFrameSample(frame: frame, timestamp: 1)) != nil) == usable)
  }

  @Test("Validating initializers refuse unusable times", arguments: specials)
  func timing(value: CGFloat) {
    let time = Double(value)
    #expect(((try? KeyboardEvent(.willShow, end: DeviceA.keyboard, at: time)) != nil) == time.isFinite)
    let durationIsUsable = time.isFinite && time >= 0
    #expect(
      ((try? KeyboardEvent(.willShow, end: DeviceA.keyboard, duration: time)) != nil) == durationIsUsable)
    #expect(((try? KeyboardFrameSample(frame: DeviceA.keyboard, timestamp: time)) != nil) == time.isFinite)
    // A duration whose end overflows is refused too.
    #expect(
      throws: KeyboardEventError.invalidDuration(.greatestFiniteMagnitude),
      performing: {
        try KeyboardEvent(.willShow, end: DeviceA.keyboard, duration: .greatestFiniteMagnitude, at: 1e308)
      })
  }

  @Test("Geometry answers are finite for every frame", arguments: rects)
  func geometry(frame: CGRect) {
    for container in Self.containers + [DeviceA.container] {
      let overlap = KeyboardGeometry.overlap(of: frame, with: container)
      let above = KeyboardGeometry.heightAbove(frame, in: container)
      #expect(overlap.isFinite && overlap >= 0)
      #expect(above.isFinite && above >= 0)
      #expect(KeyboardGeometry.frame(frame, in: container).isFiniteRect)
      #expect(KeyboardGeometry.slideOverOffset(for: frame, in: container).isFinite)
      if !frame.isFiniteRect || !container.isValid {
        #expect(overlap == 0 && above == 0)
        #expect(KeyboardGeometry.classify(frame, kind: .willShow, in: container).isIgnored)
      }
      for shape in [nil, frame] {
        let guide = KeyboardGeometry.keyboardFrame(
          layoutGuideFrame: frame, lastKnownFrame: shape, in: container)
        #expect(guide?.isFiniteRect != false)
      }
      #expect(
        KeyboardGeometry.sampleFrame(layoutGuideFrame: frame, keyboardFrame: DeviceA.keyboard, in: container)?
          .isFiniteRect != false)
      #expect(
        KeyboardGeometry.sampleFrame(accessoryHostFrame: frame, keyboardFrame: frame, in: container)?
          .isFiniteRect != false)
    }
  }

  @Test(
    "Invalid containers are refused by every input and give no overlap to every query", arguments: containers)
  func invalidContainers(container: KeyboardContainer) throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let layouts = [
      machine.dockLayout(at: 0.1, in: container), machine.dockLayout(at: .nan, in: container),
      machine.targetDockLayout(in: container),
      DockLayout.resolve(
        keyboardFrame: DeviceA.keyboard, attachment: .docked, isLocal: true, in: container,
        configuration: .default),
      DockLayout.resolve(overlap: 336, in: container, configuration: .default),
    ]
    for layout in layouts {
      #expect(layout.bottomOffset.isFinite && layout.restingInset.isFinite && layout.keyboardOverlap.isFinite)
    }
    #expect(machine.contentOverlap(at: 1, in: container).isFinite)
    if !container.isValid {
      #expect(layouts.dropLast().allSatisfy { $0.keyboardOverlap == 0 })
      #expect(machine.contentOverlap(at: 1, in: container) == 0)
      let hide = try event(.willHide, end: DeviceA.offscreen, at: 2)
      #expect(machine.handle(hide, in: container) == .ignored(.invalidContainer))
      #expect(
        machine.handle(try sample(DeviceA.keyboard, at: 2), in: container) == .ignored(.invalidContainer))
      #expect(machine.reconcile(keyboardFrame: nil, at: 2, in: container) == .ignored(.invalidContainer))
      #expect(machine.state.phase == .shown)
    }
  }

  @Test("Queries at extreme times answer for the transition's start or end", arguments: specials)
  func queriesAtExtremeTimes(value: CGFloat) throws {
    for curve in [0, 1, 2, 3, 7, 99] {
      var machine = KeyboardStateMachine()
      _ = machine.handle(
        try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, curve: curve, at: 0),
        in: DeviceA.container)
      let time = Double(value)
      let atEnd = time.isNaN || time >= 0.25
      let layout = machine.dockLayout(at: time, in: DeviceA.container)
      #expect(layout.bottomOffset == (atEnd ? 336 : 34), "curve \(curve) at \(time)")
      #expect(machine.presentedFrame(at: time) == (atEnd ? DeviceA.keyboard : DeviceA.offscreen))
    }
  }

  @Test("Dock layout values are finite and never below the resting inset", arguments: specials)
  func dockLayout(value: CGFloat) {
    let configurations = [
      DockConfiguration(keyboardSpacing: value), DockConfiguration(minimumBottomInset: value),
      DockConfiguration(keyboardSpacing: .greatestFiniteMagnitude),
    ]
    for configuration in configurations {
      for overlap in Self.specials + [336] {
        let layout = DockLayout.resolve(overlap: overlap, in: DeviceA.container, configuration: configuration)
        #expect(layout.bottomOffset.isFinite && layout.bottomOffset >= layout.restingInset)
        #expect(layout.offsetAboveRestingInset.isFinite && layout.offsetAboveRestingInset >= 0)
      }
    }
    let layout = DockLayout(bottomOffset: value, restingInset: 34, keyboardOverlap: 0)
    #expect(layout.offsetAboveRestingInset.isFinite && layout.offsetAboveRestingInset >= 0)
    #expect(layout.padding(aboveSafeAreaBottom: value).isFinite)
    #expect(layout.obstruction(ofViewAt: DeviceA.screen, barHeight: value, containerHeight: 844).isFinite)
  }

  @Test("Curves and animations give a progress between 0 and 1", arguments: specials)
  func curves(value: CGFloat) {
    let time = Double(value)
    for raw in [0, 1, 2, 3, 7, -1] {
      let curve = KeyboardAnimationCurve(rawValue: raw)
      for duration in [0.25, time] {
        let progress = curve.progress(elapsed: time, duration: duration)
        #expect(progress >= 0 && progress <= 1, "curve \(raw), elapsed \(time), duration \(duration)")
        #expect(curve.effectiveDuration(forNominalDuration: duration).isFinite)
        let animation = KeyboardAnimation(beginTime: time, duration: duration, curve: curve)
        let atHalf = animation.progress(at: 0.1)
        #expect(atHalf >= 0 && atHalf <= 1)
        #expect(animation.frame(from: DeviceA.offscreen, to: DeviceA.keyboard, at: time).isFiniteRect)
        #expect(
          animation.value(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, at: 0.1).isFinite)
      }
    }
    #expect(CubicBezierCurve.easeInOut.progress(at: time).isFinite)
    #expect(CubicBezierCurve(x1: time, y1: time, x2: 0.5, y2: 1).progress(at: 0.5).isFinite)
    #expect(CubicBezierCurve.easeOut.fractionOfTime(atProgress: time).isFinite)
    #expect(KeyboardSpring.progress(at: time).isFinite)
    #expect(KeyboardSpring.time(atProgress: time).isFinite)
  }

  @Test("Scroll planning keeps the planned edge finite", arguments: specials)
  func scrollPlanning(value: CGFloat) {
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: value), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: value), contentInset: DockEdgeInsets(bottom: value),
      safeAreaInsets: DockEdgeInsets(bottom: value))
    var adjuster = ScrollInsetAdjuster()
    for obstruction in Self.specials + [336] {
      let plan = adjuster.plan(for: geometry, obstruction: obstruction)
      #expect(plan.contentInset.bottom.isFinite && plan.verticalScrollIndicatorInsets.bottom.isFinite)
      #expect(plan.contentOffset.map { $0.y.isFinite } != false)
    }
    let range = geometry.verticalOffsetRange
    #expect(range.lowerBound.isFinite && range.upperBound.isFinite)
    let offset = RevealPlanner.offset(revealing: CGRect(x: 0, y: 1200, width: 390, height: 44), in: geometry)
    #expect(offset.map { $0.x.isFinite && $0.y.isFinite } != false)
    #expect(
      ContentAvoidance.bottomInset(overlap: value, safeAreaBottom: value, providedInset: value).isFinite)
  }

  @Test("Interactive dismissal positions are finite", arguments: specials)
  func interactiveDismissal(value: CGFloat) {
    let model = InteractiveDismissal(accessoryHeight: value)
    #expect(model.restingTop(keyboardTop: 508).isFinite)
    #expect(model.restingTop(keyboardTop: value).isFinite)
    #expect(model.keyboardTop(touchY: value, restingTop: 508).isFinite)
    #expect(model.keyboardTop(touchY: 600, restingTop: value).isFinite)
  }

  @Test("Text growth heights are finite; validation refuses what planning would replace", arguments: specials)
  func textGrowth(value: CGFloat) {
    let configuration = TextGrowthConfiguration(lineHeight: value, verticalInset: value)
    #expect(configuration.minimumHeight.isFinite)
    #expect(configuration.maximumHeight(availableHeight: value).isFinite)
    #expect(configuration.height(forLineCount: .max).isFinite)
    #expect(configuration.plan(contentHeight: value, availableHeight: value).height.isFinite)
    #expect(((try? configuration.validated()) != nil) == (value == 0 ? false : value.isFinite && value > 0))
  }
}

extension KeyboardFrameClassification {
  fileprivate var isIgnored: Bool {
    if case .ignored = self { return true }
    return false
  }
}
