import Foundation
import Testing

@testable import KeyboardDockCore

@Suite struct DriverScratchTests {
  @Test func scratch() throws {
    var d = KeyboardDockDriver()
    let c = KeyboardContainer.fullScreen(width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    _ = d.handle(.container(c, at: 0))
    let n = KeyboardNotification(kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336), endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, isLocal: true, timestamp: 1)
    let r = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.keyboard)))
    let a = d.handle(.notification(n, animation: r))
    print("RESULT", a.bar as Any)
  }
}
