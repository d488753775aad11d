#if canImport(UIKit)
import Foundation
import KeyboardDockCore

/// What the system tells a composer about its design: the running version and the app's
/// `UIDesignRequiresCompatibility` Info.plist key, read here and resolved by the core.
package enum ComposerDesign {
  /// The app's `UIDesignRequiresCompatibility` value; `false` when the key is missing or not a
  /// Boolean.
  package static var requiresDesignCompatibility: Bool {
    Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
  }

  /// The look `style` takes on this device, decided by the core
  /// (`ComposerStyle.resolved(on:requiresDesignCompatibility:)`).
  @MainActor
  package static func resolve(_ style: ComposerStyle) -> ComposerStyle.Resolved {
    style.resolved(
      on: KeyboardTracker.systemVersion, requiresDesignCompatibility: requiresDesignCompatibility)
  }
}
#endif
