import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// Under ``ReplayInterruptions/fromPresented`` a bar's new UIKit animation starts from the
/// presented value of the property UIKit animates, and only that property.
///
/// The UIKit installer (`DockValueMotion.applyToDockedBar`) sets the bar's `transform`, which UIKit
/// animates, and adds its keyframes to `position.y`: `beginFromCurrentState` reads the
/// presentation layer's `transform`, which the `position.y` keyframes do not change. The keyframes
/// go on adding to the new animation, as on screen.
@Suite("kbdock: from-presented starts leave the keyframes on position.y out")
struct FromPresentedKeyframesTests {
  @Test func theNewAnimationStartsFromTheTransformsPresentedValue() {
    let linear = KeyboardMotionCurve(duration: 1, rawCurve: 3)
    let animation = BarLayer.UIKitAnimation(curve: linear, interruptions: .fromPresented)
    var bar = BarLayer(offset: 34)
    bar.beginTurn(at: 0, commit: 0, animation: animation)
    bar.setModel(134)
    // 20 pt at the start, 0 after 1 s.
    bar.replaceKeyframes(KeyframePath(duration: 1, keyTimes: [0, 1], values: [20, 0], finalValue: 0))
    #expect(bar.presented(at: 0.5) == 94)
    bar.beginTurn(at: 0.5, commit: 0.5, animation: animation)
    bar.setModel(34)
    // transform: 84 presented, back to 34 over 1 s; position.y: still 10 pt, then 0 at 1 s.
    #expect(bar.presented(at: 0.5) == 94)
    #expect(bar.presented(at: 1) == 59)
    #expect(bar.presented(at: 1.5) == 34)
  }
}
