import Foundation
import KeyboardDockCore

/// Inputs and readings the driver tests share: device A (390 × 844, safe bottom 34, keyboard 336).
enum DriverInputs {
  /// The keyboard's spring, as a probe reads it: mass 3, stiffness 1000, damping 500, additive.
  static let keyboardSpring = KeyboardAnimationReading.animated(
    KeyboardObservedAnimation(timing: .spring(.keyboard)))

  /// The same spring in a world where animations replace each other from where they are shown.
  static let fromPresented = KeyboardAnimationReading.animated(
    KeyboardObservedAnimation(timing: .spring(.keyboard), isAdditive: false))

  /// A will notification's pair of records: `willChangeFrame` then `willShow` (or `willHide`).
  static func will(
    _ kind: KeyboardNotificationKind, from begin: CGRect, to end: CGRect, at time: TimeInterval,
    duration: Double = 0.25, isLocal: Bool = true
  ) -> KeyboardNotification {
    KeyboardNotification(
      kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: 7, isLocal: isLocal,
      timestamp: time)
  }

  /// A driver placed on device A at time 0.
  static func placed(configuration: KeyboardDockDriver.Configuration = .init()) -> KeyboardDockDriver {
    var driver = KeyboardDockDriver(configuration: configuration, barHeight: 52)
    _ = driver.handle(.container(DeviceA.container, at: 0))
    return driver
  }

  /// A driver with the keyboard shown and settled on device A.
  static func shown(configuration: KeyboardDockDriver.Configuration = .init()) -> KeyboardDockDriver {
    var driver = placed(configuration: configuration)
    _ = driver.handle(
      .notification(
        will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: keyboardSpring))
    _ = driver.handle(.endTurn(at: 0))
    return driver
  }

  /// The keyboard spring's progress, written out here: x(t) = 1 − e^(−ωt)(1 + ωt), ω = √(1000/3), 1
  /// from 0.5 s.
  static func progress(_ time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 0.5 else { return 1 }
    let wt = (1000.0 / 3).squareRoot() * time
    return 1 - exp(-wt) * (1 + wt)
  }

  /// The keyframe path of a value's motion, or `nil` when it has none.
  static func path(_ motion: DockValueMotion?) -> KeyframePath? {
    guard case .replace(let path)? = motion?.keyframes else { return nil }
    return path
  }
}
