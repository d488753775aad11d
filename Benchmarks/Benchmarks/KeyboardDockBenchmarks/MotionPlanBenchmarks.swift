import Benchmark
import Foundation
import KeyboardDockCore

/// The motion plan, computed once per keyboard transition inside the notification handler: a show
/// on an iPhone (390×844, safe bottom 34, keyboard 336) from hidden, and a hide that interrupts it
/// 0.06 s in, starting from a presented offset. The target: well under a millisecond and a fixed
/// handful of allocations per transition (the sampler's six buffers, whatever the key count), so
/// the handler adds nothing the keyboard's commit would wait for.
func motionPlanBenchmarks() {
  let fixture = MotionPlanFixture()
  Benchmark(
    "Motion plan: show from hidden (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(KeyboardMotionPlan(for: fixture.showing, in: fixture.container))
    }
  }
  Benchmark(
    "Motion plan: hide interrupting a show (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(KeyboardMotionPlan(for: fixture.hiding, in: fixture.container, presentedBottomOffset: 80))
    }
  }
}

/// Machines just after a show's notifications, and after a hide 0.06 s into that show.
struct MotionPlanFixture {
  let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  let showing: KeyboardStateMachine
  let hiding: KeyboardStateMachine

  init() {
    let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)
    let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    var machine = KeyboardStateMachine()
    // The fixture's events are valid; a throw here would be a bug in the benchmark.
    if let show = try? KeyboardEvent(.willShow, begin: offscreen, end: shown, duration: 0.25, at: 10) {
      _ = machine.handle(show, in: container)
    }
    showing = machine
    if let hide = try? KeyboardEvent(.willHide, begin: shown, end: offscreen, duration: 0.25, at: 10.06) {
      _ = machine.handle(hide, in: container)
      _ = machine.endTurn(in: container)
    }
    hiding = machine
  }
}
