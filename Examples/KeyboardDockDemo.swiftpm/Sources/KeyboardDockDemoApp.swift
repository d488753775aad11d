// The demo app's entry point; every screen is in the package's `KeyboardDockExamples` library.
import KeyboardDockExamples
import SwiftUI

/// The KeyboardDock demo: the examples catalog, with a control that records keyboard traces.
@main
struct KeyboardDockDemoApp: App {
  /// Gives every scene the demo's scene delegate: the scene life cycle (DemoSceneLifecycle.swift).
  @UIApplicationDelegateAdaptor(DemoAppDelegate.self) private var appDelegate
  var body: some Scene {
    WindowGroup {
      KeyboardDockDemo()
    }
  }
}
