// swift-tools-version: 6.0
// libFuzzer targets for KeyboardDock, in a package of their own so that the library has no
// dependency on them. Build and run from this folder: `./fuzz.sh TARGET [RUNS]` (see the
// Development article). Each target is an executable whose `LLVMFuzzerTestOneInput` drives the
// engine with the fuzzer's bytes; fuzz.sh passes `-sanitize=fuzzer,address` to swiftc for every
// module, the library's included (see there why `--sanitize` alone is not enough).
//
// The package builds the library's sources itself: `Library/` holds links to the core, the trace
// format and the replay engine in `../Sources`, so the fuzzers reach the replay engine (a target of
// the main package, not a product) without the main manifest offering anything for them.
import PackageDescription

let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "KeyboardDockFuzz",
  platforms: [.macOS(.v13)],
  targets: [
    .target(
      name: "KeyboardDockCore", path: "Library/KeyboardDockCore",
      // The app-facing package ships it as a resource; the core alone needs none.
      exclude: ["PrivacyInfo.xcprivacy"]),
    .target(name: "KeyboardDockTrace", dependencies: ["KeyboardDockCore"], path: "Library/KeyboardDockTrace"),
    .target(
      name: "KeyboardDockReplay", dependencies: ["KeyboardDockCore", "KeyboardDockTrace"],
      path: "Library/KeyboardDockReplay"),
    .target(name: "FuzzSupport", dependencies: ["KeyboardDockCore"]),
    .executableTarget(
      name: "CoreFuzz", dependencies: ["FuzzSupport", "KeyboardDockCore"], swiftSettings: fuzzTarget),
    .executableTarget(
      name: "TraceFuzz", dependencies: ["FuzzSupport", "KeyboardDockReplay", "KeyboardDockTrace"],
      swiftSettings: fuzzTarget),
    .executableTarget(
      name: "ScenarioFuzz", dependencies: ["FuzzSupport", "KeyboardDockReplay"], swiftSettings: fuzzTarget),
  ],
  swiftLanguageModes: [.v6]
)
