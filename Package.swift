// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `true` when `swift build` runs under the iOS compile-check harness
/// (`../shared/ios/build.sh`), which puts `$IOS_SDK_HOME/bin` first on `PATH`
/// with the iPhoneOS SDK beside it. An executable cannot be linked for iOS on
/// Linux, so the harness checks the libraries an app links (core, UIKit,
/// SwiftUI) and the examples, and leaves out the `kbdock` command-line tool
/// and its replay engine, which are for macOS and Linux.
let isIOSCompileCheck: Bool = {
  guard let path = Context.environment["PATH"]?.split(separator: ":").first else { return false }
  let sdk = URL(fileURLWithPath: String(path)).deletingLastPathComponent()
    .appendingPathComponent("sdk/iPhoneOS16.5.sdk").path
  return FileManager.default.fileExists(atPath: sdk)
}()

var products: [Product] = [
  .library(name: "KeyboardDockCore", targets: ["KeyboardDockCore"]),
  .library(name: "KeyboardDock", targets: ["KeyboardDock"]),
  .library(name: "KeyboardDockSwiftUI", targets: ["KeyboardDockSwiftUI"]),
]

var targets: [Target] = [
  .target(name: "KeyboardDockCore"),
  .target(name: "KeyboardDock", dependencies: ["KeyboardDockCore"]),
  .target(name: "KeyboardDockSwiftUI", dependencies: ["KeyboardDockCore", "KeyboardDock"]),
  .target(
    name: "KeyboardDockExamples",
    dependencies: ["KeyboardDock", "KeyboardDockSwiftUI"],
    path: "Examples"
  ),
  .testTarget(name: "KeyboardDockCoreTests", dependencies: ["KeyboardDockCore"]),
]

if !isIOSCompileCheck {
  products.append(.executable(name: "kbdock", targets: ["kbdock"]))
  products.append(.library(name: "KeyboardDockReplay", targets: ["KeyboardDockReplay"]))
  targets.append(.target(name: "KeyboardDockReplay", dependencies: ["KeyboardDockCore"]))
  targets.append(.testTarget(name: "KeyboardDockReplayTests", dependencies: ["KeyboardDockReplay"]))
  targets.append(
    .executableTarget(
      name: "kbdock",
      dependencies: [
        "KeyboardDockReplay",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    )
  )
}

let package = Package(
  name: "KeyboardDock",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: products,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
