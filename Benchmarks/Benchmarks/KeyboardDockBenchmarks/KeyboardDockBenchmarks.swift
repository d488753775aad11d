import Benchmark
import KeyboardDockCore

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 1_000
  )

  Benchmark("Placeholder: no allocation") { benchmark in
    for i in benchmark.scaledIterations {
      blackHole(i &* 3)
    }
  }

  Benchmark("Placeholder: one array allocation") { benchmark in
    for i in benchmark.scaledIterations {
      blackHole([i, i &+ 1, i &+ 2])
    }
  }
}
