import Foundation
import KeyboardDockTrace

/// Long synthetic sessions for measuring the simulator.
///
/// `kbdock benchmark` measures the replay on them, and tests use them.
public enum ReplayBenchmark {
  /// An iPhone session of `minutes` minutes that repeats a cycle every 10 s.
  ///
  /// The cycle is a show, a QuickType change, typing that grows the bar, a drag that springs back, a drag
  /// that dismisses, a show and a hide.
  public static func session(minutes: Double) -> ReplayScenario {
    let base = ReplayScenario.growingText
    let keyboard = ScenarioDevices.iPhoneKeyboard
    let compact = ScenarioDevices.iPhoneKeyboardCompact
    var timeline: [ScenarioEvent] = []
    let cycles = max(1, Int((max(0, min(minutes, 60)) * 6).rounded(.up)))
    for cycle in 0..<cycles {
      let t = Double(cycle) * 10
      timeline += [
        ScenarioEvent(t + 0.25, .show(ScenarioKeyboardMove(frame: keyboard))),
        ScenarioEvent(t + 1.25, .show(ScenarioKeyboardMove(frame: compact))),
        ScenarioEvent(t + 2.0, .text(contentHeight: 56)),
        ScenarioEvent(t + 2.25, .text(contentHeight: 76)),
        ScenarioEvent(t + 2.5, .text(contentHeight: 36)),
        ScenarioEvent(
          t + 3.0, .drag(ScenarioDrag(fromY: 400, toY: 650, duration: 0.4, releaseVelocity: -50))),
        ScenarioEvent(t + 4.5, .drag(ScenarioDrag(fromY: 300, toY: 844, duration: 0.5))),
        ScenarioEvent(t + 6.0, .show(ScenarioKeyboardMove(frame: keyboard))),
        ScenarioEvent(t + 8.0, .hide(duration: 0.25, curve: 7)),
      ]
    }
    return ReplayScenario(
      name: "benchmark-session", title: "Synthetic \(ReplayFormat.seconds(minutes))-minute session",
      device: base.device, container: base.container, dock: base.dock, scroll: base.scroll, text: base.text,
      timeline: timeline, duration: Double(cycles) * 10)
  }

  /// What a device would have recorded for `scenario`: a trace with its deliveries.
  public static func trace(
    of scenario: ReplayScenario, framesPerSecond: Double = Replay.defaultFramesPerSecond
  ) -> KeyboardTrace {
    let timeline = ReplayTimeline(scenario: scenario, framesPerSecond: framesPerSecond)
    return KeyboardTrace(
      header: KeyboardTraceHeader(container: timeline.container, barHeight: timeline.dock.barHeight),
      records: timeline.records)
  }

  /// A trace as JSON Lines text, one record per line after the header.
  public static func jsonLines(_ trace: KeyboardTrace) -> String {
    var lines = [(try? trace.header.jsonLine()) ?? ""]
    lines.reserveCapacity(trace.records.count + 1)
    for record in trace.records {
      if let line = try? record.jsonLine() { lines.append(line) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
