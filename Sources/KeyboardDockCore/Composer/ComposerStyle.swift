import Foundation

/// How a composer (the input bar) looks: the iOS 26 glass that floats above the keyboard, or the
/// classic bar docked flat on it.
///
/// The adapters read the system's version and the app's `UIDesignRequiresCompatibility`
/// Info.plist key and ask ``resolved(on:requiresDesignCompatibility:)``; no adapter decides the
/// look itself (<doc:TheIOS26Composer>).
public enum ComposerStyle: Sendable, Hashable, CaseIterable {
  /// Glass where the system draws its own controls in Liquid Glass: iOS 26 and later, unless the
  /// app sets `UIDesignRequiresCompatibility`. Classic elsewhere.
  case automatic
  /// Glass on iOS 26 and later, even when the app sets `UIDesignRequiresCompatibility`; classic
  /// before iOS 26, where the glass materials do not exist.
  case glass
  /// The classic bar on every version: flat on the keyboard, a blurred background, no gap.
  case classic

  /// The look a composer in this style takes.
  public enum Resolved: Sendable, Hashable {
    /// Liquid Glass, floating with ``ComposerGeometry/floating``'s gaps.
    case glass
    /// The classic bar, with ``ComposerGeometry/classic``.
    case classic

    /// The composer's geometry in this look.
    public var geometry: ComposerGeometry {
      switch self {
      case .glass: .floating
      case .classic: .classic
      }
    }
  }

  /// The first system whose controls are drawn in Liquid Glass: iOS 26.
  public static let firstGlassSystem = SystemVersion(26)

  /// The look for a system and the app's compatibility flag.
  ///
  /// - Parameters:
  ///   - system: The running system's version; `nil` (unknown) counts as a system before iOS 26.
  ///   - requiresDesignCompatibility: The app's `UIDesignRequiresCompatibility` Info.plist value
  ///     (`false` when the key is missing): the system then draws the app as it looked with the
  ///     iOS 18 SDK, keyboard included.
  /// - Returns: ``Resolved/glass`` for ``automatic`` on iOS 26 and later without the flag, and for
  ///   ``glass`` on iOS 26 and later; ``Resolved/classic`` otherwise.
  public func resolved(on system: SystemVersion?, requiresDesignCompatibility: Bool) -> Resolved {
    guard let system, system >= Self.firstGlassSystem else { return .classic }
    switch self {
    case .automatic: return requiresDesignCompatibility ? .classic : .glass
    case .glass: return .glass
    case .classic: return .classic
    }
  }

  /// The system keyboard's top corner radius, in points: about 30 pt on iOS 26 and later, `0`
  /// (square corners) before iOS 26 and under `UIDesignRequiresCompatibility`.
  ///
  /// The keyboard's shape follows the system's design whatever the composer's style: a classic
  /// bar on an iOS 26 keyboard meets rounded corners (<doc:TheIOS26Composer#The-keyboards-corners>).
  ///
  /// - Parameters:
  ///   - system: The running system's version; `nil` counts as a system before iOS 26.
  ///   - requiresDesignCompatibility: The app's `UIDesignRequiresCompatibility` value.
  public static func keyboardCornerRadius(
    on system: SystemVersion?, requiresDesignCompatibility: Bool
  ) -> Double {
    guard let system, system >= firstGlassSystem, !requiresDesignCompatibility else { return 0 }
    return 30
  }
}
