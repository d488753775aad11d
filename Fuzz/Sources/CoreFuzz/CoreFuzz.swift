import Foundation
import FuzzSupport
import KeyboardDockCore

/// libFuzzer's entry point: one run over `size` bytes at `data`.
///
/// Builds a container and a state machine from the bytes, then runs up to 64 operations on the
/// core's public API: notifications and samples through the validating initializers, ends of
/// turns, foreground reconciliation, container changes, and queries at fuzzed times; geometry,
/// classification, dock layouts, scroll planning, text growth, curves and the interactive
/// dismissal model with fuzzed values; and every input of a `KeyboardDockDriver`, with fuzzed
/// readings, scroll views, options and times. Every answer is checked (see `Invariants`): a NaN
/// or infinite answer traps with a message naming it, so the fuzzer finds wrong answers as well
/// as crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var run = CoreRun(container: input.container())
  var steps = 0
  while input.hasMore, steps < 64 {
    run.step(&input)
    steps += 1
  }
  run.queryMachine(at: input.double())
  return 0
}

/// One fuzz run's state: the machine, its container, a scroll-inset adjuster, a driver and its
/// clock.
struct CoreRun {
  var machine = KeyboardStateMachine()
  var container: KeyboardContainer
  var adjuster = ScrollInsetAdjuster()
  var driver = KeyboardDockDriver(barHeight: 52)
  /// The time of the driver's latest plausible input: it moves forward by up to 1 s a step.
  var clock = 0.0

  init(container: KeyboardContainer) {
    self.container = container
  }

  mutating func step(_ input: inout FuzzInput) {
    switch input.choice(16) {
    case 0, 1:
      let notification = input.notification()
      if let event = try? KeyboardEvent(validating: notification) {
        Invariants.event(event)
        Invariants.update(machine.handle(event, in: container), in: container, "handle(event)")
      }
    case 2:
      if let sample = try? KeyboardFrameSample(frame: input.rect(), timestamp: input.double()) {
        Invariants.rect(sample.frame, "sample.frame")
        Invariants.update(machine.handle(sample, in: container), in: container, "handle(sample)")
      }
    case 3:
      Invariants.update(machine.endTurn(in: container), in: container, "endTurn")
    case 4:
      let frame: CGRect? = input.bool() ? input.rect() : nil
      Invariants.update(
        machine.reconcile(keyboardFrame: frame, at: input.double(), in: container), in: container, "reconcile"
      )
    case 5:
      container = input.container()
    case 6:
      queryMachine(at: input.double())
    case 7:
      geometry(&input)
    case 8:
      layout(&input)
    case 9:
      scroll(&input)
    case 10:
      textGrowth(&input)
    case 11:
      curves(&input)
    case 12:
      motionPlan(&input)
    default:
      drive(&input)
    }
  }

  /// One input to the driver, usually at a plausible time; every number it answers is finite.
  mutating func drive(_ input: inout FuzzInput) {
    clock += Double(input.byte()) / 256
    let time = input.bool() ? clock : input.double()
    let driverInput: KeyboardDockInput
    switch input.choice(10) {
    case 0:
      var notification = input.notification()
      if input.bool() { notification.timestamp = clock }
      driverInput = .notification(notification, animation: input.reading())
    case 1: driverInput = .sample(frame: input.bool() ? input.rect() : input.finiteRect(), at: time)
    case 2: driverInput = .endTurn(at: time)
    case 3: driverInput = .container(input.container(), at: time)
    case 4: driverInput = .foreground(keyboardFrame: input.bool() ? input.finiteRect() : nil, at: time)
    case 5: driverInput = .barHeight(input.double(), at: time)
    case 6: driverInput = .textContentHeight(input.double(), at: time)
    case 7:
      let frame = input.bool() ? CGRect(x: 0, y: 0, width: 390, height: 844) : input.rect()
      driverInput = .scrollView(input.scrollViewGeometry(), frame: frame, at: time)
    case 8: driverInput = .motionBegan(beginTime: input.bool() ? clock : input.double(), at: time)
    default: driverInput = .configuration(input.driverConfiguration(), at: time)
    }
    Invariants.actions(driver.handle(driverInput), "driver.handle(\(driverInput))")
    Invariants.finite(driver.barHeight, "driver.barHeight")
    Invariants.layout(driver.targetLayout, "driver.targetLayout")
  }

  /// Every query the machine and the driver answer, at `time`: the machine its state, the driver
  /// where the keyboard is shown and what it covers (the machine evaluates no curve).
  func queryMachine(at time: TimeInterval) {
    let configuration = DockConfiguration.default
    let layout = driver.dockLayout(at: time, in: container, configuration: configuration)
    Invariants.layout(layout, "driver.dockLayout(at:in:)")
    Invariants.layout(machine.targetDockLayout(in: container), "targetDockLayout")
    let overlap = driver.contentOverlap(at: time, in: container)
    Invariants.nonNegative(overlap, "driver.contentOverlap(at:)")
    // Nothing covers more than the whole container, and a hidden keyboard at rest covers nothing.
    let height = container.isValid ? container.frameInScreen.height : 0
    if overlap > height || layout.keyboardOverlap > height {
      fatalError(
        "CoreFuzz: overlap \(overlap) / \(layout.keyboardOverlap) exceeds the container's height \(height)")
    }
    if driver.phase(at: time) == .hidden, !driver.isKeyboardAnimating(at: time),
      overlap != 0 || layout.keyboardOverlap != 0
    {
      fatalError(
        "CoreFuzz: a hidden keyboard at rest covers \(overlap) / \(layout.keyboardOverlap) at \(time)")
    }
    Invariants.rect(driver.presentedKeyboardFrame(at: time), "driver.presentedKeyboardFrame(at:)")
    _ = machine.phase(at: time)
    _ = machine.attachment(at: time)
    _ = machine.isAnimating(at: time)
    let progress = machine.animation.progress(at: time)
    Invariants.unit(progress, "animation.progress(at:)")
    Invariants.finite(machine.animation.effectiveDuration, "animation.effectiveDuration")
  }

  func geometry(_ input: inout FuzzInput) {
    let frame = input.rect()
    let kinds = KeyboardNotificationKind.allCases
    let kind: KeyboardNotificationKind? = input.bool() ? kinds[input.choice(kinds.count)] : nil
    _ = KeyboardGeometry.classify(frame, kind: kind, in: container)
    Invariants.rect(KeyboardGeometry.frame(frame, in: container), "KeyboardGeometry.frame(_:in:)")
    Invariants.nonNegative(KeyboardGeometry.overlap(of: frame, with: container), "overlap(of:with:)")
    Invariants.nonNegative(KeyboardGeometry.heightAbove(frame, in: container), "heightAbove(_:in:)")
    Invariants.nonNegative(KeyboardGeometry.slideOverOffset(for: frame, in: container), "slideOverOffset")
    _ = KeyboardGeometry.isSameFrame(frame, input.rect())
    let other = input.rect()
    if let shown = KeyboardGeometry.keyboardFrame(
      layoutGuideFrame: frame, lastKnownFrame: input.bool() ? other : nil, in: container)
    {
      Invariants.rect(shown, "keyboardFrame(layoutGuideFrame:)")
    }
    if let sample = KeyboardGeometry.sampleFrame(layoutGuideFrame: frame, keyboardFrame: other, in: container)
    {
      Invariants.rect(sample, "sampleFrame(layoutGuideFrame:)")
    }
    if let sample = KeyboardGeometry.sampleFrame(
      accessoryHostFrame: frame, keyboardFrame: other, in: container)
    {
      Invariants.rect(sample, "sampleFrame(accessoryHostFrame:)")
    }
    _ = KeyboardContainer.isSlideOver(
      isPad: input.bool(), isHorizontallyCompact: input.bool(), isVerticallyRegular: input.bool(),
      windowHeight: input.double(), screenHeight: input.double())
  }

  func layout(_ input: inout FuzzInput) {
    let configuration = DockConfiguration(
      usesBottomSafeArea: input.bool(), followsUndockedKeyboard: input.bool(),
      followsNonLocalKeyboard: input.bool(), keyboardSpacing: input.double(),
      minimumBottomInset: input.double())
    let attachments: [KeyboardAttachment?] = [nil, .docked, .undocked, .shortcutsBar]
    let layout = DockLayout.resolve(
      keyboardFrame: input.rect(), attachment: attachments[input.choice(4)], isLocal: input.bool(),
      in: container, configuration: configuration)
    Invariants.layout(layout, "DockLayout.resolve(keyboardFrame:)")
    Invariants.layout(
      DockLayout.resolve(overlap: input.double(), in: container, configuration: configuration),
      "DockLayout.resolve(overlap:)")
    Invariants.layout(
      driver.dockLayout(at: input.double(), in: container, configuration: configuration),
      "driver.dockLayout(at:in:)")
    Invariants.nonNegative(
      layout.obstruction(ofViewAt: input.rect(), barHeight: input.double(), containerHeight: input.double()),
      "obstruction(ofViewAt:)")
    Invariants.nonNegative(
      layout.padding(aboveSafeAreaBottom: input.double()), "padding(aboveSafeAreaBottom:)")
    Invariants.nonNegative(
      AvailableSpace.height(
        containerHeight: input.double(), topInset: input.double(), barBottomOffset: input.double(),
        reservedHeight: input.double()), "AvailableSpace.height")
    Invariants.nonNegative(
      ContentAvoidance.bottomInset(
        overlap: input.double(), safeAreaBottom: input.double(), providedInset: input.double()),
      "ContentAvoidance.bottomInset")
  }

  mutating func scroll(_ input: inout FuzzInput) {
    let behaviours: [ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: input.double(), height: input.double()),
      boundsSize: CGSize(width: input.double(), height: input.double()),
      contentOffset: CGPoint(x: input.double(), y: input.double()),
      contentInset: input.insets(), verticalScrollIndicatorInsets: input.insets(),
      safeAreaInsets: input.insets(), adjustmentBehavior: behaviours[input.choice(4)],
      automaticallyAdjustsScrollIndicatorInsets: input.bool(), alwaysBounceVertical: input.bool(),
      isDragging: input.bool(), isDecelerating: input.bool(), isInverted: input.bool())
    let range = geometry.verticalOffsetRange
    Invariants.finite(range.lowerBound, "verticalOffsetRange.lowerBound")
    Invariants.finite(range.upperBound, "verticalOffsetRange.upperBound")
    let plan = adjuster.plan(for: geometry, obstruction: input.double())
    Invariants.finite(adjuster.appliedContentExtra, "appliedContentExtra")
    Invariants.finite(adjuster.appliedIndicatorExtra, "appliedIndicatorExtra")
    let edge = geometry.isInverted ? plan.contentInset.top : plan.contentInset.bottom
    let indicatorEdge =
      geometry.isInverted ? plan.verticalScrollIndicatorInsets.top : plan.verticalScrollIndicatorInsets.bottom
    Invariants.nonNegative(edge, "plan.contentInset (planned edge)")
    Invariants.nonNegative(indicatorEdge, "plan.verticalScrollIndicatorInsets (planned edge)")
    if let offset = plan.contentOffset { Invariants.finite(offset.y, "plan.contentOffset.y") }
    let field = input.rect()
    let target = RevealPlanner.rect(
      revealingField: field, caret: input.bool() ? input.rect() : nil, margin: input.double(), in: geometry)
    if let offset = RevealPlanner.offset(revealing: target, margin: input.double(), in: geometry) {
      Invariants.finite(offset.x, "RevealPlanner.offset.x")
      Invariants.finite(offset.y, "RevealPlanner.offset.y")
    }
  }

  func textGrowth(_ input: inout FuzzInput) {
    let configuration = TextGrowthConfiguration(
      lineHeight: input.double(), verticalInset: input.double(), minimumLineCount: input.lineCount(),
      maximumLineCount: input.lineCount())
    if let valid = try? configuration.validated() {
      precondition(
        valid.minimumLineCount <= valid.maximumLineCount, "validated() let minimum > maximum through")
    }
    Invariants.nonNegative(configuration.minimumHeight, "TextGrowthConfiguration.minimumHeight")
    Invariants.nonNegative(
      configuration.maximumHeight(availableHeight: input.double()), "TextGrowthConfiguration.maximumHeight")
    Invariants.nonNegative(configuration.height(forLineCount: input.lineCount()), "height(forLineCount:)")
    let plan = configuration.plan(contentHeight: input.double(), availableHeight: input.double())
    Invariants.nonNegative(plan.height, "TextGrowthPlan.height")
    precondition(plan.lineCount >= 0, "CoreFuzz: TextGrowthPlan.lineCount is \(plan.lineCount)")
  }

  func curves(_ input: inout FuzzInput) {
    let curve = KeyboardAnimationCurve(rawValue: Int(Int8(bitPattern: input.byte())))
    Invariants.unit(
      curve.progress(elapsed: input.double(), duration: input.double()), "curve.progress(elapsed:)")
    Invariants.nonNegative(curve.effectiveDuration(forNominalDuration: input.double()), "effectiveDuration")
    _ = curve.animationOptionsRawValue
    let animation = KeyboardAnimation(beginTime: input.double(), duration: input.double(), curve: curve)
    Invariants.unit(animation.progress(at: input.double()), "KeyboardAnimation.progress(at:)")
    Invariants.finite(animation.effectiveDuration, "KeyboardAnimation.effectiveDuration")
    let from = input.finiteRect()
    let to = input.finiteRect()
    let time = input.double()
    Invariants.finite(
      animation.value(from: from.origin.y, to: to.origin.y, at: time), "KeyboardAnimation.value")
    Invariants.rect(animation.frame(from: from, to: to, at: time), "KeyboardAnimation.frame")
    switch animation.timingParameters {
    case .immediate, .spring: break
    case .cubicBezier(_, let duration): Invariants.finite(duration, "timingParameters duration")
    }
    let bezier = CubicBezierCurve(
      x1: input.double(), y1: input.double(), x2: input.double(), y2: input.double())
    Invariants.finite(bezier.progress(at: input.double()), "CubicBezierCurve.progress")
    Invariants.finite(bezier.fractionOfTime(atProgress: input.double()), "CubicBezierCurve.fractionOfTime")
    Invariants.unit(KeyboardSpring.progress(at: input.double()), "KeyboardSpring.progress")
    Invariants.finite(KeyboardSpring.time(atProgress: input.double()), "KeyboardSpring.time(atProgress:)")
  }
}
