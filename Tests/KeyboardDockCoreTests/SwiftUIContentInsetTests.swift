import Foundation
import KeyboardDockCore
import Testing

/// SwiftUI lays its content out with a planned inset after the handler: the inset carries the
/// keyboard's animation so that content that does not scroll moves with the keyboard.
@Suite("SwiftUI content inset: shown with the keyboard's animation")
struct SwiftUIContentInsetTests {
  @Test func anAnimatedTransitionGivesItsAnimationToContentThatDoesNotScroll() {
    // A show with curve 7 over 0.25 s (UIKit's), answered in its handler at 1 s.
    let show = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
    #expect(KeyboardUpdateDelivery.contentInsetAnimation(for: show, plansContentOffset: false) == show)
    let fade = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .easeInOut)
    #expect(KeyboardUpdateDelivery.contentInsetAnimation(for: fade, plansContentOffset: false) == fade)
  }

  @Test func aScrollViewTheDriverMovesAndImmediateChangesAreSetAtOnce() {
    let show = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
    #expect(KeyboardUpdateDelivery.contentInsetAnimation(for: show, plansContentOffset: true) == nil)
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(for: .immediate(at: 1), plansContentOffset: false) == nil)
    #expect(KeyboardUpdateDelivery.contentInsetAnimation(for: nil, plansContentOffset: false) == nil)
  }
}
