// The demo's UIKit life cycle: scene-based, as every app must be to launch when built with the iOS
// 27 SDK (UIKit traps at launch otherwise; react-native-keyboard-controller pull request 1499).
import SwiftUI
import UIKit

/// The demo's application delegate: it hands each new scene session a configuration naming
/// ``DemoSceneDelegate``, so the app runs the `UIScene` life cycle explicitly, not only through
/// SwiftUI's `WindowGroup`.
///
/// KeyboardDock relies on it too: its tracker re-reads the keyboard when its window's scene
/// becomes active (`UIScene.didActivateNotification`), which an app without scenes never posts.
final class DemoAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = DemoSceneDelegate.self
    return configuration
  }
}

/// The delegate of each of the demo's window scenes; SwiftUI creates and owns the window.
final class DemoSceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
}
