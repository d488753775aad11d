#if canImport(UIKit)
import KeyboardDockCore
import UIKit

// Everything that reaches the state machine passes through here: measure the container,
// tell the input observers (the trace recorder), feed the machine, deliver its answer.
extension KeyboardTracker {
  // MARK: Sources

  /// A keyboard notification, as UIKit posts it.
  func receive(_ notification: KeyboardNotification) {
    guard let container = measureContainer(at: notification.timestamp) else { return }
    let containerChanged = pendingContainerChange
    observe(.notification(notification))
    let event: KeyboardEvent
    do {
      event = try KeyboardEvent(validating: notification)
    } catch {
      Self.logDropped(notification.kind.rawValue, error)
      return
    }
    // The will handlers run inside the keyboard's animation block: its spring can be read here.
    if event.kind.isWill { observedSpring = springProbe?.read() }
    deliverNotification(machine.handle(event, in: container), containerChanged: containerChanged)
  }

  /// Delivers the answer to a notification (or to the end of its turn) with
  /// ``isDeliveringNotification`` set when it starts a transition, so listeners can commit motion
  /// plans with the keyboard.
  private func deliverNotification(_ update: KeyboardUpdate, containerChanged: Bool) {
    // Only a new transition starts with the keyboard's commit; other answers (a settled phase,
    // a container change riding along) belong to a transition that began earlier.
    isDeliveringNotification = update.transition != nil
    containerChangedWithNotification = containerChanged
    defer {
      isDeliveringNotification = false
      containerChangedWithNotification = false
    }
    deliver(update)
  }

  /// The main run loop is about to wait: end the turn if a hide is pending (spec §1.6).
  func runLoopTurnWillEnd() {
    guard machine.pendingHide != nil else { return }
    let time = Self.now()
    guard let container = measureContainer(at: time) else { return }
    let containerChanged = pendingContainerChange
    observe(.endTurn(time: time))
    deliverNotification(machine.endTurn(in: container), containerChanged: containerChanged)
  }

  /// The frame source saw the keyboard move.
  func frameSourceDidChange() {
    let time = Self.now()
    guard let container = measureContainer(at: time) else { return }
    // A sample taken between a held hide and the end of its turn shows a guide that UIKit has
    // already moved for the hide; the turn's end decides (spec §1.6).
    guard machine.pendingHide == nil,
      let frame = frameSource?.sampleFrame(keyboardFrame: state.frame, in: container)
    else { return announceContainerChange(at: time) }
    let sample: KeyboardFrameSample
    do {
      sample = try KeyboardFrameSample(frame: frame, timestamp: time)
    } catch {
      Self.logDropped("a frame sample", error)
      return
    }
    observe(.sample(sample))
    deliver(machine.handle(sample, in: container), isFromFrameSample: true)
  }

  /// The tracked view's size, safe area or window changed, or a layout pass ran.
  func geometryDidChange() {
    let time = Self.now()
    guard let container = measureContainer(at: time) else { return }
    if needsReconcile {
      reconcile(in: container, at: time)
    } else {
      announceContainerChange(at: time)
    }
  }

  /// A scene is about to enter the foreground; re-derive the state if it is the view's
  /// (spec §1.10). Notifications were not delivered in the background, so the keyboard layout
  /// guide, measured on the next layout pass, is the source of truth.
  func sceneWillEnterForeground(_ scene: UIScene?) {
    guard let scene, let own = view?.window?.windowScene, scene === own else { return }
    needsReconcile = true
    host?.setNeedsLayout()
  }

  // MARK: Steps

  /// Re-derives the state from the keyboard layout guide: a keyboard is shown exactly when the
  /// guide rises above the safe area.
  func reconcile(in container: KeyboardContainer, at time: TimeInterval) {
    guard let host, let guideFrame = host.frameInScreen(host.keyboardLayoutGuide.layoutFrame) else { return }
    needsReconcile = false
    let lastKnown = state.attachment == nil ? nil : state.frame
    let frame = KeyboardGeometry.keyboardFrame(
      layoutGuideFrame: guideFrame, lastKnownFrame: lastKnown, in: container)
    observe(.reconcile(keyboardFrame: frame, time: time))
    deliver(machine.reconcile(keyboardFrame: frame, at: time, in: container))
  }

  /// Measures the tracked view; tells the input observers when its geometry changed.
  ///
  /// - Returns: The container, the last one measured while the view is in no window, or `nil`
  ///   when the view was never in one.
  func measureContainer(at time: TimeInterval) -> KeyboardContainer? {
    guard let view, let container = KeyboardContainer(view: view) else { return lastContainer }
    if container != lastContainer {
      lastContainer = container
      pendingContainerChange = true
      observe(.container(container, time: time))
    }
    return container
  }

  /// Sends an update for a container change that no keyboard transition announced: a rotation,
  /// a sheet that moved (spec §4.7), a safe-area change. It rides along with a running keyboard
  /// animation, else applies at once.
  ///
  /// - Parameter isFromFrameSample: Whether a per-frame sample led to it, for
  ///   ``Update/isFromFrameSample``.
  func announceContainerChange(at time: TimeInterval, isFromFrameSample: Bool = false) {
    guard pendingContainerChange else { return }
    announceCurrentState(at: time, isFromFrameSample: isFromFrameSample)
  }

  /// Sends an update whose transition is the current one: the running keyboard animation if
  /// one runs at `time`, else an immediate change to the current state.
  func announceCurrentState(at time: TimeInterval, isFromFrameSample: Bool = false) {
    let transition =
      machine.isAnimating(at: time)
      ? KeyboardTransition(fromFrame: machine.fromFrame, to: machine.state, animation: machine.animation)
      : KeyboardTransition(fromFrame: machine.state.frame, to: machine.state, animation: .immediate(at: time))
    send(Update(transition: transition, isFromFrameSample: isFromFrameSample))
  }

  /// Applies the machine's answer: a transition or a settled phase is sent to every listener.
  ///
  /// - Parameter isFromFrameSample: Whether the answer is to a per-frame sample, for
  ///   ``Update/isFromFrameSample``.
  func deliver(_ update: KeyboardUpdate, isFromFrameSample: Bool = false) {
    switch update {
    case .transition(let transition):
      send(Update(transition: transition, isFromFrameSample: isFromFrameSample))
    case .settled:
      let time = Self.now()
      let transition = KeyboardTransition(
        fromFrame: machine.state.frame, to: machine.state, animation: .immediate(at: time))
      send(Update(transition: transition, isFromFrameSample: isFromFrameSample))
    case .deferred, .unchanged, .ignored:
      announceContainerChange(at: Self.now(), isFromFrameSample: isFromFrameSample)
    }
  }

  /// Sends `update` to ``onUpdate``, then to the streams and the publisher, then starts or
  /// stops the ``onFrame`` calls for the transition that is now the latest.
  ///
  /// A listener that lays out at once can make the frame source report, and so cause another
  /// update, while this one is being sent; that one waits in the outbox, so every listener sees
  /// the updates in the same order.
  private func send(_ update: Update) {
    pendingContainerChange = false
    outbox.append(update)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !outbox.isEmpty {
      let next = outbox.removeFirst()
      onUpdate?(next)
      broadcaster.send(next)
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
      if let host { frameSource = LayoutGuideFrameSource(host: host) }
    case .inputAccessoryView:
      frameSource = AccessoryFrameSource(accessory: accessoryProbe)
    case .none:
      break
    }
    frameSource?.onChange = { [weak self] in self?.frameSourceDidChange() }
  }

  func configurationDidChange(from old: Configuration) {
    guard isTracking else { return }
    if configuration.frameSource != old.frameSource { installFrameSource() }
    if configuration.dock != old.dock { announceCurrentState(at: Self.now()) }
  }

  /// Adds a closure that sees every input before the state machine, for as long as `owner`
  /// lives or until ``removeInputObserver(owner:)``.
  func addInputObserver(owner: AnyObject, _ observer: @escaping @MainActor (KeyboardTrackerInput) -> Void) {
    inputObservers.append(InputObserver(owner: owner, handler: observer))
  }

  /// Removes the input observers `owner` added.
  func removeInputObserver(owner: AnyObject) {
    inputObservers.removeAll { $0.owner == nil || $0.owner === owner }
  }
}
#endif
