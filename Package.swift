// swift-tools-version: 6.1
import PackageDescription

// One manifest on every machine. Apps link `KeyboardDock` or `KeyboardDockSwiftUI` (and through
// them `KeyboardDockCore` and `KeyboardDockTrace`). swift-argument-parser is for the `kbdock` tool
// only, behind the package trait `Tool`: it is on by default, so `swift run kbdock` works here as it
// is, and an app that depends on the package with `traits: []` does not resolve
// swift-argument-parser at all (SwiftPM 6.1 and later leave out a dependency that only disabled
// traits use). Tools before 6.1 read `Package@swift-6.0.swift`, the same package without traits.
// The iOS compile check (`.ci/ios-build`) builds the app-facing targets by name, so nothing tries
// to link an executable for iOS.
//
// The replay engine, `KeyboardDockReplay`, is a target that `kbdock` and the tests use, not a
// product. The fuzzers (`Fuzz/`, a package of their own) build its sources themselves, through
// links in `Fuzz/Library/`, so this manifest reads no environment and is the same everywhere.
let products: [Product] = [
  .library(name: "KeyboardDockCore", targets: ["KeyboardDockCore"]),
  .library(name: "KeyboardDock", targets: ["KeyboardDock"]),
  .library(name: "KeyboardDockSwiftUI", targets: ["KeyboardDockSwiftUI"]),
  .library(name: "KeyboardDockTrace", targets: ["KeyboardDockTrace"]),
  // The example screens, for the demo app in Examples/KeyboardDockDemo.swiftpm.
  .library(name: "KeyboardDockExamples", targets: ["KeyboardDockExamples"]),
  .executable(name: "kbdock", targets: ["kbdock"]),
]

let package = Package(
  name: "KeyboardDock",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: products,
  traits: [
    .trait(name: "Tool", description: "Builds the kbdock tool's command line with swift-argument-parser."),
    .default(enabledTraits: ["Tool"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // The privacy manifest: the panel-height store reads and writes UserDefaults (CA92.1).
    .target(name: "KeyboardDockCore", resources: [.copy("PrivacyInfo.xcprivacy")]),
    .target(name: "KeyboardDockTrace", dependencies: ["KeyboardDockCore"]),
    .target(name: "KeyboardDock", dependencies: ["KeyboardDockCore", "KeyboardDockTrace"]),
    .target(name: "KeyboardDockSwiftUI", dependencies: ["KeyboardDockCore", "KeyboardDock"]),
    .target(
      name: "KeyboardDockExamples",
      dependencies: ["KeyboardDock", "KeyboardDockSwiftUI", "KeyboardDockTrace"],
      path: "Examples",
      // The demo app is a package of its own that depends on this one by path.
      exclude: ["KeyboardDockDemo.swiftpm"]
    ),
    // The HTML report's style sheet and script are Swift strings, so `kbdock` needs no resource
    // bundle beside it and writes its report from any folder.
    .target(name: "KeyboardDockReplay", dependencies: ["KeyboardDockCore", "KeyboardDockTrace"]),
    // The self-test's judge: its verdict and checks, the readers of the UI test's and the video's files,
    // and the pixel analyzer. Outside the app and in no library product; `kbdock` (through
    // KeyboardDockFrames) and the tests use it. The app writes only KeyboardDockTrace's values.
    .target(name: "KeyboardDockSelfTestJudge", dependencies: ["KeyboardDockCore", "KeyboardDockTrace"]),
    // `kbdock frames`: PNG frames decoded with ImageIO on Apple's systems and libpng elsewhere
    // (Debian's libpng-dev, which .ci/run installs when missing). No app target depends on it.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .target(
      name: "KeyboardDockFrames",
      dependencies: [
        "KeyboardDockReplay", "KeyboardDockTrace", "KeyboardDockSelfTestJudge",
        .target(name: "CLibPNG", condition: .when(platforms: [.linux, .android, .windows, .openbsd])),
      ]),
    .executableTarget(
      name: "kbdock",
      dependencies: [
        "KeyboardDockReplay", "KeyboardDockFrames", "KeyboardDockSelfTestJudge",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
      ]
    ),
    .testTarget(name: "KeyboardDockCoreTests", dependencies: ["KeyboardDockCore"]),
    .testTarget(name: "KeyboardDockReplayTests", dependencies: ["KeyboardDockReplay", "KeyboardDockTrace"]),
    .testTarget(
      name: "KeyboardDockFramesTests",
      dependencies: ["KeyboardDockFrames", "KeyboardDockSelfTestJudge", "KeyboardDockTrace"]),
    .testTarget(
      name: "KeyboardDockSelfTestJudgeTests",
      dependencies: ["KeyboardDockSelfTestJudge", "KeyboardDockReplay", "KeyboardDockTrace"]),
  ],
  swiftLanguageModes: [.v6]
)
