import Foundation
import KeyboardDockCore
import Testing

/// Extreme values at the core's entry points give the answers their doc comments promise.
///
/// NaN, infinities, the largest finite values and sums that overflow, one entry point a test.
@Suite("Extreme values: answers stay finite and as documented")
struct ExtremeValueAnswerTests {
  static let big = CGFloat.greatestFiniteMagnitude

  // MARK: KeyboardAnimation

  /// A rectangle animated to itself stays that rectangle, negative width and all.
  ///
  /// Doc: "The rectangle between `from` and `to` at `time`, each edge interpolated as in
  /// value(from:to:at:)".
  @Test func animationFrameKeepsNegativeWidthRect() {
    let animation = KeyboardAnimation(beginTime: 0, duration: 1, curve: .linear)
    let rect = CGRect(x: 100, y: 0, width: -50, height: 10)  // spans x 50...100
    let mid = animation.frame(from: rect, to: rect, at: 0.5)
    #expect(mid.standardized == rect.standardized, "got \(mid.standardized), want \(rect.standardized)")
  }

  @Test func animationFrameNegativeHeightEdges() {
    let animation = KeyboardAnimation(beginTime: 0, duration: 1, curve: .linear)
    let from = CGRect(x: 0, y: 844, width: 390, height: -336)  // spans y 508...844
    let to = CGRect(x: 0, y: 844, width: 390, height: -336)
    let mid = animation.frame(from: from, to: to, at: 0.5)
    #expect(mid.minY == 508 && mid.maxY == 844, "got minY \(mid.minY) maxY \(mid.maxY)")
  }

  /// No stated rule for non-finite ends; the project promises no NaN in an answer.
  @Test func animationValueNonFiniteEnds() {
    let animation = KeyboardAnimation(beginTime: 0, duration: 1, curve: .linear)
    let a = animation.value(from: .nan, to: 1, at: 0.5)
    let b = animation.value(from: 0, to: .infinity, at: 0.5)
    #expect(a.isFinite, "value(from: .nan, to: 1, at: 0.5) = \(a)")
    #expect(b.isFinite, "value(from: 0, to: .infinity, at: 0.5) = \(b)")
  }

  @Test func animationEndTimeNaN() {
    let animation = KeyboardAnimation(beginTime: .nan, duration: 0.25, curve: .keyboard)
    #expect(animation.endTime.isFinite, "endTime = \(animation.endTime)")
    let inf = KeyboardAnimation(beginTime: .infinity, duration: 0.25, curve: .keyboard)
    #expect(inf.endTime.isFinite, "endTime = \(inf.endTime)")
  }

  @Test func animationProgressAlwaysInRange() {
    let times: [Double] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, 0, -1, 0.1, 0.3,
    ]
    let curves: [KeyboardAnimationCurve] = [.keyboard, .linear, .easeIn, .easeOut, .easeInOut, .other(99)]
    for begin in times {
      for duration in times {
        for curve in curves {
          let animation = KeyboardAnimation(beginTime: begin, duration: duration, curve: curve)
          for time in times {
            let p = animation.progress(at: time)
            #expect(p >= 0 && p <= 1, "progress begin \(begin) dur \(duration) \(curve) at \(time) = \(p)")
            let v = animation.value(from: -Self.big, to: Self.big, at: time)
            #expect(v.isFinite, "value begin \(begin) dur \(duration) at \(time) = \(v)")
          }
        }
      }
    }
  }

  /// Doc: "Only the curve's low four bits are kept".
  @Test func animationOptionsForUnknownCurve() {
    #expect(KeyboardAnimationCurve.other(16).animationOptionsRawValue == 0)
    #expect(KeyboardAnimationCurve.other(23).animationOptionsRawValue == UInt(7) << 16)
    #expect(KeyboardAnimationCurve.keyboard.animationOptionsRawValue == 458_752)
  }

  // MARK: KeyframePath

  /// Doc: "The answer never lies outside the two keyframes around `elapsed`".
  @Test func keyframePathValueOverflow() {
    let path = KeyframePath(duration: 1, keyTimes: [0, 1], values: [-Self.big, Self.big], finalValue: 0)
    let v = path.value(atElapsed: 0.5)
    #expect(v.isFinite, "value(atElapsed: 0.5) = \(v)")
  }

  @Test func keyframePathNaNValues() {
    let path = KeyframePath(duration: 1, keyTimes: [0, 1], values: [.nan, 10], finalValue: .nan)
    let v = path.value(atElapsed: 0.5)
    #expect(v.isFinite, "NaN keyframe value gives \(v)")
  }

  /// A plan's obstruction path: key times must stay ascending in 0...1 (they go to
  /// CAKeyframeAnimation.keyTimes).
  @Test func planObstructionKeyTimesFinite() {
    let plan = KeyboardMotionPlan(
      bottomOffset: KeyframePath(
        duration: 1, keyTimes: [0, 1], values: [-Self.big, Self.big], finalValue: 0),
      finalLayout: DockLayout(bottomOffset: 0, restingInset: 0, keyboardOverlap: 0))
    let path = plan.obstruction(
      ofViewAt: CGRect(x: 0, y: 0, width: 100, height: 100), barHeight: 0, containerHeight: 1e300)
    let times = path.keyTimes
    #expect(times.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "keyTimes \(times)")
    #expect(path.values.allSatisfy { $0.isFinite }, "values \(path.values)")
  }

  // MARK: KeyboardMotionPlan vs the machine

  /// The plan follows the machine even for frames whose differences overflow.
  ///
  /// Doc (KeyboardMotionPlan): the bar's path "is what dockLayout(at:in:configuration:) answers as
  /// the keyboard moves along its curve ... within 0.1 pt".
  @Test func planFollowsMachineWhenFramesFarApart() throws {
    let screen = CGRect(x: 0, y: 0.5e308, width: 390, height: 1e308)
    let container = KeyboardContainer(frameInScreen: screen, screenBounds: screen)
    #expect(container.isValid)
    var machine = KeyboardStateMachine()
    let begin = CGRect(x: 0, y: -1.7e308, width: 390, height: 0.5e308)
    let end = CGRect(x: 0, y: 1e308, width: 390, height: 0.5e308)
    let show = try KeyboardEvent(.willShow, begin: begin, end: end, duration: 0.25, curve: 3, at: 0)
    _ = machine.handle(show, in: container)
    _ = machine.endTurn(in: container)
    let plan = KeyboardMotionPlan(for: machine, in: container)
    for t in stride(from: 0.0, through: 0.25, by: 0.025) {
      let engine = machine.dockLayout(at: t, in: container).bottomOffset
      let shown = plan.value(atElapsed: t)
      #expect(
        abs(engine - shown) <= max(0.1, abs(engine) * 1e-9),
        "t \(t): engine \(engine), plan \(shown), presented \(machine.presentedFrame(at: t))")
    }
  }

  // MARK: State machine

  /// A show from hidden with no begin frame starts one keyboard height below its end
  /// (`endFrame.offsetBy(dy: height)`); for a tall keyboard that start's bottom overflows and the
  /// keyboard, partly on screen, is then measured as covering nothing.
  @Test func showFromHiddenHugeKeyboardOverlap() throws {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 1.5e308)
    let container = KeyboardContainer(frameInScreen: screen, screenBounds: screen)
    var machine = KeyboardStateMachine()
    let end = CGRect(x: 0, y: 0.5e308, width: 390, height: 1e308)
    _ = machine.handle(try KeyboardEvent(.willShow, end: end, duration: 0.25, curve: 3, at: 0), in: container)
    _ = machine.endTurn(in: container)
    // Linear, halfway: the keyboard's top is at 1.0e308, 0.5e308 above the screen's bottom.
    let frame = machine.presentedFrame(at: 0.125)
    #expect(frame.isFiniteRect, "presentedFrame(at: 0.125) = \(frame)")
    let overlap = machine.contentOverlap(at: 0.125, in: container)
    #expect(overlap > 0, "contentOverlap halfway = \(overlap), presented \(frame)")
  }

  /// No rule for a machine created with a non-finite state.
  @Test func machineWithNaNState() {
    let nanRect = CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
    let machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frame: nanRect, attachment: .docked))
    let frame = machine.presentedFrame(at: 0)
    #expect(frame.isFiniteRect, "presentedFrame = \(frame)")
    #expect(machine.dockLayout(at: 0, in: DeviceA.container).bottomOffset.isFinite)
  }

  // MARK: Scroll avoidance

  @Test func adjustedContentInsetOverflow() {
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 100), boundsSize: CGSize(width: 100, height: 100),
      contentInset: DockEdgeInsets(top: Self.big, bottom: Self.big),
      safeAreaInsets: DockEdgeInsets(top: Self.big, bottom: Self.big))
    let inset = geometry.adjustedContentInset
    #expect(inset.isFinite, "adjustedContentInset = \(inset)")
  }

  @Test func pinningUpdateNaNOffsetX() {
    var pinning = NewestContentPinning()
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 1000), boundsSize: CGSize(width: 100, height: 500),
      contentOffset: CGPoint(x: CGFloat.nan, y: 0))
    let offset = pinning.update(for: .layoutChanged, in: geometry)
    if let offset {
      #expect(offset.x.isFinite, "update = \(offset)")
      #expect(offset.y.isFinite, "update = \(offset)")
    }
  }

  @Test func pinningUpdateNaNOffsetY() {
    var pinning = NewestContentPinning()
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 1000), boundsSize: CGSize(width: 100, height: 500),
      contentOffset: CGPoint(x: 0, y: CGFloat.nan))
    let offset = pinning.update(for: .layoutChanged, in: geometry)
    if let offset {
      #expect(offset.x.isFinite, "update = \(offset)")
      #expect(offset.y.isFinite, "update = \(offset)")
    }
  }

  @Test func adjusterPlanNaNOffsetX() {
    var adjuster = ScrollInsetAdjuster()
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 1000), boundsSize: CGSize(width: 100, height: 500),
      contentOffset: CGPoint(x: CGFloat.nan, y: 500))
    let plan = adjuster.plan(for: geometry, obstruction: 300)
    if let offset = plan.contentOffset {
      #expect(offset.x.isFinite, "plan offset = \(offset)")
    }
  }

  /// Doc: "`caret` when `field.height + 2 × margin` exceeds the height between the adjusted insets".
  @Test func revealRectNegativeMargin() {
    let scrollView = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 1000), boundsSize: CGSize(width: 100, height: 90))
    let field = CGRect(x: 0, y: 0, width: 100, height: 100)
    let caret = CGRect(x: 0, y: 50, width: 2, height: 20)
    // A negative margin counts as 0: 100 exceeds 90, the caret.
    let rect = RevealPlanner.rect(revealingField: field, caret: caret, margin: -10, in: scrollView)
    #expect(rect == caret, "got \(rect)")
  }

  @Test func revealRectNonFiniteField() {
    let scrollView = ScrollViewGeometry(
      contentSize: CGSize(width: 100, height: 1000), boundsSize: CGSize(width: 100, height: 400))
    let field = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 100)
    // With no caret the field is returned as it is, and revealing it scrolls nothing.
    let rect = RevealPlanner.rect(revealingField: field, caret: nil, in: scrollView)
    #expect(RevealPlanner.offset(revealing: rect, in: scrollView) == nil)
    // With a finite caret, the caret.
    let caret = CGRect(x: 0, y: 600, width: 2, height: 20)
    #expect(RevealPlanner.rect(revealingField: field, caret: caret, in: scrollView) == caret)
  }

  // MARK: Text growth

  /// Doc: `lineCount` is "How many lines the content holds".
  @Test func textGrowthLineCountTinyLineHeight() {
    let a = TextGrowthConfiguration(lineHeight: 1e-300).plan(contentHeight: 100)
    let b = TextGrowthConfiguration(lineHeight: 1e-308).plan(contentHeight: 100)
    #expect(b.lineCount >= a.lineCount, "1e-300 → \(a.lineCount) lines, 1e-308 → \(b.lineCount) lines")
  }

  /// Every combination of 9 extreme values and 6 extreme counts: 236,196 plans.
  ///
  /// 9 × 9 × 6 × 6 configurations, each with 9 available heights and 9 × 9 plans. The checks run
  /// in plain code and the test expects once, listing the first failures: an `#expect` per plan
  /// made this the suite's slowest test (over 100 s on 2 cores) for the same coverage.
  @Test func textGrowthTotality() {
    let values: [CGFloat] = [
      .nan, .infinity, -.infinity, Self.big, -Self.big, .leastNonzeroMagnitude, 0, -1, 20,
    ]
    let counts = [Int.min, -1, 0, 1, 5, Int.max]
    var failures: [String] = []
    var checked = 0
    for lineHeight in values {
      for inset in values {
        for minimum in counts {
          for maximum in counts {
            let config = TextGrowthConfiguration(
              lineHeight: lineHeight, verticalInset: inset, minimumLineCount: minimum,
              maximumLineCount: maximum)
            let name = "line \(lineHeight), inset \(inset), lines \(minimum)…\(maximum)"
            if !config.minimumHeight.isFinite { failures.append("\(name): minimum \(config.minimumHeight)") }
            for available in values {
              let cap = config.maximumHeight(availableHeight: available)
              if !(cap.isFinite && cap >= config.minimumHeight) {
                failures.append("\(name), available \(available): cap \(cap)")
              }
              for content in values {
                let plan = config.plan(contentHeight: content, availableHeight: available)
                checked += 1
                if !(plan.height.isFinite && plan.height >= config.minimumHeight && plan.height <= cap
                  && plan.lineCount >= 0)
                {
                  failures.append("\(name), available \(available), content \(content): \(plan)")
                }
              }
            }
          }
        }
      }
    }
    #expect(checked == 236_196)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  // MARK: Geometry

  @Test func hitAreaOverflow() {
    let rect = MinimumHitArea.rect(
      around: CGRect(x: -0.9 * Self.big, y: 0, width: 10, height: 10), minimumSide: Self.big)
    #expect(rect.isFiniteRect, "got \(rect)")
  }

  @Test func slideOverNegativeHeights() {
    let answer = KeyboardContainer.isSlideOver(
      isPad: true, isHorizontallyCompact: true, isVerticallyRegular: true, windowHeight: -500,
      screenHeight: 1366)
    #expect(answer == false, "a negative window height counts as Slide Over")
  }

  @Test func geometryTotality() {
    let values: [CGFloat] = [
      .nan, .infinity, -.infinity, Self.big, -Self.big, .leastNonzeroMagnitude, 0, -336, 508,
    ]
    var rects: [CGRect] = [.zero, .null, DeviceA.keyboard, DeviceA.offscreen]
    for v in values {
      rects.append(CGRect(x: 0, y: v, width: 390, height: 336))
      rects.append(CGRect(x: v, y: 508, width: 390, height: 336))
      rects.append(CGRect(x: 0, y: 508, width: v, height: 336))
      rects.append(CGRect(x: 0, y: 508, width: 390, height: v))
      rects.append(CGRect(x: v, y: v, width: v, height: v))
    }
    var containers: [KeyboardContainer] = [DeviceA.container]
    for v in values {
      containers.append(
        KeyboardContainer(
          frameInScreen: CGRect(x: 0, y: v, width: 390, height: 844), screenBounds: DeviceA.screen))
      containers.append(
        KeyboardContainer(
          frameInScreen: CGRect(x: 0, y: 0, width: 390, height: v), screenBounds: DeviceA.screen))
      containers.append(
        KeyboardContainer(
          frameInScreen: DeviceA.screen, safeAreaInsets: DockEdgeInsets(bottom: v),
          screenBounds: DeviceA.screen, isSlideOver: true,
          windowFrameInScreen: CGRect(x: 0, y: 0, width: 390, height: v)))
    }
    for container in containers {
      for rect in rects {
        let overlap = KeyboardGeometry.overlap(of: rect, with: container)
        #expect(overlap.isFinite && overlap >= 0)
        let above = KeyboardGeometry.heightAbove(rect, in: container)
        #expect(above.isFinite && above >= 0)
        let converted = KeyboardGeometry.frame(rect, in: container)
        #expect(converted.isFiniteRect)
        #expect(KeyboardGeometry.slideOverOffset(for: rect, in: container).isFinite)
        for config in [
          DockConfiguration.default,
          DockConfiguration(
            followsUndockedKeyboard: true, keyboardSpacing: Self.big, minimumBottomInset: Self.big),
        ] {
          for attachment: KeyboardAttachment? in [nil, .docked, .undocked, .shortcutsBar] {
            let layout = DockLayout.resolve(
              keyboardFrame: rect, attachment: attachment, isLocal: true, in: container, configuration: config
            )
            #expect(
              layout.bottomOffset.isFinite && layout.restingInset.isFinite && layout.keyboardOverlap.isFinite)
          }
        }
        for other in rects.prefix(8) {
          if let f = KeyboardGeometry.keyboardFrame(
            layoutGuideFrame: rect, lastKnownFrame: other, in: container)
          {
            #expect(f.isFiniteRect)
          }
          if let f = KeyboardGeometry.sampleFrame(layoutGuideFrame: rect, keyboardFrame: other, in: container)
          {
            #expect(f.isFiniteRect)
          }
          if let f = KeyboardGeometry.sampleFrame(
            accessoryHostFrame: rect, keyboardFrame: other, in: container)
          {
            #expect(f.isFiniteRect)
          }
        }
      }
    }
  }

  // MARK: Batch 2

  static let doubles: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0, -1, 0.25, 0.5, 1, 2, 1e300,
  ]

  @Test func springAndBezierTotality() {
    for x in Self.doubles {
      let p = KeyboardSpring.progress(at: x)
      #expect(p >= 0 && p <= 1, "KeyboardSpring.progress(at: \(x)) = \(p)")
      let t = KeyboardSpring.time(atProgress: x)
      #expect(t >= 0 && t <= KeyboardSpring.settlingDuration, "time(atProgress: \(x)) = \(t)")
      for c in Self.doubles {
        let curve = CubicBezierCurve(x1: c, y1: 0.2, x2: 0.6, y2: c)
        let y = curve.progress(at: x)
        #expect(y.isFinite, "bezier(\(c), 0.2, 0.6, \(c)).progress(at: \(x)) = \(y)")
        let f = curve.fractionOfTime(atProgress: x)
        #expect(f.isFinite, "bezier(\(c)).fractionOfTime(atProgress: \(x)) = \(f)")
      }
      for curve in [
        CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1), CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1),
      ] {
        let y = curve.progress(at: x)
        #expect(y >= 0 && y <= 1, "standard curve progress(at: \(x)) = \(y)")
        let f = curve.fractionOfTime(atProgress: x)
        #expect(f >= 0 && f <= 1, "standard curve fractionOfTime(atProgress: \(x)) = \(f)")
      }
    }
  }

  @Test func springParametersTotality() {
    for m in Self.doubles {
      for k in [1000.0, .nan, 0, 1e300, .leastNonzeroMagnitude] {
        for d in [500.0, 0, .nan, 1e-300, 1e300] {
          for v in [0.0, 100, -100, .nan] {
            for dur in [0.5, 10, .leastNonzeroMagnitude, .nan] {
              let spring = KeyboardSpringParameters(
                mass: m, stiffness: k, damping: d, initialVelocity: v, duration: dur)
              for t in Self.doubles {
                let p = spring.progress(at: t)
                #expect(p.isFinite, "\(spring).progress(at: \(t)) = \(p)")
              }
            }
          }
        }
      }
    }
  }

  @Test func motionPlanTotality() throws {
    var machines: [KeyboardStateMachine] = []
    var hidden = KeyboardStateMachine()
    _ = hidden.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: DeviceA.container)
    machines.append(hidden)
    var linear = KeyboardStateMachine()
    _ = linear.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, duration: 1e300, curve: 3, at: 0),
      in: DeviceA.container)
    machines.append(linear)
    var shown = try KeyboardStateMachine.shownOnDeviceA()
    _ = shown.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 1), in: DeviceA.container)
    _ = shown.endTurn(in: DeviceA.container)
    machines.append(shown)
    let springs: [KeyboardSpringParameters?] = [
      nil, .keyboard,
      KeyboardSpringParameters(mass: 1, stiffness: 1e12, damping: 0, initialVelocity: 100, duration: 10),
      KeyboardSpringParameters(mass: 1, stiffness: 1e-4, damping: 0, initialVelocity: -100, duration: 10),
      KeyboardSpringParameters(mass: 1, stiffness: 100, damping: 0.0001, initialVelocity: 100, duration: 10),
    ]
    // 3 machines × 5 springs × 4 offsets × 7 elapsed times × 2 dock rules: 840 plans, the
    // extremes each once. CoreFuzz's `motionPlan` sweeps fuzzed values of all of them.
    let presented: [CGFloat?] = [nil, .nan, -Self.big, 1e300]
    let elapsedTimes: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 0, 0.25, 1e300]
    let configs = [
      DockConfiguration.default, DockConfiguration(keyboardSpacing: Self.big, minimumBottomInset: Self.big),
    ]
    var failures: [String] = []
    var plans = 0
    for machine in machines {
      for spring in springs {
        for offset in presented {
          for elapsed in elapsedTimes {
            for config in configs {
              let plan = KeyboardMotionPlan(
                for: machine, in: DeviceA.container, configuration: config, presentedBottomOffset: offset,
                spring: spring, elapsed: elapsed)
              plans += 1
              let path = plan.bottomOffset
              let label =
                "spring \(String(describing: spring)) presented \(String(describing: offset)) elapsed "
                + "\(elapsed)"
              let obstruction = plan.obstruction(
                ofViewAt: CGRect(x: 0, y: 0, width: 390, height: 800), barHeight: 44, containerHeight: 844)
              let checks: [(Bool, String)] = [
                (path.values.allSatisfy { $0.isFinite }, "values not finite"),
                (path.keyTimes.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "key times"),
                (zip(path.keyTimes, path.keyTimes.dropFirst()).allSatisfy { $0 <= $1 }, "key times ascend"),
                (path.duration.isFinite && path.duration >= 0, "duration \(path.duration)"),
                (plan.finalLayout.bottomOffset.isFinite, "final layout"),
                (Self.doubles.allSatisfy { plan.value(atElapsed: $0).isFinite }, "value(atElapsed:)"),
                (obstruction.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 800 }, "obstruction"),
                (obstruction.keyTimes.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "obstruction keys"),
              ]
              for (passes, what) in checks where !passes { failures.append("\(label): \(what)") }
            }
          }
        }
      }
    }
    #expect(plans == 840)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test func scrollAvoidanceTotality() {
    let values: [CGFloat] = [
      .nan, .infinity, -.infinity, Self.big, -Self.big, .leastNonzeroMagnitude, 0, -100, 300,
    ]
    for v in values {
      for inverted in [false, true] {
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .never, .scrollableAxes, .always] {
          let geometries = [
            ScrollViewGeometry(
              contentSize: CGSize(width: 390, height: v), boundsSize: CGSize(width: 390, height: 700),
              contentOffset: CGPoint(x: 0, y: 100), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34),
              adjustmentBehavior: behavior, isInverted: inverted),
            ScrollViewGeometry(
              contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: v),
              contentOffset: CGPoint(x: 0, y: 1300), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34),
              adjustmentBehavior: behavior, isInverted: inverted),
            ScrollViewGeometry(
              contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 700),
              contentOffset: CGPoint(x: 0, y: v), contentInset: DockEdgeInsets(top: v, bottom: v),
              adjustmentBehavior: behavior, isInverted: inverted),
            ScrollViewGeometry(
              contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 700),
              contentOffset: CGPoint(x: 0, y: 1300), safeAreaInsets: DockEdgeInsets(top: v, bottom: v),
              adjustmentBehavior: behavior, isInverted: inverted),
          ]
          for g in geometries {
            let range = g.verticalOffsetRange
            #expect(range.lowerBound.isFinite && range.upperBound.isFinite)
            #expect(NewestContentPinning.newestOffset(in: g).isFinite)
            for obstruction in values {
              var adjuster = ScrollInsetAdjuster(pinningTolerance: v)
              let plan = adjuster.plan(for: g, obstruction: obstruction)
              let edge = inverted ? plan.contentInset.top : plan.contentInset.bottom
              let iedge =
                inverted ? plan.verticalScrollIndicatorInsets.top : plan.verticalScrollIndicatorInsets.bottom
              #expect(edge.isFinite && edge >= 0, "plan edge \(edge) for \(g) obstruction \(obstruction)")
              #expect(iedge.isFinite, "indicator edge \(iedge)")
              if let o = plan.contentOffset, g.contentOffset.x.isFinite {
                #expect(o.y.isFinite, "plan offset \(o) for \(g)")
              }
              // Restore: a second plan with 0 obstruction on the applied geometry gives back the inset.
              let after = plan.applied(to: g)
              let back = adjuster.plan(for: after, obstruction: 0)
              if (inverted ? g.contentInset.top : g.contentInset.bottom).isFinite,
                (inverted ? g.contentInset.top : g.contentInset.bottom) >= 0
              {
                #expect(
                  (inverted ? back.contentInset.top : back.contentInset.bottom)
                    == (inverted ? g.contentInset.top : g.contentInset.bottom),
                  "not restored: \(g) obstruction \(obstruction)")
              }
              #expect(
                ContentAvoidance.bottomInset(overlap: obstruction, safeAreaBottom: v, providedInset: v)
                  .isFinite)
            }
            for r in [CGRect(x: 0, y: v, width: 10, height: 10), CGRect(x: 0, y: 100, width: 10, height: v)] {
              if let o = RevealPlanner.offset(revealing: r, margin: v, in: g) {
                #expect(o.x.isFinite && o.y.isFinite, "reveal \(o)")
              }
            }
            var pinning = NewestContentPinning(tolerance: v)
            if let o = pinning.update(for: .layoutChanged, in: g) { #expect(o.y.isFinite) }
          }
        }
      }
    }
  }

  @Test func layoutTotality() {
    let values: [CGFloat] = [
      .nan, .infinity, -.infinity, Self.big, -Self.big, .leastNonzeroMagnitude, 0, -100, 300,
    ]
    for a in values {
      for b in values {
        for c in values {
          let layout = DockLayout(bottomOffset: a, restingInset: b, keyboardOverlap: c)
          #expect(layout.offsetAboveRestingInset.isFinite && layout.offsetAboveRestingInset >= 0)
          #expect(layout.padding(aboveSafeAreaBottom: c).isFinite)
          let o = layout.obstruction(
            ofViewAt: CGRect(x: 0, y: b, width: 10, height: 100), barHeight: c, containerHeight: 844)
          #expect(o.isFinite && o >= 0 && o <= 100)
          let container = KeyboardContainer.fullScreen(
            width: 390, height: 844, safeAreaInsets: DockEdgeInsets(bottom: b))
          let r = DockLayout.resolve(
            overlap: a, in: container,
            configuration: DockConfiguration(keyboardSpacing: b, minimumBottomInset: c))
          #expect(
            r.bottomOffset.isFinite && r.restingInset.isFinite && r.keyboardOverlap.isFinite
              && r.bottomOffset >= r.restingInset)
          #expect(
            AvailableSpace.height(containerHeight: a, topInset: b, barBottomOffset: c, reservedHeight: a)
              .isFinite)
        }
      }
    }
  }

  @Test func machineSamplesAndReconcileTotality() throws {
    let values: [CGFloat] = [
      Self.big, -Self.big, .leastNonzeroMagnitude, 0, -100, 508, 600, 843.9, 844, 1e300,
    ]
    for v in values {
      for frame in [
        CGRect(x: 0, y: v, width: 390, height: 336), CGRect(x: v, y: 600, width: 390, height: 336),
        CGRect(x: 0, y: 600, width: 390, height: abs(v)),
      ] {
        guard frame.isFiniteRect else { continue }
        var machine = try KeyboardStateMachine.shownOnDeviceA()
        for time in [1.0, 1.5, 1e300, -1e300] {
          _ = machine.handle(try sample(frame, at: time), in: DeviceA.container)
          for t in [time, time + 0.1, .nan, .infinity] {
            #expect(
              machine.presentedFrame(at: t).isFiniteRect,
              "sample \(frame) at \(time): presented at \(t) = \(machine.presentedFrame(at: t))")
            let layout = machine.dockLayout(at: t, in: DeviceA.container)
            #expect(layout.bottomOffset.isFinite && layout.bottomOffset >= 34 && layout.bottomOffset <= 844)
          }
        }
        var other = try KeyboardStateMachine.shownOnDeviceA()
        _ = other.reconcile(keyboardFrame: frame, at: 2, in: DeviceA.container)
        #expect(other.presentedFrame(at: 2).isFiniteRect)
        #expect(other.dockLayout(at: 2, in: DeviceA.container).bottomOffset.isFinite)
      }
    }
  }

  @Test func interactiveDismissalTotality() {
    let values: [CGFloat] = [.nan, .infinity, -.infinity, Self.big, -Self.big, 0, -100, 508]
    for a in values {
      let model = InteractiveDismissal(accessoryHeight: a, activationDistance: a, dismissVelocity: a)
      #expect(model.usableAccessoryHeight.isFinite)
      for b in values {
        #expect(model.restingTop(keyboardTop: b).isFinite, "restingTop(keyboardTop: \(b)) accessory \(a)")
        for c in values {
          #expect(model.keyboardTop(touchY: b, restingTop: c).isFinite)
        }
      }
    }
  }
}
