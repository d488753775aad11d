import Foundation

/// A way one of UIKit's sources lies about the keyboard, modelled on a field report.
///
/// Under a fault the simulated keyboard still moves as the keyboard really does, and the bar is
/// still measured against it; only what the strategies are told changes: a source reports a frame
/// the keyboard is not at, a notification comes late, twice, or when no keyboard is there. Each
/// case says what its source does and which reports it follows; *Scenario format* ("Source
/// faults") lists them with their JSON.
///
/// ```swift
/// let conditions = ReplayConditions(system: "iOS 27.0", faults: [.guideAtBottom])
/// ```
public enum ReplaySourceFault: Sendable, Equatable, Hashable {
  /// iOS 27: the layout guide drops to the screen's bottom while the keyboard stays up.
  ///
  /// A quarter of a second after each `didShow`, a per-frame sample reports the keyboard below
  /// the screen, with no notification and no finger (manaflow-ai/cmux#9958, #10518, #10810).
  case guideAtBottom
  /// iOS 26 with an input accessory: the layout guide sits `offset` points above the keyboard.
  ///
  /// Every per-frame sample reports the keyboard's top that much higher, and a quarter of a
  /// second after each `didShow` the guide is read at rest, as high (FB18129551,
  /// chockenberry/KeyboardAvoider;
  /// 20–45 pt in the field).
  case guideAboveKeyboard(offset: Double)
  /// The host view's end value comes one frame before its *will* notification, for hides and
  /// height changes (react-native-keyboard-controller's `KeyboardTrackingView` drops host frames
  /// whose height differs from the notified one).
  ///
  /// Not for the *will* a drag's release posts: UIKit decides the dismissal in the same call that
  /// ends the pan, so no layout pass comes between the finger's lift and the *will*.
  case hostEndAhead
  /// iOS 26: the host view's presentation layer reports the end frame on every tick of a
  /// notification's animation, with no animation (react-native-keyboard-controller#970,
  /// software-mansion/react-native-reanimated#8270).
  case endFrameEveryTick
  /// iOS 27: the *did* notifications of an interrupted leg (a hide the user reopens, a show
  /// closed again) arrive one frame after the newer *will*, not before it
  /// (manaflow-ai/cmux#10006, #10518).
  case staleDid
  /// Cross-fade: *did* notifications carry an empty end frame (height 0, at the bottom of the true
  /// one) and arrive no sooner than 383 ms after their *will* (finn-no/FinniversKit#1208,
  /// facebook/react-native#34503,
  /// react-native-keyboard-controller#1161, #1242).
  case emptyEndFrames
  /// The scene activates (`UIScene.didActivateNotification`) 10 ms into each show from a hidden
  /// keyboard and halfway through each drag: the app's foreground reading reports the
  /// notification's end frame, or the resting frame the finger holds the keyboard below.
  case activationMidMotion
  /// Right after a show, three per-frame samples report the keyboard 453.66 / 345 times its
  /// height, then one its real frame (react-native-keyboard-controller#1155, #1159).
  case spuriousInteractive
  /// A tenth of a second after each hide ends, a `willChangeFrame` with no keyboard present,
  /// ending where the keyboard last was; no `willShow` and no *did* follow (FluidGroup/Rideau#70).
  case phantomFrameChange
  /// Each *will* that shows or moves the keyboard comes with two nested `willChangeFrame`
  /// notifications in its turn that bounce to the end frame and back to the begin frame first
  /// (manaflow-ai/cmux#12183).
  case bouncingFrames

  /// The offset of ``guideAboveKeyboard(offset:)`` when none is given: 30 pt.
  public static let defaultGuideOffset = 30.0
  /// The offsets ``guideAboveKeyboard(offset:)`` accepts: above 0, at most 200 pt.
  public static let guideOffsets: ClosedRange<Double> = 0.5...200

  /// The fault's name in JSON and on the command line, such as `guideAtBottom`.
  public var name: String {
    switch self {
    case .guideAtBottom: "guideAtBottom"
    case .guideAboveKeyboard: "guideAboveKeyboard"
    case .hostEndAhead: "hostEndAhead"
    case .endFrameEveryTick: "endFrameEveryTick"
    case .staleDid: "staleDid"
    case .emptyEndFrames: "emptyEndFrames"
    case .activationMidMotion: "activationMidMotion"
    case .spuriousInteractive: "spuriousInteractive"
    case .phantomFrameChange: "phantomFrameChange"
    case .bouncingFrames: "bouncingFrames"
    }
  }

  /// Every fault, with ``defaultGuideOffset`` for the guide's, in the order the format lists them.
  public static let allFaults: [ReplaySourceFault] = [
    .guideAtBottom, .guideAboveKeyboard(offset: defaultGuideOffset), .hostEndAhead, .endFrameEveryTick,
    .staleDid, .emptyEndFrames, .activationMidMotion, .spuriousInteractive, .phantomFrameChange,
    .bouncingFrames,
  ]

  /// The names the format accepts.
  public static var names: [String] { allFaults.map(\.name) }

  /// The fault named `name`, with the default offset for `guideAboveKeyboard`; `nil` for an unknown
  /// name.
  public init?(name: String) {
    guard let fault = Self.allFaults.first(where: { $0.name == name }) else { return nil }
    self = fault
  }

  /// A short label for the table: `guide at bottom`, `guide 30 pt above`.
  public var label: String {
    switch self {
    case .guideAtBottom: "guide at bottom"
    case .guideAboveKeyboard(let offset): "guide \(ReplayFormat.shortest(offset)) pt above"
    case .hostEndAhead: "host end ahead"
    case .endFrameEveryTick: "end frame every tick"
    case .staleDid: "stale did"
    case .emptyEndFrames: "empty end frames"
    case .activationMidMotion: "activation mid-motion"
    case .spuriousInteractive: "spurious interactive"
    case .phantomFrameChange: "phantom frame change"
    case .bouncingFrames: "bouncing frames"
    }
  }
}
