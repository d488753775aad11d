// swift-tools-version: 6.1
// Benchmarks for KeyboardDock's core and dock driver, kept in a package of their own so that the
// library has no dependency on the benchmark tooling. Run from this folder: `swift package benchmark`.
// The replay tool's speed is measured by `scripts/measure-replay.sh` (the replay engine is no product).
// The package builds the core itself, from the link `Library/KeyboardDockCore` to its sources, so the
// benchmarks reach the engine's `package` API (the motion plan, the state machine) as the project's
// own modules do, while apps see only its public API.
import PackageDescription

let package = Package(
  name: "KeyboardDockBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Naming the traits replaces the package's default set (MallocInterposer and RuntimeInterposer).
    // MallocInterposer gives the malloc metrics. RuntimeInterposer would bring in
    // ordo-one/swift-runtime-interposer on Linux with Swift 6.3, which is not available here; leaving it
    // out keeps SwiftPM from resolving that package at all.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
  ],
  targets: [
    .target(
      name: "KeyboardDockCore", path: "Library/KeyboardDockCore",
      // The app-facing package ships it as a resource; the core alone needs none.
      exclude: ["PrivacyInfo.xcprivacy"]),
    // The drivers both executables start from.
    .target(
      name: "DriverFixtures", dependencies: ["KeyboardDockCore"], path: "Benchmarks/DriverFixtures"),
    // Answers for an instant, for counting their instructions under Callgrind (README.md). Outside
    // `Benchmarks/`, where the benchmark plugin would take every executable for a benchmark to run.
    .executableTarget(
      name: "InstantInstructions", dependencies: ["KeyboardDockCore", "DriverFixtures"],
      path: "Tools/InstantInstructions"),
    .executableTarget(
      name: "KeyboardDockBenchmarks",
      dependencies: [
        "KeyboardDockCore", "DriverFixtures",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KeyboardDockBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
