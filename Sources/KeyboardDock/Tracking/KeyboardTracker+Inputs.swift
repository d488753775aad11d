#if canImport(UIKit)
import KeyboardDockCore
import UIKit
import os

// Everything that reaches the driver passes through here: measure the container, read the
// input into a value, tell the input observers (the trace recorder), feed the driver, deliver
// its answer. No decision is made here.
extension KeyboardTracker {
  // MARK: Sources

  /// A keyboard notification, as UIKit posts it; *will* notifications arrive inside the
  /// keyboard's animation block, where the probe reads the animation a moved view gets.
  ///
  /// One that arrives inside a Core Animation commit (SwiftUI applying `@FocusState` in its
  /// update) ends its turn as soon as it is handled: no hook before that commit comes again
  /// (the core's `RunLoopTurn`).
  func receive(_ notification: KeyboardNotification) {
    handleNotification(notification)
    turnObserver?.endTurnAfterNotification()
  }

  private func handleNotification(_ notification: KeyboardNotification) {
    let isWill = notification.kind.isWill
    // The keyboard's own notification settles a re-derivation still waiting.
    needsReconcile = false
    isHandlingWillNotification = isWill
    defer { isHandlingWillNotification = false }
    // A container measured anew in the handler (a rotation, a sheet moving for the keyboard): its
    // answer waits for the notification's, which rides along with the change in its place.
    heldActions = isWill ? [] : nil
    turnObserver?.noteNotification()
    let container = measureContainer(at: notification.timestamp)
    let held = heldActions ?? []
    heldActions = nil
    guard container != nil else { return }
    reportTextInputResponder(at: notification.timestamp)
    let reading = isWill ? readAnimation() : .notAnimated
    observe(.notification(notification))
    let answer = feed(.notification(notification, animation: reading), inHandler: isWill)
    for var actions in held {
      if answer.replacesContainerAnswer {
        actions.bar = nil
        actions.scrollView = nil
        actions.transition = nil
        actions.growthBottomOffset = nil
        actions.textGrowth = nil
      }
      deliver(actions, inHandler: false, isFromFrameSample: false)
    }
  }

  /// Reads the keyboard's animation off the probe; logs once when it cannot be read.
  private func readAnimation() -> KeyboardAnimationReading {
    let reading = animationProbe?.read() ?? .unreadable
    if reading == .unreadable, !hasLoggedUnreadableAnimation {
      hasLoggedUnreadableAnimation = true
      os_log(
        .info, log: Self.log,
        "The keyboard's animation could not be read; planning with the system's spring.")
    }
    return reading
  }

  /// The main run loop ends a turn that delivered inputs, before it waits: a hide no show
  /// followed takes effect (see *How the iOS keyboard behaves*, "Field switches").
  func runLoopTurnWillEnd() {
    guard hasInputsInTurn else { return }
    hasInputsInTurn = false
    let time = Self.now()
    observe(.endTurn(time: time))
    feed(.endTurn(at: time), inHandler: false)
    hasInputsInTurn = false
    // Core Animation commits right after this observer; the next turn of the main queue reads
    // when the turn's animations began.
    guard driver.awaitsCommitRead, !isCommitReadScheduled else { return }
    isCommitReadScheduled = true
    Task { @MainActor [weak self] in
      self?.isCommitReadScheduled = false
      self?.readCommittedMotion()
    }
  }

  /// Tells the driver when the last turn's animations began, in the main queue's next turn or
  /// before any later input.
  ///
  /// Both are read off the moved views' layers once committed: the probe's, moved in every
  /// animated *will* handler, and the bar's. The driver says which of the two is the commit: the
  /// keyboard's own, when the turn delivered a notification.
  func readCommittedMotion() {
    guard driver.awaitsCommitRead else { return }
    guard
      let begin = driver.committedBeginTime(
        keyboard: animationProbe?.committedBeginTime, views: committedAnimationBegin?())
    else { return }
    hasInputsInTurn = true
    deliver(
      driver.handle(.motionBegan(beginTime: begin, at: Self.now())), inHandler: false,
      isFromFrameSample: false)
  }

  /// The source the tracker samples now, following the system (the core's
  /// `KeyboardSampleSource.following(_:on:isAccessoryInKeyboard:)`): the configured one, or on a
  /// system where the guide lies at rest the accessory's host while the accessory is in the
  /// keyboard.
  var sampleSource: KeyboardSampleSource? {
    KeyboardSampleSource.following(
      configuration.frameSource.sampleSource, on: KeyboardTracker.systemVersion,
      isAccessoryInKeyboard: accessoryProbe.superview != nil)
  }

  /// The frame source saw the keyboard move.
  func frameSourceDidChange() {
    // The arbiter judges the sample by the source it comes from.
    if driver.configuration.sampleSource != sampleSource { announceDriverConfiguration(driver.configuration) }
    let time = Self.now()
    guard let container = measureContainer(at: time),
      let frame = frameSource?.sampleFrame(keyboardFrame: state.frame, in: container)
    else { return }
    let sample: KeyboardFrameSample
    do {
      sample = try KeyboardFrameSample(frame: frame, timestamp: time)
    } catch {
      Self.logDropped("a frame sample", error)
      return
    }
    observe(.sample(sample))
    feed(.sample(frame: sample.frame, at: time), inHandler: false, isFromFrameSample: true)
    endTurnAfterLateSample()
  }

  /// The tracked view's size, safe area or window changed, or a layout pass ran.
  func geometryDidChange() {
    let time = Self.now()
    guard let container = measureContainer(at: time), needsReconcile else { return }
    reconcile(in: container, at: time)
  }

  /// Re-derives the state once the view's scene is active again.
  ///
  /// Notifications were not delivered in the background, so the keyboard layout guide, measured
  /// on the next layout pass, is read; the core's `ForegroundReading` says whether it is believed
  /// (see *How the iOS keyboard behaves*, "Background and foreground").
  func sceneDidActivate(_ scene: UIScene?) {
    guard let scene, let own = view?.window?.windowScene, scene === own else { return }
    needsReconcile = true
    keyboardResponderFound = nil
    host?.setNeedsLayout()
  }

  // MARK: Steps

  /// Re-derives the state from the keyboard layout guide, unless the core waits for a later
  /// reading or the keyboard's notifications.
  ///
  /// The wait ends only once the driver took the reading: one it set aside while the keyboard
  /// moved is offered again on the next layout pass (`KeyboardDockActions.retriesReading`).
  func reconcile(in container: KeyboardContainer, at time: TimeInterval) {
    guard let host else { return }
    let reading = ForegroundReading(
      guideFrame: host.frameInScreen(host.keyboardLayoutGuide.layoutFrame),
      lastKnownFrame: machine.lastKnownFrame, in: container, hasKeyboardResponder: hasKeyboardResponder)
    guard case .keyboard(let frame) = reading else { return }
    observe(.reconcile(keyboardFrame: frame, time: time))
    geometryDeliveries.begin(true)
    defer { geometryDeliveries.end() }
    let actions = feed(.foreground(keyboardFrame: frame, at: time), inHandler: false)
    needsReconcile = actions.retriesReading
  }

  /// Whether a view in the tracked view's window takes text: in accessory mode, whether the
  /// accessory is in a keyboard; else found once per activation, since finding it walks the
  /// window.
  private func hasKeyboardResponder() -> Bool {
    if accessoryProbe.superview != nil { return true }
    if let found = keyboardResponderFound { return found }
    let found = host?.window?.hasKeyboardResponder == true
    keyboardResponderFound = found
    return found
  }

  /// Measures the tracked view; a new geometry reaches the observers and the driver first.
  ///
  /// - Returns: The container, the last one measured while the view is in no window, or `nil`
  ///   when the view was never in one.
  @discardableResult
  func measureContainer(at time: TimeInterval) -> KeyboardContainer? {
    guard let view, let container = KeyboardContainer(view: view) else { return lastContainer }
    if container != lastContainer {
      lastContainer = container
      observe(.container(container, time: time))
      geometryDeliveries.begin(true)
      defer { geometryDeliveries.end() }
      feed(.container(container, at: time), inHandler: false)
    }
    return container
  }

  /// Sends the current state again: the dock rules changed.
  func announceCurrentState(at time: TimeInterval) {
    feed(.configuration(driverConfiguration, at: time), inHandler: false)
  }

  /// The driver's options: the tracker's dock rules, the system and the cross-fade setting, with
  /// what the installer set.
  var driverConfiguration: KeyboardDockDriver.Configuration {
    var options = driver.configuration
    options.dock = configuration.dock
    options.prefersCrossFadeTransitions = UIAccessibility.prefersCrossFadeTransitions
    options.sampleSource = sampleSource
    return options
  }

  /// Gives the driver new options, the dock rules and the cross-fade setting always the
  /// tracker's.
  func announceDriverConfiguration(_ options: KeyboardDockDriver.Configuration) {
    var options = options
    options.dock = configuration.dock
    options.prefersCrossFadeTransitions = UIAccessibility.prefersCrossFadeTransitions
    options.sampleSource = sampleSource
    feed(.configuration(options, at: Self.now()), inHandler: false)
  }

  /// Prefer Cross-Fade Transitions was turned on or off: the keyboard fades, or slides, from now on.
  func crossFadePreferenceDidChange() {
    guard driver.configuration.prefersCrossFadeTransitions != UIAccessibility.prefersCrossFadeTransitions
    else { return }
    feed(.configuration(driverConfiguration, at: Self.now()), inHandler: false)
  }

  /// Hands `input` to the driver, after what must precede it, and delivers the answers.
  ///
  /// - Parameters:
  ///   - inHandler: Whether this runs inside a *will* notification's handler.
  ///   - isFromFrameSample: Whether a per-frame sample caused it, for
  ///     ``Update/isFromFrameSample``.
  /// - Returns: The driver's answer to `input`.
  @discardableResult
  package func feed(
    _ input: KeyboardDockInput, inHandler: Bool, isFromFrameSample: Bool = false
  ) -> KeyboardDockActions {
    readCommittedMotion()
    hasInputsInTurn = true
    if let pan = changedPan() {
      observe(.pan(pan, time: input.time))
      deliver(driver.handle(.pan(pan, at: input.time)), inHandler: false, isFromFrameSample: false)
    }
    for earlier in inputsBeforeEach?() ?? [] {
      deliver(driver.handle(earlier), inHandler: false, isFromFrameSample: false)
    }
    let actions = driver.handle(input)
    deliver(actions, inHandler: inHandler, isFromFrameSample: isFromFrameSample)
    return actions
  }

  /// The pan's raw facts read off ``dismissingScrollView`` now, when they changed.
  ///
  /// `nil` when the driver heard of the same facts last, or no scroll view is named. Allocates
  /// nothing.
  private func changedPan() -> KeyboardPan? {
    guard let scrollView = dismissingScrollView else { return nil }
    let pan = KeyboardPan(reading: scrollView, dismissPadding: keyboardDismissPadding)
    guard pan != reportedPan else { return nil }
    reportedPan = pan
    return pan
  }

  /// Tells the driver whether a text-input responder exists, read off the window's first
  /// responder (`KeyboardResponderFacts`), when it changed: before each keyboard notification.
  func reportTextInputResponder(at time: TimeInterval) {
    let exists: Bool? =
      accessoryProbe.superview != nil ? true : host?.window.map { $0.hasKeyboardResponder }
    guard reportedTextInputResponder != .some(exists) else { return }
    reportedTextInputResponder = .some(exists)
    if let exists { observe(.textInputResponder(exists: exists, time: time)) }
    feed(.textInputResponder(exists: exists, at: time), inHandler: false)
  }

  /// Applies the driver's answer: the installer gets all of it, listeners the transition.
  private func deliver(_ actions: KeyboardDockActions, inHandler: Bool, isFromFrameSample: Bool) {
    if heldActions != nil {
      heldActions?.append(actions)
      return
    }
    if let dropped = actions.droppedInput { Self.logDropped("an input", dropped) }
    // Only a transition a notification starts begins with the keyboard's commit.
    notificationDeliveries.begin(inHandler && actions.transition != nil)
    defer { notificationDeliveries.end() }
    if !inHandler, isHandlingWillNotification, let onActions {
      // Planned as changes made at once, though the handler runs in UIKit's animation block.
      UIView.performWithoutAnimation { onActions(actions) }
    } else {
      onActions?(actions)
    }
    guard var transition = actions.transition else { return }
    // The keyboard runs the spring read in the handler, else the system's.
    if !transition.animation.isImmediate { transition.animation.spring = driver.keyboardSpring }
    send(Update(transition: transition, isFromFrameSample: isFromFrameSample, barMotion: actions.bar))
  }

  /// Sends `update` to every listener in order, then starts or stops the ``onFrame`` calls.
  ///
  /// ``onUpdate`` comes first, then the streams and the publisher. A listener that lays out at
  /// once can cause another update while this one is being sent; that one waits in the outbox,
  /// so every listener sees the updates in the same order.
  private func send(_ update: Update) {
    outbox.append(update)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !outbox.isEmpty {
      let next = outbox.removeFirst()
      onUpdate?(next)
      broadcaster.send(next)
      noteTransition(of: next)
    }
    updateFrameDriver()
  }

  private func observe(_ input: KeyboardTrackerInput) {
    inputObservers.removeAll { $0.owner == nil }
    for observer in inputObservers { observer.handler(input) }
  }

  // MARK: Configuration

  /// Starts the per-frame source the configuration names.
  func installFrameSource() {
    frameSource?.invalidate()
    frameSource = nil
    switch configuration.frameSource {
    case .layoutGuide:
      guard let host else { break }
      let guide = LayoutGuideFrameSource(host: host)
      // Where the guide lies at rest (row 1), the accessory is sampled while in the keyboard.
      let guideLies =
        KeyboardSampleSource.following(
          .layoutGuide, on: KeyboardTracker.systemVersion, isAccessoryInKeyboard: true) != .layoutGuide
      frameSource =
        guideLies
        ? SystemFollowingFrameSource(
          guide: guide, accessory: AccessoryFrameSource(accessory: accessoryProbe),
          source: { [weak self] in self?.sampleSource })
        : guide
    case .inputAccessoryView:
      frameSource = AccessoryFrameSource(accessory: accessoryProbe)
    case .none:
      break
    }
    frameSource?.onChange = { [weak self] in self?.frameSourceDidChange() }
  }

  func configurationDidChange(from old: Configuration) {
    guard isTracking else { return }
    if configuration.frameSource != old.frameSource {
      installFrameSource()
      announceDriverConfiguration(driver.configuration)
    }
    if configuration.dock != old.dock { announceCurrentState(at: Self.now()) }
  }

  /// Adds a closure that sees every input before the driver.
  ///
  /// It stays for as long as `owner` lives or until ``removeInputObserver(owner:)``.
  func addInputObserver(owner: AnyObject, _ observer: @escaping @MainActor (KeyboardTrackerInput) -> Void) {
    inputObservers.append(InputObserver(owner: owner, handler: observer))
  }

  /// Removes the input observers `owner` added.
  func removeInputObserver(owner: AnyObject) {
    inputObservers.removeAll { $0.owner == nil || $0.owner === owner }
  }
}
#endif
