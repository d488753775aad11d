import Foundation
import KeyboardDockCore

/// One input of a randomized session, at its time.
struct TimedInput: Equatable {
  /// An input to the state machine or its surroundings.
  enum Input: Equatable {
    /// A keyboard notification, validated when it is applied.
    case notification(KeyboardNotification)
    /// A per-frame sample of the keyboard's frame.
    case sample(CGRect)
    /// The end of the run-loop turn.
    case endTurn
    /// The app returns to the foreground with this keyboard frame, or none.
    case reconcile(CGRect?)
    /// The container changes: rotation, a sheet moving, a Split View resize.
    case stage(Int)
    /// The user starts or stops dragging the scroll view.
    case scrollDragging(Bool)
    /// A notification with a NaN, infinite or negative value, which validation must reject.
    case corruptNotification(KeyboardNotification)
    /// A sample frame with a NaN, infinite or negative value, which validation must reject.
    case corruptSample(CGRect)
  }

  let time: TimeInterval
  let input: Input
}

/// A container and the height of the keyboard docked to its screen.
struct Stage: Sendable {
  let name: String
  let container: KeyboardContainer
  let keyboardHeight: CGFloat
}

/// A device with the containers a session may move between.
struct World: Sendable {
  let name: String
  let stages: [Stage]

  /// An iPhone: portrait, landscape, and portrait under a tab bar.
  static let iPhone = World(
    name: "iPhone",
    stages: [
      Stage(name: "portrait", container: DeviceA.container, keyboardHeight: 336),
      Stage(
        name: "landscape",
        container: DeviceA.landscape,
        keyboardHeight: 209),
      Stage(name: "tab bar", container: DeviceA.tabBarContainer, keyboardHeight: 336),
    ])

  /// An iPad in every window mode.
  ///
  /// Full screen in both orientations, Split View, Stage Manager, a form sheet before and after it moves up,
  /// and Slide Over.
  static let iPad = World(
    name: "iPad",
    stages: [
      Stage(
        name: "full screen", container: IPad.window(IPad.screen, safeArea: IPad.safeArea), keyboardHeight: 398
      ),
      Stage(
        name: "landscape",
        container: KeyboardContainer(
          frameInScreen: CGRect(x: 0, y: 0, width: 1366, height: 1024), safeAreaInsets: IPad.safeArea,
          screen: IPad.screenID),
        keyboardHeight: 352),
      Stage(
        name: "Split View",
        container: IPad.window(CGRect(x: 517, y: 0, width: 507, height: 1366), safeArea: IPad.safeArea),
        keyboardHeight: 398),
      Stage(
        name: "Stage Manager", container: IPad.window(CGRect(x: 100, y: 100, width: 800, height: 900)),
        keyboardHeight: 398),
      Stage(
        name: "form sheet", container: IPad.window(CGRect(x: 242, y: 200, width: 540, height: 900)),
        keyboardHeight: 398),
      Stage(
        name: "form sheet moved up", container: IPad.window(CGRect(x: 242, y: 100, width: 540, height: 900)),
        keyboardHeight: 398),
      Stage(
        name: "Slide Over",
        container: IPad.window(
          CGRect(x: 694, y: 10, width: 320, height: 1346), safeArea: IPad.safeArea, isSlideOver: true),
        keyboardHeight: 398),
    ])
}

/// Generates realistic but arbitrary keyboard sessions from a seed.
///
/// A session is a list of bursts, each something *How the iOS keyboard behaves* describes: the show
/// and hide sequences UIKit posts ("Notifications and their order"), height changes, field switches,
/// drags with per-frame samples and their release ("Interactive dismissal"), single notifications of
/// any kind with any frame from a palette of the odd frames UIKit sends ("Frames to ignore", "Docked
/// and floating keyboards", "Hardware keyboards", "Slide Over"), foreground reconciliation
/// ("Background and foreground"), container changes ("Sheets") and the user grabbing the scroll view.
/// Durations are 0 or 0.25, curves 7, 0 or absent, some keyboards are another app's or another screen's.
struct RandomKeyboardSession {
  private var random: SplitMix64
  let world: World
  private var stageIndex = 0
  private var time: TimeInterval = 0
  private var inputs: [TimedInput] = []

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    world = random.pick([World.iPhone, World.iPad])
  }

  /// At least `count` inputs, in time order.
  mutating func inputs(count: Int) -> [TimedInput] {
    while inputs.count < count { appendBurst() }
    return inputs
  }

  private var stage: Stage { world.stages[stageIndex] }
  private var screen: CGRect { stage.container.screenBounds }

  private mutating func add(_ input: TimedInput.Input, after delay: TimeInterval = 0) {
    time += delay
    inputs.append(TimedInput(time: time, input: input))
  }

  private mutating func appendBurst() {
    time += random.pick([0, 0.008, 0.016, 0.05, 0.1, 0.2, 0.35, 0.6, 1.5])
    switch random.index(below: 21) {
    case 0..<4: appendShow()
    case 4..<7: appendHide()
    case 7..<8: appendFieldSwitch()
    case 8..<11: appendDrag()
    case 11..<15: appendLoneNotification()
    case 15: add(.reconcile(random.chance(0.5) ? nil : frame()))
    case 16: appendStageChange()
    case 17: add(.sample(frame()))
    case 18: add(.endTurn)
    case 19: appendCorruption()
    default: add(.scrollDragging(random.chance(0.5)))
    }
  }

  // MARK: Bursts

  private mutating func appendShow() {
    let end = random.chance(0.7) ? dockedFrame() : frame()
    let begin = random.pick([offscreenFrame(), dockedFrame(), end, frame()])
    let values = animationValues()
    let isLocal = random.chance(0.85)
    let screenID = screenIDChoice()
    for kind in [KeyboardNotificationKind.willChangeFrame, .willShow] {
      add(.notification(notification(kind, begin, end, values, isLocal, screenID)))
    }
    add(.endTurn)
    guard random.chance(0.8) else { return }
    let settle = random.pick([0.25, 0.5, 0.3, 0.6])
    add(
      .notification(notification(.didChangeFrame, begin, end, (nil, nil), isLocal, screenID)), after: settle)
    add(.notification(notification(.didShow, begin, end, (nil, nil), isLocal, screenID)))
  }

  private mutating func appendHide() {
    let end = random.chance(0.8) ? offscreenFrame() : frame()
    let begin = dockedFrame()
    let values = animationValues()
    let screenID = screenIDChoice()
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      add(.notification(notification(kind, begin, end, values, true, screenID)))
    }
    if random.chance(0.9) { add(.endTurn) }
    guard random.chance(0.8) else { return }
    let settle = random.pick([0.25, 0.5, 0.2, 0.6])
    add(.notification(notification(.didChangeFrame, begin, end, (nil, nil), true, screenID)), after: settle)
    add(.notification(notification(.didHide, begin, end, (nil, nil), true, screenID)))
  }

  private mutating func appendFieldSwitch() {
    let docked = dockedFrame()
    let values = animationValues()
    add(.notification(notification(.willHide, docked, offscreenFrame(), values, true, nil)))
    add(.notification(notification(.willShow, offscreenFrame(), docked, values, true, nil)))
    add(.endTurn)
  }

  private mutating func appendDrag() {
    let height = stage.keyboardHeight
    let restingTop = screen.maxY - height
    var top = restingTop
    for _ in 0..<(1 + random.index(below: 6)) {
      top = min(screen.maxY - 1, top + random.value(in: 0...(height / 3)).rounded())
      let probe = random.chance(0.5)
      let frame = CGRect(x: 0, y: top, width: screen.width, height: probe ? screen.maxY - top : height)
      add(.sample(frame), after: random.pick([0.008, 0.016, 0.033]))
    }
    if random.chance(0.5) {
      add(.sample(CGRect(x: 0, y: restingTop, width: screen.width, height: height)), after: 0.016)
    } else {
      let dragged = CGRect(x: 0, y: top, width: screen.width, height: height)
      let values = animationValues()
      add(
        .notification(notification(.willChangeFrame, dragged, offscreenFrame(), values, true, nil)),
        after: 0.016)
      add(.notification(notification(.willHide, dragged, offscreenFrame(), values, true, nil)))
      add(.endTurn)
    }
  }

  private mutating func appendLoneNotification() {
    let kind = random.pick(KeyboardNotificationKind.allCases)
    let values = kind.isWill ? animationValues() : (nil, nil)
    let begin: CGRect? = random.chance(0.8) ? frame() : nil
    add(.notification(notification(kind, begin, frame(), values, random.chance(0.85), screenIDChoice())))
    if random.chance(0.7) { add(.endTurn) }
  }

  private mutating func appendCorruption() {
    var frame = dockedFrame()
    switch random.index(below: 4) {
    case 0: frame.origin.y = .nan
    case 1: frame.size.height = .infinity
    case 2: frame.size.width = -frame.width
    default: frame.origin.x = -.infinity
    }
    if random.chance(0.3) {
      add(.corruptSample(frame))
      return
    }
    let kind = random.pick(KeyboardNotificationKind.allCases)
    var notification = notification(kind, dockedFrame(), frame, animationValues(), true, nil)
    if random.chance(0.4) {
      // A good frame with a bad duration or begin frame instead.
      notification.endFrame = dockedFrame()
      if random.chance(0.5) {
        notification.duration = random.pick([-0.25, .nan, .infinity])
      } else {
        notification.beginFrame = frame
      }
    }
    add(.corruptNotification(notification))
  }

  private mutating func appendStageChange() {
    stageIndex = random.index(below: world.stages.count)
    add(.stage(stageIndex))
  }

  // MARK: Values

  private mutating func notification(
    _ kind: KeyboardNotificationKind, _ begin: CGRect?, _ end: CGRect,
    _ values: (duration: Double?, curve: Int?), _ isLocal: Bool, _ screenID: KeyboardScreenID?
  ) -> KeyboardNotification {
    KeyboardNotification(
      kind: kind, beginFrame: begin, endFrame: end, duration: values.duration, curve: values.curve,
      isLocal: random.chance(0.1) ? nil : isLocal, screen: screenID, timestamp: time)
  }

  private mutating func animationValues() -> (duration: Double?, curve: Int?) {
    (random.pick([0.25, 0.25, 0.25, 0, nil]), random.pick([7, 7, 7, 0, nil]))
  }

  private mutating func screenIDChoice() -> KeyboardScreenID? {
    random.pick([nil, nil, IPad.screenID, IPad.screenID, IPad.otherScreenID])
  }

  /// The docked keyboard, sometimes with QuickType off, an accessory, or a fraction off.
  ///
  /// See *How the iOS keyboard behaves*, "Third-party keyboards".
  private mutating func dockedFrame() -> CGRect {
    let height = random.pick([stage.keyboardHeight, stage.keyboardHeight - 45, stage.keyboardHeight + 44])
    var frame = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    if random.chance(0.15) { frame.origin.y += 0.3 }
    if stage.container.isSlideOver, random.chance(0.5) {
      // Slide Over reports the keyboard ending at the app's bottom (see *How the iOS keyboard behaves*,
      // "Slide Over").
      frame.origin.y -= screen.maxY - stage.container.frameInScreen.maxY
    }
    return frame
  }

  private mutating func offscreenFrame() -> CGRect {
    CGRect(x: 0, y: screen.maxY, width: screen.width, height: stage.keyboardHeight)
  }

  /// Any frame from the palette of what UIKit sends.
  private mutating func frame() -> CGRect {
    let height = stage.keyboardHeight
    let (width, bottom) = (screen.width, screen.maxY)
    switch random.index(below: 12) {
    case 0: return dockedFrame()
    case 1: return offscreenFrame()
    case 2: return .zero
    case 3: return CGRect(x: 0, y: random.pick([bottom, bottom - height]), width: width, height: 0)
    case 4: return CGRect(x: 0, y: bottom - height, width: 0, height: height)
    case 5:
      // Floating (see *How the iOS keyboard behaves*, "Frames to ignore" and "Docked and floating
      // keyboards").
      return CGRect(
        x: random.value(in: 0...(width - 320)).rounded(), y: random.value(in: 0...(bottom - 300)).rounded(),
        width: 320, height: 260)
    case 6:
      // Split keyboard: full width, ending above the screen's bottom.
      return CGRect(x: 0, y: random.value(in: 0...max(0, bottom - 320)).rounded(), width: width, height: 300)
    case 7:
      // Hardware keyboard's shortcuts bar: full height, mostly off screen (see *How the iOS keyboard
      // behaves*, "Hardware keyboards"), full width or narrower.
      let barWidth = random.chance(0.5) ? width : 500
      return CGRect(x: (width - barWidth) / 2, y: bottom - 55, width: barWidth, height: 313)
    case 8:
      // Stale width from before a rotation (see *How the iOS keyboard behaves*, "Frames to ignore").
      return CGRect(x: 0, y: bottom - height, width: screen.height, height: height)
    case 9:
      // Part way down, as during a drag or an animation.
      return CGRect(x: 0, y: bottom - random.value(in: 1...height), width: width, height: height)
    case 10:
      // Far off screen, or a sliver of it visible.
      return CGRect(x: 0, y: bottom - random.pick([0.4, -100, 0]), width: width, height: height)
    default:
      // The other orientation's keyboard.
      let other = world.stages[random.index(below: world.stages.count)]
      let frame = other.container.screenBounds
      return CGRect(
        x: 0, y: frame.maxY - other.keyboardHeight, width: frame.width, height: other.keyboardHeight)
    }
  }
}
