// swift-tools-version: 6.0
// The KeyboardDock demo app: an App Playground that opens in Xcode 16 or later (File ▸ Open… this
// folder) and runs on a simulator or a device with nothing else to install. Its screens are the
// package's `KeyboardDockExamples` library, found by relative path, so open it inside a checkout
// of the whole repository.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes

let products: [Product] = [
  .iOSApplication(
    name: "KeyboardDock Demo",
    targets: ["KeyboardDockDemo"],
    bundleIdentifier: "org.keyboarddock.demo",
    displayVersion: "1.0",
    bundleVersion: "1",
    appIcon: .placeholder(icon: .pencil),
    accentColor: .presetColor(.blue),
    supportedDeviceFamilies: [.pad, .phone],
    supportedInterfaceOrientations: [
      .portrait,
      .landscapeRight,
      .landscapeLeft,
      .portraitUpsideDown(.when(deviceFamilies: [.pad])),
    ]
  )
]
#else
// Where Apple's app product type is unavailable (Linux, a plain `swift build`), the same target
// is an executable, so the iOS compile check (`.ci/ios-build`) can compile the app's sources.
let products: [Product] = [.executable(name: "KeyboardDockDemo", targets: ["KeyboardDockDemo"])]
#endif

let package = Package(
  name: "KeyboardDockDemo",
  platforms: [.iOS(.v15)],
  products: products,
  dependencies: [.package(name: "KeyboardDock", path: "../..")],
  targets: [
    .executableTarget(
      name: "KeyboardDockDemo",
      dependencies: [.product(name: "KeyboardDockExamples", package: "KeyboardDock")],
      path: "Sources"
    )
  ],
  swiftLanguageModes: [.v6]
)
