import Foundation
import KeyboardDockCore

/// Transitions whose plans the plan-fixture tests compare with the values the sampler gave
/// before its jumps and reused quarter points: on device A over a pinned chat (2,000 pt of content,
/// scrolled to 1,200), bar 52 pt, the commit at the end of each turn.
enum PlanFixtures {
  static let old = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.keyboard)))
  static let iOS26 = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.iOS26)))
  static let tall = CGRect(x: 0, y: 464, width: 390, height: 380)

  static func placed() -> KeyboardDockDriver {
    var driver = KeyboardDockDriver(barHeight: 52)
    let chat = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1200), safeAreaInsets: DeviceA.safeArea)
    _ = driver.handle(.scrollView(chat, frame: DeviceA.screen, at: 0))
    _ = driver.handle(.container(DeviceA.container, at: 0))
    return driver
  }

  static func will(_ kind: KeyboardNotificationKind, _ begin: CGRect, _ end: CGRect, at time: Double)
    -> KeyboardNotification
  {
    KeyboardNotification(
      kind: kind, beginFrame: begin, endFrame: end, duration: 0.25, curve: 7, timestamp: time)
  }

  /// Runs `steps` (a notification and its turn's end each) and returns the last turn's plans.
  static func run(_ steps: [(KeyboardNotification, KeyboardAnimationReading)])
    -> [(String, DockValueMotion?)]
  {
    var driver = placed()
    var last = KeyboardDockActions()
    for (notification, reading) in steps {
      let handler = driver.handle(.notification(notification, animation: reading))
      let end = driver.handle(.endTurn(at: notification.timestamp))
      last = end.bar == nil && end.scrollView == nil ? handler : end
    }
    return [("bar", last.bar), ("scroll", last.scrollView?.contentOffsetY)]
  }

  static func plans() -> [(String, [(String, DockValueMotion?)])] {
    let show = will(.willShow, DeviceA.offscreen, DeviceA.keyboard, at: 10)
    return [
      ("show", run([(show, old)])),
      ("show26", run([(show, iOS26)])),
      ("hide", run([(show, old), (will(.willHide, DeviceA.keyboard, DeviceA.offscreen, at: 10.06), old)])),
      ("quickType", run([(show, iOS26), (will(.willShow, DeviceA.keyboard, tall, at: 10.05), iOS26)])),
      (
        "twice",
        run([
          (show, iOS26), (will(.willHide, DeviceA.keyboard, DeviceA.offscreen, at: 10.05), iOS26),
          (will(.willShow, DeviceA.offscreen, tall, at: 10.1), iOS26),
        ])
      ),
    ]
  }
}
