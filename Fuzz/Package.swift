// swift-tools-version: 6.0
// libFuzzer targets for KeyboardDock, in a package of their own so that the library has no
// dependency on them. Build and run from this folder: `./fuzz.sh TARGET [RUNS]` (see the README's
// development section). Each target is an executable whose `LLVMFuzzerTestOneInput` drives public
// API with the fuzzer's bytes; fuzz.sh passes `-sanitize=fuzzer,address` to swiftc for every
// module, the library's included (see there why `--sanitize` alone is not enough). fuzz.sh also sets
// KEYBOARDDOCK_FUZZ=1, under which the package at `..` offers its replay engine, `KeyboardDockReplay`
// (the trace and scenario readers), as a product: set it too when building here by hand.
import PackageDescription

let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "KeyboardDockFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "KeyboardDock", path: "..")
  ],
  targets: [
    .target(name: "FuzzSupport", dependencies: [.product(name: "KeyboardDockCore", package: "KeyboardDock")]),
    .executableTarget(
      name: "CoreFuzz",
      dependencies: ["FuzzSupport", .product(name: "KeyboardDockCore", package: "KeyboardDock")],
      swiftSettings: fuzzTarget
    ),
    .executableTarget(
      name: "TraceFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "KeyboardDockReplay", package: "KeyboardDock"),
        .product(name: "KeyboardDockTrace", package: "KeyboardDock"),
      ],
      swiftSettings: fuzzTarget
    ),
    .executableTarget(
      name: "ScenarioFuzz",
      dependencies: ["FuzzSupport", .product(name: "KeyboardDockReplay", package: "KeyboardDock")],
      swiftSettings: fuzzTarget
    ),
  ],
  swiftLanguageModes: [.v6]
)
