import Foundation

/// One magnitude or timing a source fault takes: its JSON key, the range it may take and why,
/// and the three values the default matrix runs.
///
/// It does not say which value is true on a device: the reports give one value each, and the
/// range is what the cause the reports name allows.
public struct ReplayFaultParameter: Sendable, Equatable {
  /// The key in JSON and on the command line, such as `offset`.
  public let key: String
  /// The values accepted, and drawn uniformly by the sweep.
  public let range: ClosedRange<Double>
  /// The unit: `pt`, `s`, `frames`, or empty for a share.
  public let unit: String
  /// Whether only whole numbers are accepted.
  public let isInteger: Bool
  /// Whether the parameter may be absent (a fault without it); the sweep leaves it absent.
  public let isOptional: Bool
  /// The values of the default matrix's three levels, low to high magnitude; `nil` for absent.
  public let levels: [Double?]
  /// Why the range is plausible, with the report it rests on.
  public let reason: String

  /// `12 pt`, `2 frames`, `0.25 s`, `share 0.6`.
  func label(_ value: Double) -> String {
    let number = ReplayFormat.shortest(value)
    switch unit {
    case "": return "\(key) \(number)"
    case "frames", "samples", "bounces":
      return value == 1 ? "1 \(unit.dropLast())" : "\(number) \(unit)"
    default: return "\(key) \(number) \(unit)"
    }
  }

  /// `value` held to the range, and to whole numbers for an integer parameter.
  func clamped(_ value: Double) -> Double {
    let value = min(max(value, range.lowerBound), range.upperBound)
    return isInteger ? value.rounded() : value
  }
}

extension ReplaySourceFault {
  /// The parameters of the fault named `name`, in the order its case lists them.
  ///
  /// None for an unknown name. A phantom's frame kind (``PhantomFrame``) is not among them: it is a name,
  /// `frame` in JSON.
  public static func parameters(of name: String) -> [ReplayFaultParameter] {
    switch name {
    case "guideAtBottom":
      [
        ReplayFaultParameter(
          key: "delay", range: 0.008...1, unit: "s", isInteger: false, isOptional: false,
          levels: [0.008, 0.25, 1],
          reason:
            "the reports give no instant, only that the guide is at the bottom while the keyboard is up "
            + "(cmux#9958): from one 120-Hz frame after didShow to a second later")
      ]
    case "guideAboveKeyboard":
      [
        ReplayFaultParameter(
          key: "offset", range: guideOffsets, unit: "pt", isInteger: false, isOptional: false,
          levels: [12, 45, 150],
          reason:
            "the offset is the accessory's height (FB18129551; 20–45 pt in the field): from a few points to "
            + "a tall accessory, 200 pt, as tall as a landscape keyboard"),
        ReplayFaultParameter(
          key: "dismissalOffset", range: 0...200, unit: "pt", isInteger: false, isOptional: true,
          levels: [45, 14, 0],
          reason:
            "FB18129551: the guide jumps around during a dismissal; the residue seen after one is 14–45 pt, "
            + "and during a drag the observed keyboard no longer includes the accessory (RNKC#973, #1068): "
            + "any offset from none to the largest accepted. The levels jump up 33 pt (12 to the residue's "
            + "45), down 31 pt (45 to its 14) and down the whole 150-pt accessory (to 0). While a finger "
            + "drags, the guide is the only source that follows the keyboard, so the jump is a documented "
            + "unknowable, bounded to the drag and to its size"),
      ]
    case "hostEndAhead":
      [
        ReplayFaultParameter(
          key: "frames", range: 1...4, unit: "frames", isInteger: true, isOptional: false,
          levels: [1, 2, 4],
          reason:
            "RNKC's KeyboardTrackingView sees the host's end one layout pass before the will; a main "
            + "thread busy for 33 ms (the matrix's longest commit latency) lets up to 4 passes at 120 Hz in")
      ]
    case "endFrameEveryTick":
      [
        ReplayFaultParameter(
          key: "share", range: 0.1...1, unit: "", isInteger: false, isOptional: false,
          levels: [0.25, 0.6, 1],
          reason:
            "RNKC#970 reports the end frame on every tick from beta 4 on; how much of the animation a "
            + "build lies for is not reported: from a tenth to all of it")
      ]
    case "staleDid":
      [
        ReplayFaultParameter(
          key: "frames", range: 1...4, unit: "frames", isInteger: true, isOptional: false,
          levels: [1, 2, 4],
          reason:
            "cmux#10006: the interrupted leg's did comes after the newer will, by no measured amount; "
            + "1 to 4 frames, up to the matrix's 33 ms at 120 Hz")
      ]
    case "emptyEndFrames":
      [
        ReplayFaultParameter(
          key: "delay", range: 0.04...0.54, unit: "s", isInteger: false, isOptional: false,
          levels: [0.04, 0.383, 0.54],
          reason:
            "RNKC#1161: dids about 40 ms late; #1242: end events of height 0 over 383 ms; at most the "
            + "keyboard's 0.5 s animation plus those 40 ms")
      ]
    case "activationMidMotion":
      [
        ReplayFaultParameter(
          key: "showDelay", range: 0...0.5, unit: "s", isInteger: false, isOptional: false,
          levels: [0.01, 0.15, 0.4],
          reason:
            "UIScene.didActivateNotification can come on any inactive-to-active change while a keyboard "
            + "animation is in flight: anywhere in the show's 0.5 s"),
        ReplayFaultParameter(
          key: "dragFraction", range: 0.05...0.95, unit: "", isInteger: false, isOptional: false,
          levels: [0.5, 0.2, 0.9],
          reason: "likewise anywhere in a drag, its first and last twentieth aside (then it is no drag)"),
      ]
    case "spuriousInteractive":
      [
        ReplayFaultParameter(
          key: "excess", range: 0.5...200, unit: "pt", isInteger: false, isOptional: false,
          levels: [74, 108.66, 180],
          reason:
            "RNKC#1159 traces the excess to the gesture area's offset, the app's own (69 + 5 pt in #1365, "
            + "108.66 pt in #1155): the guide's range, up to 200 pt"),
        ReplayFaultParameter(
          key: "samples", range: 1...6, unit: "samples", isInteger: true, isOptional: false,
          levels: [3, 1, 6],
          reason: "RNKC#1155 shows a short burst right after opening: 1 to 6 frames, 50 ms at 120 Hz"),
      ]
    case "phantomFrameChange":
      [
        ReplayFaultParameter(
          key: "delay", range: 0.008...0.5, unit: "s", isInteger: false, isOptional: false,
          levels: [0.1, 0.008, 0.5],
          reason:
            "Rideau#70 gives no instant: from the next 120-Hz frame after the hide's did to half a second")
      ]
    case "bouncingFrames":
      [
        ReplayFaultParameter(
          key: "bounces", range: 1...3, unit: "bounces", isInteger: true, isOptional: false,
          levels: [1, 2, 3],
          reason: "cmux#12183: nested frame notifications bounce; one to three nesting levels")
      ]
    default: []
    }
  }

  /// The value of the parameter `key`, or `nil` when absent or not the fault's.
  public func value(of key: String) -> Double? {
    switch (self, key) {
    case (.guideAtBottom(let delay), "delay"): delay
    case (.guideAboveKeyboard(let offset, _), "offset"): offset
    case (.guideAboveKeyboard(_, let dismissal), "dismissalOffset"): dismissal
    case (.hostEndAhead(let frames), "frames"): Double(frames)
    case (.endFrameEveryTick(let share), "share"): share
    case (.staleDid(let frames), "frames"): Double(frames)
    case (.emptyEndFrames(let delay), "delay"): delay
    case (.activationMidMotion(let delay, _), "showDelay"): delay
    case (.activationMidMotion(_, let fraction), "dragFraction"): fraction
    case (.spuriousInteractive(let excess, _), "excess"): excess
    case (.spuriousInteractive(_, let samples), "samples"): Double(samples)
    case (.phantomFrameChange(let delay, _), "delay"): delay
    case (.bouncingFrames(let bounces), "bounces"): Double(bounces)
    default: nil
    }
  }

  /// The fault with the parameter `key` set to `value`.
  ///
  /// `nil` makes an optional parameter absent; a key the fault does not take leaves it unchanged.
  /// The value is not checked against the range.
  public func setting(_ key: String, to value: Double?) -> ReplaySourceFault {
    let number = value ?? 0
    let whole = Int(number.isFinite ? number.rounded() : 0)
    switch (self, key) {
    case (.guideAtBottom, "delay"): return .guideAtBottom(delay: number)
    case (.guideAboveKeyboard(_, let dismissal), "offset"):
      return .guideAboveKeyboard(offset: number, dismissalOffset: dismissal)
    case (.guideAboveKeyboard(let offset, _), "dismissalOffset"):
      return .guideAboveKeyboard(offset: offset, dismissalOffset: value)
    case (.hostEndAhead, "frames"): return .hostEndAhead(frames: whole)
    case (.endFrameEveryTick, "share"): return .endFrameEveryTick(share: number)
    case (.staleDid, "frames"): return .staleDid(frames: whole)
    case (.emptyEndFrames, "delay"): return .emptyEndFrames(delay: number)
    case (.activationMidMotion(_, let fraction), "showDelay"):
      return .activationMidMotion(showDelay: number, dragFraction: fraction)
    case (.activationMidMotion(let delay, _), "dragFraction"):
      return .activationMidMotion(showDelay: delay, dragFraction: number)
    case (.spuriousInteractive(_, let samples), "excess"):
      return .spuriousInteractive(excess: number, samples: samples)
    case (.spuriousInteractive(let excess, _), "samples"):
      return .spuriousInteractive(excess: excess, samples: whole)
    case (.phantomFrameChange(_, let frame), "delay"): return .phantomFrameChange(delay: number, frame: frame)
    case (.bouncingFrames, "bounces"): return .bouncingFrames(bounces: whole)
    default: return self
    }
  }

  /// The first parameter that is out of its range, with its value; `nil` when all are in range.
  public var parameterOutOfRange: (parameter: ReplayFaultParameter, value: Double)? {
    for parameter in Self.parameters(of: name) {
      guard let value = value(of: parameter.key) else { continue }
      if !value.isFinite || !parameter.range.contains(value)
        || (parameter.isInteger && value != value.rounded())
      {
        return (parameter, value)
      }
    }
    return nil
  }

  /// The default matrix's levels of the fault named `name`, low to high magnitude: every
  /// parameter at its ``ReplayFaultParameter/levels`` entry, and a phantom's frame docked,
  /// floating, then zero-height.
  public static func matrixLevels(of name: String) -> [ReplaySourceFault] {
    guard let base = ReplaySourceFault(name: name) else { return [] }
    return (0..<3).map { level in
      var fault = base
      for parameter in parameters(of: name) {
        fault = fault.setting(parameter.key, to: parameter.levels[level])
      }
      if case .phantomFrameChange(let delay, _) = fault {
        fault = .phantomFrameChange(delay: delay, frame: PhantomFrame.allCases[level])
      }
      return fault
    }
  }

  /// The fault named `name` with every parameter drawn uniformly over its range by `random`, and a
  /// phantom's frame drawn among the three kinds.
  ///
  /// An optional parameter is absent: the one there is, the guide's offset during a dismissal,
  /// cannot be told from the keyboard's motion (see its ``ReplayFaultParameter/reason``).
  static func drawn(_ name: String, using random: inout SplitMix64) -> ReplaySourceFault? {
    // (An optional parameter is drawn by `drawnOptional(_:after:)`, off the main generator.)
    guard var fault = ReplaySourceFault(name: name) else { return nil }
    for parameter in parameters(of: name) {
      if parameter.isOptional {
        fault = fault.setting(parameter.key, to: drawnOptional(parameter, after: fault))
        continue
      }
      let range = parameter.range
      let value: Double
      if parameter.isInteger {
        let count = Int(range.upperBound - range.lowerBound) + 1
        value = range.lowerBound + Double(random.index(count))
      } else {
        let raw = range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)
        let step = parameter.unit == "pt" ? 100.0 : 1000.0
        value = parameter.clamped((raw * step).rounded() / step)
      }
      fault = fault.setting(parameter.key, to: value)
    }
    if case .phantomFrameChange(let delay, _) = fault {
      let kinds = PhantomFrame.allCases
      fault = .phantomFrameChange(delay: delay, frame: kinds[random.index(kinds.count)])
    }
    return fault
  }

  /// An optional parameter, drawn present with probability ``optionalParameterShare`` and then
  /// uniformly over its range, or `nil`.
  ///
  /// It is drawn from a generator seeded by the parameters drawn before it (`fault`'s values),
  /// not from the sweep's: the sweep's other draws stay what they were before the parameter was
  /// drawn at all.
  static func drawnOptional(_ parameter: ReplayFaultParameter, after fault: ReplaySourceFault) -> Double? {
    var seed: UInt64 = 0x6A09_E667_F3BC_C908
    for earlier in parameters(of: fault.name) where earlier.key != parameter.key {
      seed = seed &* 31 &+ (fault.value(of: earlier.key) ?? 0).bitPattern
    }
    var random = SplitMix64(seed: seed)
    guard random.unit() < optionalParameterShare else { return nil }
    let range = parameter.range
    let raw = range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)
    return parameter.clamped((raw * 100).rounded() / 100)
  }

  /// The share of draws in which the sweep draws an optional parameter: one half, so that the
  /// guide's jump during a drag (`dismissalOffset`) and its constant offset are each drawn about
  /// as often as the other.
  public static let optionalParameterShare = 0.5
}
