#if canImport(UIKit)
import Foundation
import KeyboardDockCore

/// What the system tells a composer about its design: the running version and the app's
/// `UIDesignRequiresCompatibility` Info.plist key, read here once and resolved by the core.
///
/// ## The SDK guard
///
/// Every symbol that only the iOS 26 SDK declares (Liquid Glass, the scroll edge effect, the
/// safe-area bar, the typed keyboard messages) sits inside one compile-time condition, spelled
/// the same in every file of the UIKit and SwiftUI layers:
///
/// ```swift
/// #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
/// ```
///
/// `#available` checks the running system, not the SDK, so it cannot hide a name an older SDK
/// lacks. The iOS 26 SDK comes with Swift 6.2 (Xcode 26); Xcode 16's Swift 6.1 takes the classic
/// branch. `-D KEYBOARDDOCK_IOS18_SDK` forces the classic branch with a newer compiler: the
/// project's iOS compile check builds both branches against the same SDK. An app built against
/// an SDK before iOS 26 runs in the system's compatibility design on iOS 26, so in the classic
/// branch the design counts as compatible: the composer is classic and the keyboard's corners
/// square. It does not detect an SDK by any other means.
package enum ComposerDesign {
  /// The app's `UIDesignRequiresCompatibility` value, read once; `false` when the key is missing
  /// or not a Boolean, and `true` when built against an SDK before iOS 26 (the classic branch).
  package static let requiresDesignCompatibility: Bool = {
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
    #else
    true
    #endif
  }()

  /// The look `style` takes on this device, decided by the core
  /// (`ComposerStyle.resolved(on:requiresDesignCompatibility:)`); the system's version and the
  /// Info.plist key are constant facts, read once.
  @MainActor
  package static func resolve(_ style: ComposerStyle) -> ComposerStyle.Resolved {
    style.resolved(
      on: KeyboardTracker.systemVersion, requiresDesignCompatibility: requiresDesignCompatibility)
  }
}
#endif
