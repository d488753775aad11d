// swift-tools-version: 6.1
// Benchmarks for KeyboardDock's core and dock driver, kept in a package of their own so that the
// library has no dependency on the benchmark tooling. Run from this folder: `swift package benchmark`.
// The replay tool's speed is measured by `scripts/measure-replay.sh` (the replay engine is no product).
import PackageDescription

let package = Package(
  name: "KeyboardDockBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "KeyboardDock", path: ".."),
    // Naming the traits replaces the package's default set (MallocInterposer and RuntimeInterposer).
    // MallocInterposer gives the malloc metrics. RuntimeInterposer would bring in
    // ordo-one/swift-runtime-interposer on Linux with Swift 6.3, which is not available here; leaving it
    // out keeps SwiftPM from resolving that package at all.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "KeyboardDockBenchmarks",
      dependencies: [
        .product(name: "KeyboardDockCore", package: "KeyboardDock"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KeyboardDockBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
