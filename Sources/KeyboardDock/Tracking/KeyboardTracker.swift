#if canImport(UIKit)
import Combine
import KeyboardDockCore
import UIKit
import os

/// Follows the keyboard for one view: its frame, its overlap with any view, its phase, the
/// animation of the current transition, and how a bar docked at the view's bottom moves.
///
/// The tracker reads UIKit's keyboard notifications, a per-frame source for interactive
/// dismissal (``Configuration/frameSource``), the end of each run-loop turn and the view's
/// geometry, and feeds them to the core's `KeyboardDockDriver`, which makes every decision. It
/// answers at any time, for any instant, and reports each change through ``onUpdate``,
/// ``updates`` and ``publisher``. Another screen's notifications, and a hide followed by a show
/// in the same run-loop turn, never reach you (<doc:UIKitLayer#The-tracker>).
///
/// To dock a bar at the bottom of the tracked view, apply each update's ``Update/barMotion``
/// where the update arrives, so that inside a keyboard notification handler UIKit animates the
/// bar with the keyboard's own animation:
///
/// ```swift
/// tracker.onUpdate = { [weak self] update in
///   guard let self, let motion = update.barMotion else { return }
///   motion.applyToDockedBar(bar)  // the bar's transform and keyframes
/// }
/// ```
///
/// The example app's `CustomBarExampleViewController` shows the whole pattern.
/// ``KeyboardAnimator`` is for changes of your own that should move on the keyboard's curve.
///
/// The tracker starts when created and stops when released: its observers, run-loop observer,
/// display link (if ``onFrame`` is set) and the views it adds to the tracked view go away with
/// it. It holds the tracked view weakly, and its display link holds it weakly. Main actor only.
@MainActor
public final class KeyboardTracker {
  /// The view the keyboard is measured against, usually a view controller's root view; held
  /// weakly.
  public private(set) weak var view: UIView?

  /// How the tracker follows the keyboard.
  ///
  /// Changing it switches the frame source at once and sends an update, so a bar can follow new
  /// ``Configuration/dock`` rules.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  /// The keyboard's state at the end of the latest transition.
  public var state: KeyboardState { machine.state }

  /// The keyboard's state machine, as the driver holds it.
  var machine: KeyboardStateMachine { driver.machine }

  /// Called on the main actor with every update, before the ``updates`` streams and the
  /// ``publisher``.
  ///
  /// Defaults to `nil`.
  ///
  /// It can be called during a layout pass — per-frame samples of interactive dismissal and
  /// geometry changes are measured in `layoutSubviews` — and, for a keyboard notification,
  /// inside UIKit's animation block (``isDeliveringNotification`` is then `true`). So a handler
  /// lays out only while ``isDeliveringNotification`` is `true`, inside
  /// `UIView.performWithoutAnimation`; otherwise it only sets constraint constants (and scroll
  /// insets) and calls `setNeedsLayout()`, since `layoutIfNeeded()` would re-enter UIKit's layout
  /// pass.
  public var onUpdate: (@MainActor (Update) -> Void)?

  /// Called on the main actor on every display frame while a keyboard transition animates,
  /// with the time that frame will be shown: the display link's `targetTimestamp`, on the
  /// `CACurrentMediaTime()` clock of every other time the tracker takes and gives.
  ///
  /// This is per-frame placement on the main thread from the driver's model of the keyboard: the
  /// animations UIKit runs on it, from the transaction's commit as estimated and then read, with
  /// the spring read in the handler, the same belief a docked bar's plan follows. It runs on the
  /// main thread, so it stops during a main-thread hitch while the keyboard's own animation goes
  /// on in the render server. ``KeyboardDockInstaller`` and the SwiftUI modifiers do not use it:
  /// they move the bar in the keyboard's transaction (``Update/barMotion``), and place interactive
  /// samples in the layout pass that carries them. It is for code that draws per frame anyway (a
  /// custom renderer).
  ///
  /// Pass the time to ``dockLayout(in:at:)`` and ``overlap(with:at:)`` and apply the answers
  /// without animation. It runs from the display link, outside any layout pass or animation
  /// block, so it may lay out the view that owns the bar's constraint, and only that view.
  ///
  /// The calls start with an animated ``Update`` (the display link starts after ``onUpdate``
  /// returns; the first call comes within a frame) and end with a last call at or after the
  /// animation's end time, whose answers are the end layout; an immediate update, ``stop()`` or
  /// setting this to `nil` ends them at once. No display link runs while nothing animates or
  /// this is `nil`. Defaults to `nil`.
  public var onFrame: (@MainActor (CFTimeInterval) -> Void)? {
    didSet { updateFrameDriver() }
  }

  /// A zero-height view to return from a responder's `inputAccessoryView` when
  /// ``Configuration/frameSource`` is ``FrameSource/inputAccessoryView``.
  ///
  /// Its host view is observed with KVO to follow interactive dismissal (see *How the iOS keyboard
  /// behaves*, "Following the finger"). With the other frame sources it is inert. Return the same
  /// instance each time.
  public var accessoryView: UIView { accessoryProbe }

  /// The scroll view the keyboard is dismissed from, whose finger the driver hears of.
  ///
  /// Before every input the tracker reads the raw facts of the finger on it — its pan gesture's
  /// phase, the touch in screen coordinates, its `keyboardDismissMode` and the dismiss padding
  /// (`KeyboardPan`) — and tells the driver when any changed: the driver, not the tracker, decides
  /// whether a finger holds the keyboard, and so whether a per-frame reading below the keyboard's
  /// resting top is the finger or a source that lies. `nil` (the default) leaves the facts unknown,
  /// and the driver keeps the bar on the keyboard by the rules that need none.
  /// ``KeyboardDockInstaller`` sets its scroll view here; the SwiftUI dock the scroll view it finds
  /// under its content. Held weakly; what was heard of it is forgotten on ``stop()``.
  public weak var dismissingScrollView: UIScrollView?

  /// Every decision: the state machine, the bar's motion, the scroll view, growth.
  var driver: KeyboardDockDriver
  /// The raw facts of the pan as last told to the driver, or `nil` before the first.
  var reportedPan: KeyboardPan?
  /// Whether a text-input responder exists, as last told to the driver (`.some(nil)`: unknown).
  var reportedTextInputResponder: Bool??
  var lastContainer: KeyboardContainer?
  var needsReconcile = true
  /// Whether a view in the window takes text, as found once per activation: finding it walks the
  /// window.
  var keyboardResponderFound: Bool?
  /// `true` once an input reached the driver in the current run-loop turn.
  var hasInputsInTurn = false
  var outbox: [Update] = []
  var isSending = false
  var inputObservers: [InputObserver] = []
  let broadcaster = UpdateBroadcaster<Update>()
  /// The transition under way and its listeners (`KeyboardTracker+Transitions.swift`).
  let transitions = TransitionEvents()
  let accessoryProbe = KeyboardAccessoryProbeView(frame: .zero)
  var host: TrackingHostView?
  var frameSource: (any KeyboardFrameSource)?
  var keyboardObservation: NotificationObservation?
  var sceneObservation: NotificationObservation?
  var accessibilityObservation: NotificationObservation?
  var turnObserver: RunLoopTurnHooks?
  var frameDriver: KeyboardFrameDriver?
  var animationProbe: KeyboardAnimationProbe?
  /// `true` once a failed reading of the keyboard's animation was logged.
  var hasLoggedUnreadableAnimation = false
  /// Called with the driver's whole answer to every input, where the input arrived and before
  /// ``onUpdate``: for ``KeyboardDockInstaller``.
  var onActions: (@MainActor (KeyboardDockActions) -> Void)?
  /// Called before each input reaches the driver, for inputs that must precede it (the bar's
  /// height, the scroll view): for ``KeyboardDockInstaller``.
  var inputsBeforeEach: (@MainActor () -> [KeyboardDockInput])?
  /// When the newest animation on the moved views began, in `CACurrentMediaTime()`'s time, once
  /// committed: for ``KeyboardDockInstaller``, which reads its bar's layer.
  package var committedAnimationBegin: (@MainActor () -> CFTimeInterval?)?
  /// `true` while a *will* notification's handler runs, inside UIKit's keyboard animation block.
  var isHandlingWillNotification = false
  /// The answers held while the handler measures a new container: the notification's answer
  /// replaces them when it rides along with the change.
  var heldActions: [KeyboardDockActions]?
  /// `true` while a read of the last turn's commit waits for the next turn.
  var isCommitReadScheduled = false
  /// `true` while ``onUpdate`` runs for a transition a *will* notification started: inside UIKit's
  /// keyboard animation block, before the keyboard's Core Animation transaction commits, and
  /// outside any layout pass.
  ///
  /// `false` otherwise, including for updates that arrive during a layout pass.
  ///
  /// While it is `true` a view a listener changes is animated by UIKit with the keyboard's
  /// animation, and animations it adds begin with the keyboard's.
  ///
  /// A delivery that nests inside another (a content offset set by a listener, reported back
  /// through key-value observing) has its own value while it runs, and the outer one's holds
  /// again when it ends.
  public var isDeliveringNotification: Bool { notificationDeliveries.isInside }
  /// The deliveries under way, and which of them a *will* notification started.
  var notificationDeliveries = NestedDeliveries()
  /// The deliveries under way, and which of them answer a new measurement of the tracked view.
  var geometryDeliveries = NestedDeliveries()
  /// `true` while the answers to a new measurement of the tracked view are delivered: a change of
  /// its size, safe area or window, or the state re-derived on its layout pass.
  ///
  /// Those are measured in the view's own layout, safe-area and window callbacks, which UIKit can
  /// call while a SwiftUI update inserts or lays out the view; a SwiftUI listener defers state
  /// changes then.
  package var isDeliveringGeometryChange: Bool { geometryDeliveries.isInside }

  /// The log for dropped input: subsystem `KeyboardDock`, category `KeyboardTracker`.
  static let log = OSLog(subsystem: "KeyboardDock", category: "KeyboardTracker")

  /// Logs why an input was dropped, as a public error message.
  ///
  /// `os_log` with a format string rather than `Logger`: `Logger`'s interpolated messages need
  /// the compiler's OSLog optimisation, which rejected older SDKs' overlay here (iOS 16.5's).
  static func logDropped(_ what: String, _ error: any Error) {
    os_log(.error, log: log, "Dropped %{public}@: %{public}@", what, String(describing: error))
  }

  /// Creates a tracker for `view` and starts it.
  ///
  /// - Parameters:
  ///   - view: The view the keyboard is measured against, usually a view controller's root
  ///     view; held weakly. The tracker adds an empty, non-interactive view behind its
  ///     subviews, which it removes on ``stop()``.
  ///   - configuration: The frame source and dock rules. Defaults to `Configuration()`.
  public init(view: UIView, configuration: Configuration = .init()) {
    self.view = view
    self.configuration = configuration
    self.driver = KeyboardDockDriver(
      configuration: KeyboardDockDriver.Configuration(
        dock: configuration.dock, system: Self.systemVersion,
        prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions,
        sampleSource: KeyboardSampleSource.following(
          configuration.frameSource.sampleSource, on: Self.systemVersion, isAccessoryInKeyboard: false)))
    start()
  }

  /// The running system's version, for the keyboard's spring when none can be read: a constant
  /// fact, parsed once per process, not per measurement.
  static let systemVersion: SystemVersion? = SystemVersion(parsing: UIDevice.current.systemVersion)

  deinit {
    // The notification observers end with their objects, the run-loop observer is invalidated
    // by its own deinit, the streams finish with the broadcaster's. The views this tracker
    // added to the hierarchy must leave it on the main actor.
    if let host { performOnMainActor { host.removeFromSuperview() } }
  }

  /// Whether the tracker observes the keyboard now.
  public var isTracking: Bool { keyboardObservation != nil }

  // MARK: Answers

  /// The phase now: `KeyboardPhase/showing` and
  /// `KeyboardPhase/hiding` become `shown` and `hidden` once their animation
  /// has ended, even before the *did* notification.
  public var phase: KeyboardPhase { driver.phase(at: Self.now()) }

  /// How the keyboard is attached, or `nil` while it is hidden or before it was first shown.
  public var attachment: KeyboardAttachment? { driver.attachment(at: Self.now()) }

  /// How the keyboard is attached at `time` (on the `CACurrentMediaTime()` clock), or `nil` if it
  /// is hidden then or was never shown.
  public func attachment(at time: CFTimeInterval) -> KeyboardAttachment? { driver.attachment(at: time) }

  /// The animation of the transition running now, or `nil` when none runs (immediate changes
  /// such as interactive samples never run).
  public var currentAnimation: KeyboardAnimation? { animation(at: Self.now()) }

  /// The keyboard's frame at the end of the current transition, in `view`'s coordinates.
  ///
  /// During interactive dismissal it is where the finger holds the keyboard; while the keyboard
  /// hides it is the off-screen end frame.
  ///
  /// - Returns: `nil` once the keyboard is hidden and no longer moving (``attachment`` is `nil`),
  ///   before it was first seen, or when `view` is in no window.
  public func keyboardFrame(in view: UIView) -> CGRect? {
    guard let container = KeyboardContainer(view: view) else { return nil }
    return driver.endFrame(at: Self.now(), in: container)
  }

  /// How much of `view`'s height the keyboard covers at the end of the current transition, in
  /// points: the height of the intersection, for content avoidance.
  ///
  /// Counts a keyboard another app raised (`isLocal == false`), which covers the content all the
  /// same (see *How the iOS keyboard behaves*, "Multitasking"); an undocked keyboard counts as `0`.
  /// `0` when `view` is in no window. For the overlap in a frame of the keyboard's animation, use
  /// ``overlap(with:at:)``.
  public func overlap(with view: UIView) -> CGFloat {
    guard let container = KeyboardContainer(view: view) else { return 0 }
    return driver.contentOverlap(at: .infinity, in: container)
  }

  /// How much of `view`'s height the keyboard and an input accessory view on it cover, in points,
  /// for content avoidance in accessory mode.
  ///
  /// It covers from the higher of the keyboard's and the accessory's tops (the accessory as shown
  /// now), so content stays clear of the bar whether or not the keyboard's frame includes it (it
  /// does not on iOS 26, by reports; see *How the iOS keyboard behaves*, "iOS 26"). `0` when
  /// `view` is in no window.
  public func overlap(with view: UIView, accessory: UIView) -> CGFloat {
    guard let container = KeyboardContainer(view: view) else { return 0 }
    return machine.accessoryModeCover(accessoryFrame: accessory.frameInScreen(), in: container)
  }

  /// Where a bar docked at the bottom of `view` sits at the end of the current transition,
  /// following ``Configuration/dock``'s rules.
  ///
  /// Plan with it what should not change during a transition, such as a growing text view's
  /// height cap; a docked bar moves there with ``Update/barMotion``. When `view` is in no
  /// window the layout rests on its safe area as if no keyboard were shown.
  public func dockLayout(in view: UIView) -> DockLayout {
    guard let container = KeyboardContainer(view: view) else { return restingLayout(in: view) }
    return machine.targetDockLayout(in: container, configuration: configuration.dock)
  }

  // MARK: Updates

  /// A new stream of every update from now on.
  ///
  /// Each access returns a separate stream; it finishes when the tracker is released (not on
  /// ``stop()``), and is forgotten when its consumer stops iterating. A stream holds at most the
  /// 64 newest updates its consumer has not taken yet, so a stalled consumer loses the oldest
  /// first and memory stays bounded; read the tracker's answers for the current state.
  public var updates: AsyncStream<Update> { broadcaster.makeStream() }

  /// A publisher of every update from now on; it completes when the tracker is released.
  public var publisher: AnyPublisher<Update, Never> { broadcaster.publisher }

  // MARK: Life cycle

  /// Starts observing the keyboard.
  ///
  /// The initializer calls it; calling it again does nothing.
  ///
  /// After a ``stop()`` the state is re-derived from the keyboard layout guide on the next
  /// layout pass, since notifications were missed meanwhile.
  public func start() {
    guard keyboardObservation == nil, let view else { return }
    let host = TrackingHostView()
    configureLayoutGuide(of: host)
    host.insertBehindSubviews(filling: view)
    host.onGeometryChange = { [weak self] in self?.geometryDidChange() }
    self.host = host
    animationProbe = KeyboardAnimationProbe(in: host)
    needsReconcile = true
    keyboardResponderFound = nil
    keyboardObservation = NotificationObservation(
      names: KeyboardNotificationKind.allCases.map(\.notificationName)
    ) { [weak self] notification in
      self?.receive(KeyboardNotification(notification, timestamp: Self.now()))
    }
    // Read once the scene is active: the keyboard is restored after `willEnterForeground`.
    sceneObservation = NotificationObservation(names: [UIScene.didActivateNotification]) {
      [weak self] notification in
      self?.sceneDidActivate(notification.object as? UIScene)
    }
    accessibilityObservation = NotificationObservation(
      names: [UIAccessibility.prefersCrossFadeTransitionsStatusDidChange]
    ) { [weak self] _ in
      self?.crossFadePreferenceDidChange()
    }
    turnObserver = RunLoopTurnHooks(view: host, paths: systemPaths) { [weak self] in
      self?.runLoopTurnWillEnd()
    }
    installFrameSource()
  }

  /// Stops observing the keyboard, stops the ``onFrame`` calls and removes the views the tracker
  /// added.
  ///
  /// The state keeps its last value; ``updates`` streams stay open. Calling it again does nothing.
  public func stop() {
    guard keyboardObservation != nil else { return }
    keyboardObservation?.invalidate()
    keyboardObservation = nil
    sceneObservation?.invalidate()
    sceneObservation = nil
    accessibilityObservation?.invalidate()
    accessibilityObservation = nil
    turnObserver?.invalidate()
    turnObserver = nil
    frameSource?.invalidate()
    frameSource = nil
    frameDriver?.stop()
    host?.onGeometryChange = nil
    host?.removeFromSuperview()
    host = nil
    animationProbe?.remove()
    animationProbe = nil
    // A driver heard of again after a restart hears every fact anew.
    reportedPan = nil
    reportedTextInputResponder = nil
  }

  /// The clock of every timestamp: `CACurrentMediaTime()`, in seconds.
  static func now() -> TimeInterval { CACurrentMediaTime() }
}
#endif
