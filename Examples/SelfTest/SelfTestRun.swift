#if canImport(UIKit)
import KeyboardDock
import KeyboardDockTrace
import QuartzCore
import SwiftUI
import UIKit

/// One run of the self-test: drives the scripted keyboard session (``SelfTestScript``) on the UIKit chat
/// and on the SwiftUI chat, measures every display frame with a ``KeyboardBarMonitor``, records a trace with
/// the monitor's frames as its `shown` records.
///
/// It paints the markers the screen recording is measured by,
/// tells the UI test each settled step (``SelfTestHandshakeClient``), and writes `run.json`, what the app
/// observed, for the judge outside it (`kbdock selftest`). It gives no verdict of its own: the judge is in
/// no library an app links.
@MainActor
final class SelfTestRun: NSObject {
  /// Where the trace, `run.json` and the summary go: `Documents/KeyboardDockSelfTest/`.
  static var folder: URL {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    return documents.appendingPathComponent("KeyboardDockSelfTest", isDirectory: true)
  }
  /// The trace, `trace.jsonl`.
  static var traceURL: URL { folder.appendingPathComponent("trace.jsonl") }
  /// The summary, `summary.txt` (``SelfTestRecordingSummary``): how the steps ended, never a verdict.
  static var summaryURL: URL { folder.appendingPathComponent("summary.txt") }
  /// What the app observed and how its steps went, `run.json`, for the judge outside the app.
  static var runURL: URL { folder.appendingPathComponent("run.json") }
  /// A line written every second while the run goes on, `heartbeat.txt`: the step and the time.
  static var heartbeatURL: URL { folder.appendingPathComponent("heartbeat.txt") }

  private let navigation: UINavigationController
  private let isAttended: Bool
  private let output: @MainActor (String) -> Void
  private let prompt: @MainActor (String?) -> Void
  private let script: SelfTestScript

  private var observations = SelfTestObservations(isIndependent: false)
  private var results: [SelfTestStepResult] = []
  private var records: [KeyboardTraceRecord] = []
  private var tracker: KeyboardTracker?
  private var recorder: KeyboardTraceRecorder?
  private var monitor: KeyboardBarMonitor?
  private let animationProbe = SelfTestAnimationProbe()
  private let accessoryProbe = SelfTestAccessoryProbe(frame: .zero)
  private let markers = SelfTestMarkers()
  private let handshake = SelfTestHandshakeClient.fromLaunchArguments()
  private var screenName = ""
  private weak var list: UIScrollView?
  private var dragWillHide: (isTracking: Bool, isDragging: Bool, isDecelerating: Bool, offset: Double)?
  private var seenKeyboardAnimations: Set<Double> = []
  private var lastChange = 0.0
  private var previous: KeyboardBarMonitor.Frame?
  private var isRecordingDrag = false
  private var dragFrames: [Double] = []
  private var dragPasses: [Double] = []
  private var sawIndependentFrame = false
  private var sawLayoutGuideFrame = false
  private var hostViewSource: String?

  /// Creates a run on `navigation`'s stack.
  ///
  /// - Parameters:
  ///   - output: Called with each line of the report as it is known.
  ///   - prompt: Shows a request to the person (the drag), or removes it with `nil`.
  init(
    navigation: UINavigationController, isAttended: Bool, output: @escaping @MainActor (String) -> Void,
    prompt: @escaping @MainActor (String?) -> Void
  ) {
    self.navigation = navigation
    self.isAttended = isAttended
    self.output = output
    self.prompt = prompt
    // With the UI test, the tap and the drag are its own.
    script = SelfTestScript.session(isAttended: isAttended || handshake != nil)
    super.init()
  }

  // MARK: Running

  /// Runs the session on both chats, writes the trace, `run.json` and the summary, and returns the summary.
  func run() async -> SelfTestRecordingSummary {
    SelfTestSoftwareKeyboard.force()
    try? FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: Self.summaryURL)
    let names: [NSNotification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
    ]
    for name in names {
      NotificationCenter.default.addObserver(
        self, selector: #selector(keyboardWill(_:)), name: name, object: nil)
    }
    defer { NotificationCenter.default.removeObserver(self) }
    animationProbe.install(in: navigation.view)
    defer { animationProbe.remove() }
    accessoryProbe.onMove = { [weak self] top, bottom in
      self?.observations.frameSourceEvents.append(
        .sample(.accessory, time: CACurrentMediaTime(), reportsHidden: top >= bottom - 0.5))
    }

    let screens: [(String, @MainActor () -> UIViewController)] = [
      ("UIKit chat", { makeChatExample(isInverted: true) }),
      ("SwiftUI chat", { UIHostingController(rootView: ChatScreen()) }),
    ]
    let heartbeat = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        let line = "\(Date()) \(self?.screenName ?? "") step \(self?.results.count ?? 0)\n"
        try? Data(line.utf8).write(to: Self.heartbeatURL)
        try? await Task.sleep(nanoseconds: 1_000_000_000)
      }
    }
    defer { heartbeat.cancel() }
    for (index, (name, make)) in screens.enumerated() {
      await runSession(on: name, make(), warmsUp: index == 0)
    }
    let summary = finish()
    _ = await handshake?.exchange(
      SelfTestStepMarker(
        index: results.count, screen: "", step: "", phase: .finished, expectedKeyboard: .none))
    return summary
  }

  private func runSession(on name: String, _ screen: UIViewController, warmsUp: Bool) async {
    navigation.pushViewController(screen, animated: false)
    await pause(0.8)
    let controls = SelfTestControls(in: screen.view)
    guard let textView = Self.editableTextView(in: screen.view),
      let bar = MeasuredBarFinder.bar(around: textView, in: screen.view)
    else {
      output("\(name): no text view or bar found; skipped")
      results.append(
        SelfTestStepResult(
          screen: name, step: .show, start: now, end: now, ending: .timedOut, keyboardHeight: 0,
          expectedKeyboard: .software))
      navigation.popViewController(animated: false)
      return
    }
    // The accessory probe goes on the self-test's own field only: on iOS 26 an accessory on the product's
    // text view misplaces its keyboard layout guide (FB18129551), which would perturb what is measured.
    controls.field.inputAccessoryView = accessoryProbe
    screenName = name
    list = Self.list(in: screen.view, besides: textView)
    // Through proxies outside the hosting view: on the SwiftUI chat the bar is a hosting view, whose own
    // identifier the accessibility snapshot may not hold.
    let host: UIView = navigation.view
    let proxies = [
      SelfTestAccessibilityProxy(for: bar, identifier: SelfTestAccessibilityID.bar, in: host),
      SelfTestAccessibilityProxy(for: textView, identifier: SelfTestAccessibilityID.content, in: host),
    ]
    defer { for proxy in proxies { proxy.removeFromSuperview() } }
    list?.accessibilityIdentifier = SelfTestAccessibilityID.list
    controls.hideButton.accessibilityIdentifier = SelfTestAccessibilityID.hideButton
    markers.paint(around: bar)
    defer { markers.remove() }
    let monitor = KeyboardBarMonitor(bar: bar)
    // Every departure counts, on every frame of the run, not only inside the recorder's windows.
    monitor.onDeparture = { [weak self] frame in
      guard let self else { return }
      observations.addDeparture(
        SelfTestDeparture(screen: screenName, time: frame.time, difference: Double(frame.difference)))
    }
    monitor.onFrame = { [weak self] frame in self?.frameMeasured(frame) }
    monitor.start()
    self.monitor = monitor
    if let guide = monitor.guideEdgeHost {
      guide.onLayout = { [weak self, weak guide] edge in
        guard let self, let guide else { return }
        let hidden = edge.minY >= guide.bounds.maxY - guide.safeAreaInsets.bottom - 0.5
        let time = CACurrentMediaTime()
        observations.frameSourceEvents.append(.sample(.layoutGuide, time: time, reportsHidden: hidden))
        if isRecordingDrag { dragPasses.append(time) }
      }
    }
    let context = StepContext(screen: name, textView: textView, controls: controls)
    let expectations = script.expectedKeyboards ?? []
    for (index, step) in script.steps.enumerated() {
      if !warmsUp, !step.isMeasured { continue }
      if step == .show, recorder == nil { startRecording() }
      recorder?.measuredBar = bar
      let expected = index < expectations.count ? expectations[index] : .software
      await run(step, expected: expected, context)
    }
    await pause(0.3)
    output("\(name): keyboard read from \(monitor.keyboardSource)")
    observeRestingBar(bar, on: name)
    recorder?.measuredBar = nil
    monitor.stop()
    self.monitor = nil
    controls.field.inputAccessoryView = nil
    navigation.popViewController(animated: false)
    await pause(0.5)
  }

  private struct StepContext {
    var screen: String
    var textView: UITextView
    var controls: SelfTestControls
  }

  private var now: Double { CACurrentMediaTime() }

  private func run(_ step: SelfTestStep, expected: SelfTestKeyboardExpectation, _ context: StepContext) async
  {
    let start = now
    let textView = context.textView
    var ending = SelfTestStepResult.Ending.settled
    var trigger: SelfTestTrigger?
    switch step {
    case .warmUpShow, .show:
      textView.becomeFirstResponder()
      trigger = .show
    case .warmUpHide:
      textView.resignFirstResponder()
    case .hide(.button):
      context.controls.hideButton.sendActions(for: .touchUpInside)
      trigger = .buttonHide
    case .hide(.returnAction):
      // The app cannot press keys: it sends the text view's Return action, a "\n" offered to its delegate,
      // and the dismissal a Return handler would make, in the same call.
      let range = textView.selectedRange
      _ = textView.delegate?.textView?(textView, shouldChangeTextIn: range, replacementText: "\n")
      textView.resignFirstResponder()
      trigger = .returnHide
    case .hide(.timer):
      Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [weak textView] _ in
        performOnMainActor { _ = textView?.resignFirstResponder() }
      }
      trigger = .timerHide
    case .switchField:
      context.controls.field.becomeFirstResponder()
    case .switchBack:
      textView.becomeFirstResponder()
    case .keyboardTypeWithoutQuickType, .defaultKeyboardType:
      textView.keyboardType = step == .defaultKeyboardType ? .default : .numberPad
      textView.reloadInputViews()
    case .quickTypeOff, .quickTypeOn:
      // Since iOS 15 the QuickType bar goes only with both off; whether it goes depends on the device's
      // settings, so the height change is measured, not assumed.
      let off = step == .quickTypeOff
      textView.autocorrectionType = off ? .no : .default
      textView.spellCheckingType = off ? .no : .default
      textView.reloadInputViews()
    case .panelShown, .panelHidden:
      textView.inputView = step == .panelShown ? SelfTestPanel() : nil
      textView.reloadInputViews()
    case .hideIntoShow:
      textView.becomeFirstResponder()
      await pause(SelfTestScript.hideIntoShowDelay)
      textView.resignFirstResponder()
    case .showIntoHide:
      textView.resignFirstResponder()
      await pause(SelfTestScript.showIntoHideDelay)
      textView.becomeFirstResponder()
    case .rotateToLandscape, .rotateToPortrait:
      if !(await rotate(toLandscape: step == .rotateToLandscape)) { ending = .skipped }
    case .probeFieldShow:
      context.controls.field.becomeFirstResponder()
    case .tapHide(let isAttended):
      if isAttended {
        // Its transaction is not read: the keyboard has hidden by the time the touch is answered.
        ending = await awaitTouch(.tap, step: step, expected: expected, textView: textView)
      } else {
        ending = .skipped
      }
    case .drag(let isAttended):
      if isAttended {
        ending = await awaitDrag(step, expected: expected, textView: textView)
      } else {
        ending = .skipped
      }
    }
    if let trigger, step.isMeasured { await observeTransaction(trigger, since: start) }
    if ending == .settled, await !settle(since: start, expected: expected) { ending = .timedOut }
    let height = monitor?.lastFrame.map(keyboardHeight) ?? 0
    let window = context.textView.window
    let isMultitasking = window.map { $0.bounds.width < $0.screen.bounds.width - 1 } ?? false
    let result = SelfTestStepResult(
      screen: context.screen, step: step, start: start, end: now, ending: ending,
      keyboardHeight: Double(height), expectedKeyboard: expected, isMultitasking: isMultitasking)
    if case .drag = step, ending == .settled { observeListAfterDrag() }
    if ending != .skipped, let handshake {
      // Nothing moves at a settled step: the monitor pauses so that the app is idle for the UI test.
      monitor?.isPaused = true
      defer { monitor?.isPaused = false }
      _ = await handshake.exchange(
        SelfTestStepMarker(
          index: results.count, screen: context.screen, step: step.name, phase: .settled,
          expectedKeyboard: expected, safeAreaBottom: Double(window?.safeAreaInsets.bottom ?? 0)))
    }
    results.append(result)
    let shown = SelfTestFormat.number(Double(height))
    output("step \(context.screen), \(step.name): \(ending.rawValue), keyboard \(shown) pt")
  }

  // MARK: Steps

  private func rotate(toLandscape: Bool) async -> Bool {
    guard #available(iOS 16, *), let scene = navigation.view.window?.windowScene else { return false }
    let before = scene.coordinateSpace.bounds.size
    navigation.setNeedsUpdateOfSupportedInterfaceOrientations()
    // A refusal (an iPad in Split View, a locked orientation) leaves the scene's size as it was.
    scene.requestGeometryUpdate(
      .iOS(interfaceOrientations: toLandscape ? .landscapeRight : .portrait))
    await pause(0.2)
    _ = await settle(since: now, expected: .software)
    let after = scene.coordinateSpace.bounds.size
    return (after.width > after.height) == toLandscape && before != after
  }

  /// Asks for a touch (the UI test's, or the person's) and waits until the keyboard has hidden.
  private func awaitTouch(
    _ phase: SelfTestStepMarker.Phase, step: SelfTestStep, expected: SelfTestKeyboardExpectation,
    textView: UITextView
  ) async -> SelfTestStepResult.Ending {
    if let handshake {
      let marker = SelfTestStepMarker(
        index: results.count, screen: screenName, step: step.name, phase: phase, expectedKeyboard: expected,
        safeAreaBottom: Double(textView.window?.safeAreaInsets.bottom ?? 0))
      // The UI test touches, then answers; the keyboard may already be on its way down.
      _ = await handshake.exchange(marker)
    } else {
      prompt(
        phase == .drag
          ? "Drag the keyboard down, once, from the messages to the bottom of the screen."
          : "Tap \u{201C}Hide keyboard\u{201D} at the top of the screen.")
    }
    defer { prompt(nil) }
    let start = now
    let timeout = handshake == nil ? SelfTestScript.dragTimeout : SelfTestScript.stepTimeout
    while now - start < timeout {
      await pause(0.1)
      if !textView.isFirstResponder, let frame = monitor?.lastFrame, keyboardHeight(frame) == 0 {
        return .settled
      }
    }
    return .timedOut
  }

  private func awaitDrag(
    _ step: SelfTestStep, expected: SelfTestKeyboardExpectation, textView: UITextView
  ) async -> SelfTestStepResult.Ending {
    isRecordingDrag = true
    defer { isRecordingDrag = false }
    dragFrames = []
    dragPasses = []
    dragWillHide = nil
    let ending = await awaitTouch(.drag, step: step, expected: expected, textView: textView)
    if ending == .settled {
      observations.drag = SelfTestDrag(displayFrames: dragFrames, layoutPasses: dragPasses)
    }
    return ending
  }

  /// The list's offset once the keyboard rested after the drag, with what its `willHide` handler read.
  private func observeListAfterDrag() {
    guard let list, let atWillHide = dragWillHide else { return }
    let insets = list.adjustedContentInset
    let lowest = -insets.top
    let highest = max(lowest, list.contentSize.height + insets.bottom - list.bounds.height)
    observations.listAfterDrag = SelfTestListAfterDrag(
      isTracking: atWillHide.isTracking, isDragging: atWillHide.isDragging,
      isDecelerating: atWillHide.isDecelerating, offsetAtWillHide: atWillHide.offset,
      offsetAtRest: Double(list.contentOffset.y), lowestOffset: Double(lowest), highestOffset: Double(highest)
    )
  }

  /// Reads the bar's and the keyboard host's newest committed `beginTime` once the monitor has seen the
  /// transition move (at most 0.5 s after the trigger), on the animations that move a layer only.
  private func observeTransaction(_ trigger: SelfTestTrigger, since start: Double) async {
    let deadline = start + 0.5
    while now < deadline, lastChange < start {
      await pause(1.0 / 120)
    }
    guard let bar = monitor?.bar else { return }
    let barBegin = KeyboardBarMonitor.newestAnimation(in: bar.layer, depth: 0)?.beginTime
    let keyboardBegin = monitor?.keyboardHostAnimation()?.beginTime
    observations.transactions.append(
      SelfTestTransaction(
        trigger: trigger, barBeginTime: barBegin.flatMap { $0 >= start - 0.001 ? $0 : nil },
        keyboardBeginTime: keyboardBegin.flatMap { $0 >= start - 0.001 ? $0 : nil }))
  }

  /// Waits until the keyboard is the one the step expects and it and the bar have stayed still for
  /// ``SelfTestScript/settleTime`` (``SelfTestSettling``); `false` on a time-out.
  private func settle(since start: Double, expected: SelfTestKeyboardExpectation) async -> Bool {
    let rule = SelfTestSettling(expected: expected, start: start)
    while true {
      await pause(1.0 / 60)
      let height = Double(monitor?.lastFrame.map(keyboardHeight) ?? 0)
      switch rule.state(at: now, keyboardHeight: height, lastChange: lastChange) {
      case .waiting: continue
      case .settled: return true
      case .timedOut: return false
      }
    }
  }

  private func pause(_ seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
  }

  // MARK: Measuring

  private func frameMeasured(_ frame: KeyboardBarMonitor.Frame) {
    observations.monitorFrameCount += 1
    if let previous {
      let moved =
        abs(previous.keyboardTop - frame.keyboardTop) > 0.01
        || abs(previous.barFrame.maxY - frame.barFrame.maxY) > 0.01
        || previous.windowBounds.size != frame.windowBounds.size
      // Both on `CACurrentMediaTime()`: a frame's `time` is its target time, in the future.
      if moved {
        lastChange = now
        if isRecordingDrag { dragFrames.append(now) }
      }
    }
    previous = frame
    if frame.isIndependent {
      sawIndependentFrame = true
      hostViewSource = monitor?.keyboardSource.replacingOccurrences(of: " (in-app host view)", with: "")
    } else if keyboardHeight(frame) > 0 {
      // Before the first show there may be no host view yet; only a keyboard read from the guide counts.
      sawLayoutGuideFrame = true
    }
    if frame.isIndependent, let (begin, animation) = monitor?.keyboardHostAnimation(),
      !seenKeyboardAnimations.contains(begin)
    {
      seenKeyboardAnimations.insert(begin)
      observations.keyboardAnimations.append(
        SelfTestRanAnimation(beginTime: begin, animation: SelfTestAnimationProbe.describe(animation)))
    }
  }

  /// The keyboard's height over the window: 0 with the layout guide on the safe area.
  private func keyboardHeight(_ frame: KeyboardBarMonitor.Frame) -> CGFloat {
    let overlap = frame.keyboardOverlap
    if frame.isIndependent { return overlap }
    return overlap > frame.safeAreaBottom + 0.5 ? overlap : 0
  }

  /// The bar's safe area and the lowest edge its layers paint, clipped by every layer that masks to its
  /// bounds (the SwiftUI chat's material is clipped by its container), for assumption d.
  private func observeRestingBar(_ bar: UIView, on screen: String) {
    guard let window = bar.window else { return }
    let windowLayer = window.layer
    var bottom = bar.convert(bar.bounds, to: window).maxY
    var stack: [(CALayer, CGRect, Int)] = [(bar.layer, .infinite, 0)]
    while let (layer, clip, depth) = stack.popLast() {
      guard !layer.isHidden, layer.opacity > 0 else { continue }
      let frame = layer.convert(layer.bounds, to: windowLayer).intersection(clip)
      if !frame.isNull, frame.height > 0 { bottom = max(bottom, frame.maxY) }
      let inner = layer.masksToBounds ? (frame.isNull ? .zero : frame) : clip
      if depth < 6 { stack += (layer.sublayers ?? []).map { ($0, inner, depth + 1) } }
    }
    observations.restingBars.append(
      SelfTestRestingBar(
        screen: screen, safeAreaBottom: Double(bar.safeAreaInsets.bottom), backgroundBottom: Double(bottom),
        screenBottom: Double(window.bounds.maxY)))
  }

  /// The shown keyboard and bar for the trace's `shown` record, in the tracked view's coordinates.
  private func shownFrame(of bar: UIView) -> KeyboardShownFrame? {
    guard let monitor, monitor.bar === bar, let frame = monitor.read(at: CACurrentMediaTime()),
      let tracked = tracker?.view, let window = tracked.window
    else { return nil }
    return KeyboardShownFrame(
      keyboardTop: frame.keyboardTop, barFrame: frame.barFrame,
      containerBounds: tracked.convert(tracked.bounds, to: window))
  }

  private func startRecording() {
    let tracker = KeyboardTracker(view: navigation.view)
    try? FileManager.default.removeItem(at: Self.traceURL)
    do {
      let recorder = try KeyboardTraceRecorder(tracker: tracker, destination: Self.traceURL)
      recorder.shownFrameReading = { [weak self] bar in self?.shownFrame(of: bar) }
      recorder.onRecord = { [weak self] record in self?.records.append(record) }
      self.recorder = recorder
      self.tracker = tracker
    } catch {
      output("The trace could not be written: \(error)")
    }
  }

  // MARK: Notifications

  @objc private func keyboardWill(_ notification: Notification) {
    let time = CACurrentMediaTime()
    let animation = animationProbe.read()
    let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0
    let name: String
    switch notification.name {
    case UIResponder.keyboardWillShowNotification:
      name = "willShow"
      observations.frameSourceEvents.append(.willShow(time: time))
    case UIResponder.keyboardWillHideNotification:
      name = "willHide"
      observations.frameSourceEvents.append(.willHide(time: time))
      if isRecordingDrag, dragWillHide == nil, let list {
        dragWillHide = (list.isTracking, list.isDragging, list.isDecelerating, Double(list.contentOffset.y))
      }
    default:
      name = "willChangeFrame"
    }
    observations.willNotifications.append(
      SelfTestWillNotification(name: name, time: time, duration: duration, animation: animation))
  }

  // MARK: Recording

  /// Ends the trace and writes `run.json` and the summary.
  ///
  /// The app does not judge: the judge (`kbdock selftest`, in KeyboardDockSelfTestJudge) is in no library
  /// an app links.
  private func finish() -> SelfTestRecordingSummary {
    try? recorder?.stop()
    tracker?.stop()
    observations.isIndependent = sawIndependentFrame && !sawLayoutGuideFrame
    if let source = hostViewSource { observations.keyboardSource = source }
    observations.screenHeight = (navigation.view.window?.screen.bounds.height).map { Double($0) }
    let summary = SelfTestRecordingSummary(steps: results, traceRecords: records.count)
    try? Data((summary.lines.joined(separator: "\n") + "\n").utf8).write(to: Self.summaryURL)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try? encoder.encode(SelfTestRunFile(observations: observations, steps: results)).write(to: Self.runURL)
    return summary
  }
}

/// What the app says at the end of a run: how its steps ended and where the files are, never a verdict.
///
/// Where the keyboard and the bar were, only an instrument outside the app can tell; the judge
/// (`kbdock selftest`) weighs the app's files with the UI test's readings and the video's frames. The
/// exit status is 2, INCONCLUSIVE, whatever the steps did: the app alone can never pass a run.
struct SelfTestRecordingSummary {
  /// The summary's lines: a headline, one line per step that did not settle, and the closing line.
  let lines: [String]
  /// The status the unattended app exits with: 2.
  let exitStatus: Int32 = 2

  init(steps: [SelfTestStepResult], traceRecords: Int) {
    let settled = steps.filter { $0.ending == .settled }.count
    let timedOut = steps.filter { $0.ending == .timedOut }.count
    let skipped = steps.filter { $0.ending == .skipped }.count
    var lines = [
      "KeyboardDock self-test: recorded, not judged: \(steps.count) steps (\(settled) settled, "
        + "\(timedOut) timed out, \(skipped) skipped), \(traceRecords) trace records"
    ]
    for step in steps where step.ending != .settled {
      lines.append("  \(step.screen), \(step.step.name): \(step.ending.rawValue)")
    }
    lines.append(
      "The verdict is kbdock selftest's, from run.json and trace.jsonl with the UI test's readings and "
        + "the video's frames: INCONCLUSIVE until then.")
    self.lines = lines
  }
}

/// The self-test's controls on a chat screen: a second field for the field switch and a button that hides
/// the keyboard.
@MainActor
final class SelfTestControls {
  /// The second field.
  let field = UITextField()
  /// The button whose action resigns the first responder.
  let hideButton = UIButton(type: .system)

  init(in view: UIView) {
    field.borderStyle = .roundedRect
    field.placeholder = "Self-test field"
    field.translatesAutoresizingMaskIntoConstraints = false
    hideButton.setTitle("Hide keyboard", for: .normal)
    hideButton.translatesAutoresizingMaskIntoConstraints = false
    hideButton.addAction(UIAction { [weak view] _ in view?.window?.endEditing(true) }, for: .touchUpInside)
    view.addSubview(field)
    view.addSubview(hideButton)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      field.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      field.widthAnchor.constraint(equalToConstant: 180),
      hideButton.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      hideButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
    ])
  }
}

/// The panel shown in the keyboard's place through `inputView`: 260 pt tall.
final class SelfTestPanel: UIView {
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
    autoresizingMask = .flexibleWidth
    backgroundColor = .secondarySystemBackground
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code only")
  }
}

extension SelfTestRun {
  /// The tallest scroll view in `view`'s hierarchy that is not `textView`: the chat's list.
  static func list(in view: UIView, besides textView: UITextView) -> UIScrollView? {
    var queue = [view]
    var tallest: UIScrollView?
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let scroll = next as? UIScrollView, !(scroll is UITextView), scroll !== textView,
        scroll.bounds.height > (tallest?.bounds.height ?? 0)
      {
        tallest = scroll
      }
      queue += next.subviews
    }
    return tallest
  }

  /// The first editable text view in `view`'s hierarchy, breadth first.
  static func editableTextView(in view: UIView) -> UITextView? {
    var queue = [view]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let text = next as? UITextView, text.isEditable { return text }
      queue += next.subviews
    }
    return nil
  }
}
#endif
