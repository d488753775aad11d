// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "KeyboardDockBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "KeyboardDock", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
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
