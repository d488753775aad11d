import Foundation
import KeyboardDockCore

// MARK: Core values

extension FuzzInput {
  /// A whole number of lines: small, negative, zero or extreme.
  public mutating func lineCount() -> Int {
    switch byte() % 8 {
    case 0: return .max
    case 1: return .min
    case 2: return -Int(byte())
    default: return Int(byte() % 12)
    }
  }

  /// A rectangle that is `isFiniteRect` (components and edges finite): a fuzzed one, or an
  /// iPhone's keyboard where the fuzzed one is not.
  public mutating func finiteRect() -> CGRect {
    let r = rect()
    return r.isFiniteRect ? r : CGRect(x: 0, y: 508, width: 390, height: 336)
  }

  /// Edge insets of four ``double()`` values.
  public mutating func insets() -> DockEdgeInsets {
    DockEdgeInsets(top: double(), left: double(), bottom: double(), right: double())
  }

  /// A keyboard notification: usually a plausible one (an iPhone's keyboard, its begin frame,
  /// curve 7, 0.25 s), with any value replaced by a fuzzed one or left out.
  public mutating func notification() -> KeyboardNotification {
    let kinds = KeyboardNotificationKind.allCases
    let kind = kinds[choice(kinds.count)]
    let plausible = bool()
    let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    func frame(_ input: inout FuzzInput, _ typical: CGRect) -> CGRect? {
      switch input.byte() % 4 {
      case 0: return nil
      case 1: return input.rect()
      default: return typical.offsetBy(dx: 0, dy: Double(Int8(bitPattern: input.byte())) * 4)
      }
    }
    return KeyboardNotification(
      kind: kind,
      beginFrame: frame(&self, keyboard.offsetBy(dx: 0, dy: 336)),
      endFrame: plausible ? keyboard : frame(&self, keyboard),
      duration: bool() ? 0.25 : (bool() ? nil : double()),
      curve: bool() ? 7 : (bool() ? nil : Int(Int8(bitPattern: byte()))),
      isLocal: bool() ? true : (bool() ? nil : false),
      screen: bool() ? nil : KeyboardScreenID(rawValue: UInt(byte() % 3)),
      timestamp: bool() ? Double(byte()) / 16 : double())
  }

  /// A container: usually an iPhone or iPad view, sometimes a Slide Over window or a sheet,
  /// sometimes fuzzed throughout.
  public mutating func container() -> KeyboardContainer {
    switch byte() % 4 {
    case 0:
      return KeyboardContainer(
        frameInScreen: rect(), safeAreaInsets: insets(), screenBounds: bool() ? rect() : nil,
        screen: bool() ? nil : KeyboardScreenID(rawValue: UInt(byte() % 3)), isSlideOver: bool(),
        windowFrameInScreen: bool() ? nil : rect())
    case 1:
      let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
      return KeyboardContainer(
        frameInScreen: CGRect(x: 0, y: 0, width: 320, height: 1366 - Double(byte())),
        safeAreaInsets: DockEdgeInsets(top: 24, bottom: 20), screenBounds: screen,
        screen: KeyboardScreenID(rawValue: 1), isSlideOver: true,
        windowFrameInScreen: bool() ? nil : CGRect(x: 0, y: 0, width: 320, height: 1200))
    case 2:
      let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
      return KeyboardContainer(
        frameInScreen: CGRect(
          x: 242, y: 200 - Double(byte()), width: 540,
          height: 900 + double().magnitude.truncatingRemainder(dividingBy: 1000)),
        screenBounds: screen)
    default:
      return KeyboardContainer.fullScreen(
        width: 390, height: 844,
        safeAreaInsets: bool() ? DockEdgeInsets(top: 47, bottom: 34) : insets())
    }
  }
}

// MARK: Driver inputs

extension FuzzInput {
  /// What a handler read of the keyboard's animation: usually the keyboard's spring, sometimes a
  /// spring or a Bézier with fuzzed values, unreadable or not animated.
  public mutating func reading() -> KeyboardAnimationReading {
    let speed = bool() ? 1 : double()
    switch byte() % 6 {
    case 0: return .unreadable
    case 1: return .notAnimated
    case 2:
      let spring = KeyboardSpringParameters(
        mass: double(), stiffness: double(), damping: double(), initialVelocity: double(), duration: double())
      return .animated(KeyboardObservedAnimation(timing: .spring(spring), isAdditive: bool(), speed: speed))
    case 3:
      let curve = CubicBezierCurve(x1: double(), y1: double(), x2: double(), y2: double())
      return .animated(
        KeyboardObservedAnimation(
          timing: .cubicBezier(curve, duration: double()), isAdditive: bool(), speed: speed))
    default:
      return .animated(
        KeyboardObservedAnimation(timing: .spring(.keyboard), isAdditive: bool(), speed: speed))
    }
  }

  /// A scroll view: usually a chat's, with any value replaced by a fuzzed one.
  public mutating func scrollViewGeometry() -> ScrollViewGeometry {
    var geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1200), contentInset: DockEdgeInsets(bottom: 10),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34), isDragging: bool(), isDecelerating: bool(),
      isInverted: bool())
    switch byte() % 6 {
    case 0: geometry.contentSize = CGSize(width: double(), height: double())
    case 1: geometry.contentOffset = CGPoint(x: double(), y: double())
    case 2: geometry.contentInset = insets()
    case 3: geometry.safeAreaInsets = insets()
    case 4: geometry.verticalScrollIndicatorInsets = insets()
    default: break
    }
    return geometry
  }

  /// Driver options: dock rules, a lift policy and a growing text view, with fuzzed lengths.
  public mutating func driverConfiguration() -> KeyboardDockDriver.Configuration {
    let dock = DockConfiguration(
      usesBottomSafeArea: bool(), followsUndockedKeyboard: bool(), followsNonLocalKeyboard: bool(),
      keyboardSpacing: double(), minimumBottomInset: double())
    let policies: [KeyboardLiftPolicy] = [.always, .whenAtEnd, .persistent, .never]
    let lines = TextGrowthConfiguration(
      lineHeight: double(), verticalInset: double(), minimumLineCount: lineCount(),
      maximumLineCount: lineCount())
    let growth = KeyboardDockDriver.TextGrowth(
      configuration: lines, chromeHeight: double(), reservedHeight: double())
    return KeyboardDockDriver.Configuration(
      dock: dock, liftPolicy: policies[choice(4)], textGrowth: bool() ? growth : nil,
      system: bool() ? nil : SystemVersion(Int(byte() % 30)))
  }
}
