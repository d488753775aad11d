import Foundation
import KeyboardDockCore

/// The devices and keyboard frames the built-in scenarios use.
enum ScenarioDevices {
  /// iPhone 15 in portrait: 390 × 844 pt, 3×.
  static let iPhone = ScenarioDevice(model: "iPhone 15", screen: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// iPhone 15 in landscape.
  static let iPhoneLandscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  /// The iPhone's full-screen container in portrait: safe area 47 top, 34 bottom.
  static let iPhoneContainer = ScenarioContainer(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: DockEdgeInsets(top: 47, bottom: 34))
  /// The keyboard with QuickType, 336 pt.
  static let iPhoneKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The keyboard without QuickType, 291 pt.
  static let iPhoneKeyboardCompact = CGRect(x: 0, y: 553, width: 390, height: 291)
  /// The keyboard with QuickType 44 pt taller than ``iPhoneKeyboardCompact``, 335 pt.
  static let iPhoneKeyboardWithQuickType = CGRect(x: 0, y: 509, width: 390, height: 335)
  /// A number pad, 262 pt.
  static let iPhoneNumberPad = CGRect(x: 0, y: 582, width: 390, height: 262)
  /// The keyboard in landscape, 209 pt.
  static let iPhoneKeyboardLandscape = CGRect(x: 0, y: 181, width: 844, height: 209)

  /// iPad Pro 12.9″ in portrait: 1024 × 1366 pt, 2×.
  static let iPad = ScenarioDevice(
    model: "iPad Pro 12.9-inch", screen: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2)
  /// iPad Pro 12.9″ in landscape.
  static let iPadLandscape = ScenarioDevice(
    model: "iPad Pro 12.9-inch", screen: CGRect(x: 0, y: 0, width: 1366, height: 1024), scale: 2)
  /// The iPad's full-screen container in portrait: safe area 24 top, 20 bottom.
  static let iPadContainer = ScenarioContainer(
    frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), safeArea: DockEdgeInsets(top: 24, bottom: 20))
  /// The docked iPad keyboard in portrait, 400 pt.
  static let iPadKeyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
  /// The docked iPad keyboard in landscape, 398 pt.
  static let iPadKeyboardLandscape = CGRect(x: 0, y: 626, width: 1366, height: 398)
}
