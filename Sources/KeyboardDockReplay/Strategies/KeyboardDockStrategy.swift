import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// KeyboardDock as it ships: the core's `KeyboardDockDriver`, fed each record as the UIKit
/// installer feeds it, its actions applied to the bar's layer as the installer applies them.
///
/// The glue makes no decision. It turns records into driver inputs (a notification with what the
/// handler read, a sample, the end of a turn, a container, the foreground, a text height), tells
/// the driver when the last turn's animations began (read off the layer after the commit, as the
/// installer reads it), lays
/// the simulated scroll view out in a new container as UIKit would, and applies the bar's model
/// value, placement and keyframes.
struct KeyboardDockStrategy: PlacementStrategy {
  let name = "KeyboardDock"
  let isBaselineModel = false
  let execution = StrategyExecution(transitions: .renderServer, samples: .layoutPass)
  private(set) var driver: KeyboardDockDriver
  private(set) var initialOffset = 0.0
  /// The bar's motion for a container change, until its turn goes on.
  private var heldContainerMotion: DockValueMotion?
  /// The pan's state as last reported to the driver.
  private var reportedPan: KeyboardPan?
  private var reportedResponder: Bool??

  init(timeline: ReplayTimeline, system: SystemVersion?, prefersCrossFade: Bool = false) {
    driver = Self.makeDriver(timeline: timeline, system: system, prefersCrossFade: prefersCrossFade)
    initialOffset = Double(driver.targetLayout.bottomOffset)
  }

  /// A driver set up and placed for `timeline`'s start: its scroll view at its newest content
  /// unless the scenario gives an offset.
  ///
  /// `prefersCrossFade` is the accessibility setting an app reads, on for a device whose keyboard
  /// cross-fades.
  static func makeDriver(
    timeline: ReplayTimeline, system: SystemVersion?, prefersCrossFade: Bool = false
  ) -> KeyboardDockDriver {
    var configuration = KeyboardDockDriver.Configuration(
      dock: timeline.dock.configuration, liftPolicy: timeline.scroll?.liftPolicy ?? .whenAtEnd,
      system: system,
      prefersCrossFadeTransitions: prefersCrossFade,
      // The product's default frame source: the core's arbiter judges its samples by it.
      sampleSource: .layoutGuide)
    if let text = timeline.text {
      configuration.textGrowth = KeyboardDockDriver.TextGrowth(
        configuration: text.growth, chromeHeight: timeline.dock.barHeight - text.growth.minimumHeight,
        reservedHeight: text.reservedHeight)
    }
    var driver = KeyboardDockDriver(configuration: configuration, barHeight: timeline.dock.barHeight)
    let start = timeline.startTime
    if let height = timeline.text?.contentHeight { _ = driver.handle(.textContentHeight(height, at: start)) }
    let size = timeline.container.frameInScreen.size
    if let scroll = timeline.scroll {
      var geometry = ScrollSetUp.geometry(scroll, in: timeline.container)
      if scroll.contentOffset == nil { ScrollSetUp.scrollToNewest(&geometry) }
      _ = driver.handle(.scrollView(geometry, frame: CGRect(origin: .zero, size: size), at: start))
    }
    _ = driver.handle(.container(timeline.container, at: start))
    if var geometry = driver.scrollView, timeline.scroll?.contentOffset == nil {
      ScrollSetUp.scrollToNewest(&geometry)
      _ = driver.handle(.scrollView(geometry, frame: CGRect(origin: .zero, size: size), at: start))
    }
    return driver
  }

  var scrollView: ScrollViewGeometry? { driver.scrollView }

  /// The bar's current height, in points.
  var barHeight: CGFloat { driver.barHeight }

  mutating func receive(_ record: KeyboardTraceRecord, context: HandlerContext, bar: inout BarLayer) {
    // The last turn committed before this one began: its animations are on the layer.
    readCommit(at: record.time, bar: &bar)
    // The pan's facts, as the installer reads its scroll view's when they change: the phase
    // (began on the pan's first report, changed after), the touch, the interactive dismiss mode
    // it sets, no padding (a bar docked on the keyboard sets its own).
    if let pan = context.isPanActive {
      let phase: KeyboardPan.Phase = pan ? (reportedPan?.isActive == true ? .changed : .began) : .ended
      let facts = KeyboardPan(
        phase: phase, touch: pan ? context.touch : nil, dismissMode: context.touch == nil ? nil : .interactive
      )
      if facts != reportedPan {
        reportedPan = facts
        _ = driver.handle(.pan(facts, at: record.time))
      }
    }
    // Whether a text-input responder exists, as the installer reads its window's, when it changed.
    if reportedResponder != .some(context.hasTextInputResponder) {
      reportedResponder = .some(context.hasTextInputResponder)
      if let exists = context.hasTextInputResponder {
        _ = driver.handle(.textInputResponder(exists: exists, at: record.time))
      }
    }
    guard let input = Self.input(for: record, context: context, driver: &driver) else { return }
    let actions = driver.handle(input)
    // A container change waits for the rest of its turn: a notification that rides along with it
    // answers in its place, as the installer's handler does.
    if case .container = record {
      heldContainerMotion = actions.bar ?? heldContainerMotion
      return
    }
    if let held = heldContainerMotion, !actions.replacesContainerAnswer {
      bar.applyOutsideHandler { apply(held, to: &$0) }
    }
    heldContainerMotion = nil
    apply(actions.bar, to: &bar)
  }

  /// `true` when the driver waits for the last turn's commit to be read.
  var awaitsCommitRead: Bool { driver.awaitsCommitRead }

  /// Reads when the last turn's animations began off the bar's layer and the probe's and tells
  /// the driver, as the tracker does in the main thread's next turn after a commit and before any
  /// later input.
  mutating func readCommit(at time: Double, bar: inout BarLayer) {
    guard driver.awaitsCommitRead,
      let begin = driver.committedBeginTime(
        keyboard: bar.newestProbeBegin(), views: bar.newestAnimationBegin())
    else { return }
    let motion = driver.handle(.motionBegan(beginTime: begin, at: time)).bar
    bar.applyOutsideHandler { apply(motion, to: &$0) }
  }

  /// The driver's input for `record`; a new container first lays the scroll view out in it.
  static func input(
    for record: KeyboardTraceRecord, context: HandlerContext, driver: inout KeyboardDockDriver
  ) -> KeyboardDockInput? {
    switch record {
    case .notification(let notification):
      return .notification(notification, animation: context.reading)
    case .sample(let time, let frame):
      return .sample(frame: frame, at: time)
    case .endTurn(let time):
      return .endTurn(at: time)
    case .container(let time, let container):
      if var geometry = driver.scrollView, container.isValid {
        geometry.boundsSize = container.frameInScreen.size
        geometry.safeAreaInsets = ScrollSetUp.safeArea(of: container, isInverted: geometry.isInverted)
        let frame = CGRect(origin: .zero, size: container.frameInScreen.size)
        _ = driver.handle(.scrollView(geometry, frame: frame, at: time))
      }
      return .container(container, at: time)
    case .foreground(let time, let frame):
      return .foreground(keyboardFrame: frame, at: time)
    case .text(let time, let height):
      return .textContentHeight(height, at: time)
    case .shown:
      // A measurement, not an input.
      return nil
    case .pan(let time, let pan):
      // A trace's recorded facts; a scenario's come from what it states (`HandlerContext`).
      return context.unknownFacts.contains(.pan) ? nil : .pan(pan, at: time)
    case .responder(let time, let exists):
      return context.unknownFacts.contains(.responder) ? nil : .textInputResponder(exists: exists, at: time)
    }
  }

  /// Applies the bar's motion as the installer does.
  private func apply(_ motion: DockValueMotion?, to bar: inout BarLayer) {
    guard let motion else { return }
    if motion.placesAtOnce {
      bar.place(Double(motion.value))  // removes the keyframes too
    } else if bar.model != Double(motion.value) {
      bar.setModel(Double(motion.value))
    }
    switch motion.keyframes {
    case .keep: break
    case .remove: bar.removeKeyframes()
    case .replace(let path): bar.replaceKeyframes(path, begin: motion.keyframesBeginTime)
    }
  }

  /// The bar's layout at `time`, as the driver believes the keyboard is shown then.
  func layout(at time: Double) -> DockLayout {
    driver.dockLayout(at: time)
  }
}
