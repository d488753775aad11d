import Foundation
import Testing

@testable import KeyboardDockCore

/// A nested delivery (a content offset set inside the keyboard's handler, reported back through
/// key-value observing) must not end the outer one's kind: `onUpdate` listeners after it still
/// see `isDeliveringNotification`.
@Suite("Field reports: nested deliveries")
struct NestedDeliveriesTests {
  @Test func theOuterDeliveryHoldsAgainAfterANestedOne() {
    var deliveries = NestedDeliveries()
    #expect(!deliveries.isInside)
    deliveries.begin(true)
    #expect(deliveries.isInside)
    deliveries.begin(false)
    #expect(!deliveries.isInside)
    #expect(deliveries.depth == 2)
    deliveries.end()
    #expect(deliveries.isInside)
    deliveries.end()
    #expect(!deliveries.isInside)
    #expect(deliveries.depth == 0)
  }

  @Test func aNestedDeliveryOfTheKindInsideAnotherKeepsItTooAndExtraEndsDoNothing() {
    var deliveries = NestedDeliveries()
    deliveries.begin(false)
    deliveries.begin(true)
    deliveries.begin(true)
    deliveries.end()
    #expect(deliveries.isInside)
    deliveries.end()
    #expect(!deliveries.isInside)
    deliveries.end()
    deliveries.end()
    #expect(deliveries.depth == 0)
    #expect(!deliveries.isInside)
  }
}
