import Benchmark
import DriverFixtures
import Foundation
import KeyboardDockCore

/// The dock driver, as the UIKit installer runs it: a keyboard notification's answer inside the
/// handler (the bar's new offset, its keyframes and the scroll view's), and a hide that interrupts
/// a show 0.06 s in, held to the end of its run-loop turn.
///
/// The target: well under a millisecond and a handful of allocations per transition, so the
/// handler adds nothing the keyboard's commit would wait for.
func driverBenchmarks() {
  let fixture = DriverFixture()
  Benchmark(
    "Driver: show from hidden (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var driver = fixture.placed
      blackHole(driver.handle(.notification(fixture.show, animation: fixture.reading)))
    }
  }
  Benchmark(
    "Driver: hide interrupting a show (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var driver = fixture.hidePending
      blackHole(driver.handle(.endTurn(at: 10.06)))
    }
  }
}
