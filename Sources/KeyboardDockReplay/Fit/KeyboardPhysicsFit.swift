import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The keyboard's physics estimated from a measured trace: its spring, each transition's commit latency and
/// the interruption rule, as `kbdock fit` prints them.
///
/// ``fit(_:)`` compares the measured keyboard (the trace's `shown` records) with `kbdock`'s simulated
/// keyboard driven by the trace's notifications, and minimises the squared difference over ω, ζ and one
/// latency per transition: a coarse grid, then Levenberg–Marquardt from its best points, once per
/// interruption rule. The rule with the clearly smaller residual wins. What the data cannot decide is said
/// so (``notes``): a rule without an interrupted transition, ζ from 1 on (Core Animation's curve is the same
/// for every ζ ≥ 1, so it is reported as 1), a latency with too few moving frames.
public struct KeyboardPhysicsFit: Sendable, Equatable {
  /// One transition's commit latency.
  public struct CommitLatency: Sendable, Equatable {
    /// The transition's first *will* notification's time, on the trace's clock.
    public var time: Double
    /// The notification's name, for example `willShow`.
    public var name: String
    /// Seconds from the notification to the commit that starts its animation, or `nil` when the data
    /// cannot tell it within ``largestLatencyError``.
    public var latency: Double?
    /// The latency's standard error, in seconds; infinite when no measured frame depends on it.
    public var standardError: Double
    /// The measured frames in the transition that show the keyboard moving.
    public var movingFrames: Int
    /// Whether the transition commits while an earlier animation still runs.
    public var interrupts: Bool
  }

  /// ω = √(stiffness / mass), in s⁻¹.
  public var omega: Double
  /// ζ, or `1` when it is not identifiable (``isDampingRatioIdentifiable``).
  public var dampingRatio: Double
  /// `false` when the best fit has ζ ≥ 1, where Core Animation's curve does not depend on ζ, or a ζ the
  /// frames cannot tell from 1 (within 0.001 or three standard errors).
  public var isDampingRatioIdentifiable: Bool
  /// The spring at mass 1: stiffness ω² and damping 2ζω, each rounded to 0.001 (the damping up, so that a
  /// critically damped spring stays so).
  public var spring: ReplaySpring
  /// The rule that fits clearly better, or `nil` when the data cannot decide.
  public var interruptions: ReplayInterruptions?
  /// The root mean square of model − measurement under each rule, in points.
  public var residuals: [ReplayInterruptions: Double]
  /// The root mean square of model − measurement under the reported physics, in points.
  public var residual: Double
  /// The measured frames compared: those inside transitions.
  public var frameCount: Int
  /// The trace's first record's time, on its clock: the text output counts times from it.
  public var startTime: Double
  /// Each transition's latency, in time order.
  public var commitLatencies: [CommitLatency]
  /// What the data cannot decide, one sentence each.
  public var notes: [String]

  /// The fewest measured frames of the keyboard moving on its spring a fit needs: 8.
  public static let minimumSpringFrames = 8
  /// The largest standard error of a latency that is reported, in seconds: 0.5 ms.
  public static let largestLatencyError = 0.0005
  /// The largest relative standard error of ω and ζ that is reported without a note: 0.5 %.
  public static let largestRelativeError = 0.005
  /// The largest residual, in points, under which the model fits: 1 pt, ten times a 3× screen's
  /// rounding to its pixels.
  public static let largestResidual = 1.0
  /// How much larger the other rule's squared residual must be for a rule to win: 1.5 times, and by 25
  /// times the best fit's residual variance.
  public static let decisiveRatio = 1.5

  /// The conditions a scenario can use as they are: the fitted spring and, if decided, the rule.
  public var conditions: ReplayConditions {
    ReplayConditions(interruptions: interruptions ?? .additive, keyboardSpring: spring)
  }

  /// Fits the physics to `trace`.
  ///
  /// - Throws: ``KeyboardFitError`` for a trace with no `shown` records, or with fewer than
  ///   ``minimumSpringFrames`` measured frames of the keyboard moving on its spring.
  public static func fit(_ trace: KeyboardTrace) throws(KeyboardFitError) -> KeyboardPhysicsFit {
    let session = FitSession(trace)
    guard session.shownRecordCount > 0 else { throw .noMeasurements }
    let springFrames = session.transitions.filter(\.usesSpring).reduce(0) { $0 + $1.movingFrames }
    guard springFrames >= minimumSpringFrames else {
      throw .tooFewFrames(found: springFrames, needed: minimumSpringFrames)
    }
    var fits: [ReplayInterruptions: (FitModel.Parameters, FitModel.Evaluation)] = [:]
    for rule in ReplayInterruptions.allCases {
      fits[rule] = FitSearch(model: FitModel(session: session, interruptions: rule)).run()
    }
    let frames = Double(max(1, session.frames.count))
    let costs = fits.mapValues { $0.1.cost }
    let best = costs.min { $0.value < $1.value || ($0.value == $1.value && $0.key == .additive) }!.key
    let other: ReplayInterruptions = best == .additive ? .fromPresented : .additive
    let (parameters, evaluation) = fits[best]!
    let interrupted = evaluation.interrupts.contains(true)
    let variance = costs[best]! / max(1, frames - Double(parameters.latencies.count + 2))
    let decisive =
      costs[other]! > decisiveRatio * costs[best]! && costs[other]! - costs[best]! > 25 * variance
    var notes: [String] = []
    let rule: ReplayInterruptions?
    if !interrupted {
      rule = nil
      notes.append(
        "No transition commits while an earlier animation runs, so the trace cannot tell additive from "
          + "fromPresented.")
    } else if !decisive {
      rule = nil
      notes.append("Both interruption rules fit about equally well, so the trace cannot tell them apart.")
    } else {
      rule = best
    }
    // ζ is known below 1 only when the frames tell it from 1: by 0.001 and three standard errors.
    let model = FitModel(session: session, interruptions: best)
    var identifiable = parameters.dampingRatio < 0.999
    if identifiable,
      let error = FitUncertainty(model: model, parameters: parameters, variance: variance, fitsRatio: true)
        .ratio,
      !(1 - parameters.dampingRatio > 3 * error)
    {
      identifiable = false
    }
    let ratio = identifiable ? parameters.dampingRatio : 1
    if !identifiable {
      notes.append(
        "ζ is 1 or more, where Core Animation's curve is the same for every ζ: it is reported as 1.")
    }
    let errors = FitUncertainty(
      model: model, parameters: parameters, variance: variance, fitsRatio: identifiable)
    if !(errors.omega <= largestRelativeError * parameters.omega) {
      notes.append(
        "The frames pin ω only to ±\(ReplayFormat.percent(errors.omega / parameters.omega)) (standard error)."
      )
    }
    if let error = errors.ratio, !(error <= largestRelativeError * ratio) {
      notes.append("The frames pin ζ only to ±\(ReplayFormat.percent(error / ratio)) (standard error).")
    }
    let stiffness = (parameters.omega * parameters.omega * 1000).rounded() / 1000
    let damping =
      identifiable
      ? (2 * ratio * parameters.omega * 1000).rounded() / 1000
      : (2 * stiffness.squareRoot() * 1000).rounded(.up) / 1000
    // A latency is known when the frames pin it (its standard error, and how far it can move alone
    // without the fit getting worse) and, with the rule undecided, when both rules agree on it.
    let reach = FitUncertainty.latencyReach(model: model, parameters: parameters, variance: variance)
    let otherLatencies = fits[other]!.0.latencies
    var latencies: [CommitLatency] = []
    var undecided = 0
    for (index, transition) in session.transitions.enumerated() {
      let error = errors.latencies[index]
      let agrees =
        rule != nil || !interrupted
        || abs(parameters.latencies[index] - otherLatencies[index]) <= 2 * largestLatencyError
      let known = error <= largestLatencyError && reach[index] <= 2 * largestLatencyError && agrees
      if !known { undecided += 1 }
      latencies.append(
        CommitLatency(
          time: transition.time, name: transition.name, latency: known ? parameters.latencies[index] : nil,
          standardError: error, movingFrames: transition.movingFrames,
          interrupts: evaluation.interrupts[index]))
    }
    if undecided > 0 {
      notes.append(
        "\(undecided) transition\(undecided == 1 ? "'s commit latency is" : "s' commit latencies are") not "
          + "pinned within 0.5 ms by the frames (too few frames of the keyboard moving, frames that only "
          + "bracket the commit, or a rule the trace cannot decide), so "
          + "\(undecided == 1 ? "it is" : "they are") left out.")
    }
    let residual = (costs[best]! / frames).squareRoot()
    if residual > largestResidual {
      notes.append(
        "No spring and latencies found fit these frames (residual \(ReplayFormat.points(residual)) pt, "
          + "where a fit leaves under \(ReplayFormat.points(largestResidual)) pt): the keyboard may have "
          + "moved other than on one spring from its commits; the figures above are not its physics.")
    }
    return KeyboardPhysicsFit(
      omega: parameters.omega, dampingRatio: ratio, isDampingRatioIdentifiable: identifiable,
      spring: ReplaySpring(mass: 1, stiffness: stiffness, damping: damping), interruptions: rule,
      residuals: costs.mapValues { ($0 / frames).squareRoot() },
      residual: residual,
      frameCount: session.frames.count, startTime: trace.records.first?.time ?? 0, commitLatencies: latencies,
      notes: notes)
  }
}

/// Why a trace cannot be fitted.
public enum KeyboardFitError: Error, Sendable, Equatable {
  /// The trace has no `shown` records: it was recorded without measuring.
  case noMeasurements
  /// Too few measured frames show the keyboard moving on its spring.
  case tooFewFrames(found: Int, needed: Int)

  /// What was expected and what was found: `expected …, found …`.
  public var message: String {
    switch self {
    case .noMeasurements:
      "expected shown records (a trace recorded with Measure on, or a recorder measuring a bar), found none"
    case .tooFewFrames(let found, let needed):
      "expected at least \(needed) measured frames of the keyboard moving on its spring after a will "
        + "notification, found \(found)"
    }
  }
}
