import Foundation

/// A way one of UIKit's sources lies about the keyboard, modelled on a field report, with its
/// magnitude and timing as parameters.
///
/// Under a fault the simulated keyboard still moves as the keyboard really does, and the bar is
/// still measured against it; only what the strategies are told changes: a source reports a frame
/// the keyboard is not at, a notification comes late, twice, or when no keyboard is there. Each
/// case says what its source does and which reports it follows; its parameters say how far and
/// when, each over a documented range (``parameters(of:)``): the reports give one magnitude each,
/// and a rule fitted to that one would fail at another. *Scenario format* ("Source faults") lists
/// them with their JSON. A parameter left out is its default, the magnitude the fault had before
/// it took parameters.
///
/// ```swift
/// let conditions = ReplayConditions(system: "iOS 27.0", faults: [.guideAtBottom()])
/// ```
public enum ReplaySourceFault: Sendable, Equatable, Hashable {
  /// iOS 27: the layout guide drops to the screen's bottom while the keyboard stays up.
  ///
  /// `delay` seconds after each `didShow` (0.25 by default), a per-frame sample reports the
  /// keyboard below the screen, with no notification and no finger (manaflow-ai/cmux#9958,
  /// #10518, #10810).
  case guideAtBottom(delay: Double = 0.25)
  /// iOS 26 with an input accessory: the layout guide sits `offset` points above the keyboard.
  ///
  /// Every per-frame sample reports the keyboard's top that much higher, and a quarter of a
  /// second after each `didShow` the guide is read at rest, as high (FB18129551,
  /// chockenberry/KeyboardAvoider; 20–45 pt in the field). With a `dismissalOffset`, the guide
  /// jumps to that offset while a finger drags the keyboard down (FB18129551: the guide "jumps
  /// around" during a dismissal) and is back at `offset` once the keyboard rests again.
  case guideAboveKeyboard(offset: Double = 30, dismissalOffset: Double? = nil)
  /// The host view's end value comes `frames` display frames (1 by default) before its *will*
  /// notification, for hides and height changes (react-native-keyboard-controller's
  /// `KeyboardTrackingView` drops host frames whose height differs from the notified one).
  ///
  /// Not for the *will* a drag's release posts: UIKit decides the dismissal in the same call that
  /// ends the pan, so no layout pass comes between the finger's lift and the *will*.
  case hostEndAhead(frames: Int = 1)
  /// iOS 26: the host view's presentation layer reports the end frame on every tick of the first
  /// `share` of a notification's animation (all of it by default), with no animation
  /// (react-native-keyboard-controller#970, software-mansion/react-native-reanimated#8270).
  case endFrameEveryTick(share: Double = 1)
  /// iOS 27: the *did* notifications of an interrupted leg (a hide the user reopens, a show
  /// closed again) arrive `frames` display frames (1 by default) after the newer *will*, not
  /// before it (manaflow-ai/cmux#10006, #10518).
  case staleDid(frames: Int = 1)
  /// Cross-fade: *did* notifications carry an empty end frame (height 0, at the bottom of the true
  /// one) and arrive no sooner than `delay` seconds after their *will* (383 ms by default;
  /// finn-no/FinniversKit#1208, facebook/react-native#34503,
  /// react-native-keyboard-controller#1161, #1242).
  case emptyEndFrames(delay: Double = 0.383)
  /// The scene activates (`UIScene.didActivateNotification`) `showDelay` seconds into each show
  /// from a hidden keyboard (10 ms by default) and `dragFraction` of the way through each drag
  /// (halfway by default): the app's foreground reading reports the notification's end frame, or
  /// the resting frame the finger holds the keyboard below.
  case activationMidMotion(showDelay: Double = 0.01, dragFraction: Double = 0.5)
  /// Right after a show, `samples` per-frame samples (3 by default) report the keyboard `excess`
  /// points taller than it is (108.66 by default: 453.66 where it is 345), then one its real
  /// frame (react-native-keyboard-controller#1155, #1159; #1365 traces the excess to an added
  /// offset, 69 + 5 pt).
  case spuriousInteractive(excess: Double = 108.66, samples: Int = 3)
  /// `delay` seconds after each hide ends (0.1 by default), a `willChangeFrame` with no keyboard
  /// present, ending on a frame of kind `frame` (where the keyboard last was by default); no
  /// `willShow` and no *did* follow (FluidGroup/Rideau#70).
  case phantomFrameChange(delay: Double = 0.1, frame: PhantomFrame = .docked)
  /// Each *will* that shows or moves the keyboard comes with `bounces` pairs (1 by default) of
  /// nested `willChangeFrame` notifications in its turn that bounce to the end frame and back to
  /// the begin frame first (manaflow-ai/cmux#12183).
  case bouncingFrames(bounces: Int = 1)

  /// The frame a phantom frame change ends on.
  public enum PhantomFrame: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Where the docked keyboard last was.
    case docked
    /// A floating keyboard's frame, 320 × 260 pt, centred and 100 pt above the screen's bottom, as
    /// an iPad's floating keyboard sits.
    case floating
    /// A zero-height frame at the screen's bottom, as Rideau#70 reported.
    case zeroHeight
  }

  /// The offset of ``guideAboveKeyboard(offset:dismissalOffset:)`` when none is given: 30 pt.
  public static let defaultGuideOffset = 30.0
  /// The offsets ``guideAboveKeyboard(offset:dismissalOffset:)`` accepts: above 0, at most
  /// 200 pt.
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

  /// Every fault, with its default parameters, in the order the format lists them.
  public static let allFaults: [ReplaySourceFault] = [
    .guideAtBottom(), .guideAboveKeyboard(), .hostEndAhead(), .endFrameEveryTick(),
    .staleDid(), .emptyEndFrames(), .activationMidMotion(), .spuriousInteractive(),
    .phantomFrameChange(), .bouncingFrames(),
  ]

  /// The names the format accepts.
  public static var names: [String] { allFaults.map(\.name) }

  /// The fault named `name`, with its default parameters; `nil` for an unknown name.
  public init?(name: String) {
    guard let fault = Self.allFaults.first(where: { $0.name == name }) else { return nil }
    self = fault
  }

  /// The fault with its default parameters.
  public var withDefaults: ReplaySourceFault { ReplaySourceFault(name: name) ?? self }

  /// `true` when both are the same fault, whatever their parameters.
  public func isSameFault(as other: ReplaySourceFault) -> Bool { name == other.name }

  /// A short label for the table, with the parameters that differ from the defaults:
  /// `guide at bottom`, `guide 30 pt above`, `host end ahead (2 frames)`.
  public var label: String {
    if case .guideAboveKeyboard(let offset, let dismissal) = self {
      let text = "guide \(ReplayFormat.shortest(offset)) pt above"
      return dismissal.map { "\(text) (\(ReplayFormat.shortest($0)) pt in a dismissal)" } ?? text
    }
    let defaults = withDefaults
    var parts: [String] = []
    for parameter in Self.parameters(of: name) {
      guard let value = value(of: parameter.key), value != defaults.value(of: parameter.key) else { continue }
      parts.append(parameter.label(value))
    }
    if case .phantomFrameChange(_, let frame) = self, frame != .docked { parts.append(frame.rawValue) }
    return parts.isEmpty ? kindLabel : "\(kindLabel) (\(parts.joined(separator: ", ")))"
  }

  /// The fault's label without its parameters, the same at every magnitude: `guide above`,
  /// `host end ahead`.
  public var kindLabel: String {
    switch self {
    case .guideAtBottom: "guide at bottom"
    case .guideAboveKeyboard: "guide above"
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
