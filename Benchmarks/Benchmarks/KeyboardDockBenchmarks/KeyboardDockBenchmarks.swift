import Benchmark
import DriverFixtures
import Foundation
import KeyboardDockCore

// The hot path of KeyboardDock: one per-frame sample during interactive dismissal → the dock
// driver → the bar's placement and the scroll view's insets. The target: no heap allocation
// (`mallocCountTotal` reads 0) and well under 1 µs per frame.
//
// With `scalingFactor: .kilo` each sample runs the body's loop 1,000 times and the figures are per
// iteration (one frame). `cpuTotal` has a 10 ms resolution on Linux, so it reads 0 for bodies this short.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 2_000
  )

  Benchmark("Hot path: sample → driver → bar and scroll view") { benchmark in
    var fixture = InteractiveFixture()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(fixture.step())
    }
  }

  driverBenchmarks()
  motionPlanBenchmarks()
  interruptionBenchmarks()

  // What `onFrame` asks 120 times a second: the driver's layout for an instant during a show.
  Benchmark("Driver: answer for an instant during a show") { benchmark in
    let fixture = InteractiveFixture()
    let driver = fixture.showing
    var time = 10.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 120.0
      if time > 10.5 { time = 10 }
      blackHole(driver.dockLayout(at: time))
    }
  }

  Benchmark("Spring: presented frame during a show animation") { benchmark in
    let fixture = InteractiveFixture()
    // The show's notification came at 10 s: its spring runs until 10.5 s.
    var time = 10.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 120.0
      if time > 10.5 { time = 10 }
      blackHole(fixture.showing.dockLayout(at: time, in: fixture.container, configuration: .default))
    }
  }
}

/// An iPhone keyboard being dragged down and up again by per-frame samples, over a chat scroll
/// view, through the dock driver.
///
/// The iPhone is 390×844 with a safe bottom of 34, and the keyboard is shown at (0, 508, 390, 336).
struct InteractiveFixture {
  let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  var driver: KeyboardDockDriver
  /// The driver just after the show's turn ended at 10 s (``DriverFixture/showing``).
  let showing = DriverFixture().showing
  var time: TimeInterval = 11
  var top: CGFloat = 508
  var direction: CGFloat = 1

  init() { driver = showing }

  /// One frame: the keyboard's top moves 2 pt; returns the bar's offset plus the planned inset.
  mutating func step() -> CGFloat {
    time += 1.0 / 120.0
    top += 2 * direction
    if top >= 800 || top <= 508 { direction = -direction }
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: top, width: 390, height: 336), at: time))
    return (actions.bar?.value ?? 0) + (actions.scrollView?.contentInset.bottom ?? 0)
  }
}
