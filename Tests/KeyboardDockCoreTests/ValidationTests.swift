import Foundation
import KeyboardDockCore
import Testing

/// Turning UIKit's raw notification payloads into events.
///
/// Unusable values give typed errors, missing ones documented fallbacks (see *How the iOS keyboard behaves*,
/// "Notifications and their order").
@Suite("Event validation")
struct ValidationTests {
  static let valid = KeyboardNotification(
    kind: .willShow, beginFrame: DeviceA.offscreen, endFrame: DeviceA.keyboard, duration: 0.25, curve: 7,
    isLocal: true, timestamp: 1)

  /// A payload with one thing wrong, and the error it must produce.
  struct Corruption: Sendable, CustomTestStringConvertible {
    let name: String
    let notification: KeyboardNotification
    let error: KeyboardEventError
    var testDescription: String { name }

    init(_ name: String, _ error: KeyboardEventError, _ change: (inout KeyboardNotification) -> Void) {
      var notification = ValidationTests.valid
      change(&notification)
      self.name = name
      self.notification = notification
      self.error = error
    }
  }

  @Test(
    "An unusable value is a typed error naming the field",
    arguments: [
      Corruption("NaN end x", .nonFiniteFrame(.endFrame)) { $0.endFrame?.origin.x = .nan },
      Corruption("NaN end height", .nonFiniteFrame(.endFrame)) { $0.endFrame?.size.height = .nan },
      Corruption("infinite end y", .nonFiniteFrame(.endFrame)) { $0.endFrame?.origin.y = .infinity },
      Corruption("−infinite begin width", .nonFiniteFrame(.beginFrame)) {
        $0.beginFrame?.size.width = -.infinity
      },
      Corruption("NaN begin y", .nonFiniteFrame(.beginFrame)) { $0.beginFrame?.origin.y = .nan },
      Corruption("negative end width", .negativeSize(.endFrame)) { $0.endFrame?.size.width = -390 },
      Corruption("negative begin height", .negativeSize(.beginFrame)) { $0.beginFrame?.size.height = -1 },
      Corruption("missing end frame", .missingValue(.endFrame)) { $0.endFrame = nil },
      Corruption("negative duration", .invalidDuration(-0.25)) { $0.duration = -0.25 },
      Corruption("infinite duration", .invalidDuration(.infinity)) { $0.duration = .infinity },
      Corruption("NaN timestamp", .invalidTimestamp) { $0.timestamp = .nan },
      Corruption("infinite timestamp", .invalidTimestamp) { $0.timestamp = .infinity },
    ])
  func rejectsUnusableValues(corruption: Corruption) {
    #expect(throws: corruption.error) { try KeyboardEvent(validating: corruption.notification) }
  }

  @Test("A NaN duration is an invalid duration (NaN ≠ NaN, so matched by pattern)")
  func rejectsNaNDuration() {
    var notification = Self.valid
    notification.duration = .nan
    let error = #expect(throws: KeyboardEventError.self) { try KeyboardEvent(validating: notification) }
    guard case .invalidDuration(let value)? = error else {
      Issue.record("expected invalidDuration, got \(String(describing: error))")
      return
    }
    #expect(value.isNaN)
  }

  @Test("The error names the field in plain words")
  func errorDescriptions() {
    #expect(
      KeyboardEventError.nonFiniteFrame(.endFrame).description == "endFrame has a NaN or infinite component")
    #expect(KeyboardEventError.missingValue(.endFrame).description == "endFrame is missing")
    #expect(
      KeyboardEventError.negativeSize(.beginFrame).description == "beginFrame has a negative width or height")
  }

  @Test("Missing values get the documented fallbacks")
  func fallbacks() throws {
    // A will notification without animation values: 0.25 s, curve 7, local, no begin, no screen.
    let will = try KeyboardEvent(
      validating: KeyboardNotification(kind: .willShow, endFrame: DeviceA.keyboard))
    #expect(will.duration == 0.25)
    #expect(will.duration == KeyboardEvent.fallbackDuration)
    #expect(will.curve == .keyboard)
    #expect(will.isLocal)
    #expect(will.beginFrame == nil)
    #expect(will.screen == nil)
    #expect(!will.isStationary)

    // A did notification carries no animation values: duration 0.
    let did = try KeyboardEvent(validating: KeyboardNotification(kind: .didShow, endFrame: DeviceA.keyboard))
    #expect(did.duration == 0)
    #expect(did.curve == .keyboard)

    // Explicit values are kept.
    let explicit = try KeyboardEvent(
      validating: KeyboardNotification(
        kind: .willHide, endFrame: DeviceA.offscreen, duration: 0, curve: 3, isLocal: false,
        screen: IPad.screenID, timestamp: 4))
    #expect(explicit.duration == 0)
    #expect(explicit.curve == .linear)
    #expect(explicit.isLocal == false)
    #expect(explicit.screen == IPad.screenID)
    #expect(explicit.timestamp == 4)
  }

  @Test("Zero sizes and frames are valid input; classification decides what they mean")
  func zeroSizesAreValid() throws {
    #expect(try KeyboardEvent(.willChangeFrame, end: .zero).endFrame == .zero)
    #expect(
      try KeyboardEvent(.didHide, end: CGRect(x: 0, y: 844, width: 390, height: 0)).endFrame.height == 0)
  }

  @Test("Samples are validated like frames")
  func sampleValidation() throws {
    #expect(throws: KeyboardEventError.nonFiniteFrame(.sampleFrame)) {
      try KeyboardFrameSample(frame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), timestamp: 0)
    }
    #expect(throws: KeyboardEventError.negativeSize(.sampleFrame)) {
      try KeyboardFrameSample(frame: CGRect(x: 0, y: 600, width: 390, height: -244), timestamp: 0)
    }
    #expect(throws: KeyboardEventError.invalidTimestamp) {
      try KeyboardFrameSample(frame: DeviceA.keyboard, timestamp: .infinity)
    }
    #expect(try KeyboardFrameSample(frame: DeviceA.keyboard, timestamp: 2).timestamp == 2)
  }

  /// Containers whose geometry is not finite or has a negative size.
  static let invalidContainers: [KeyboardContainer] = [
    KeyboardContainer.fullScreen(width: 390, height: 844, safeAreaInsets: DockEdgeInsets(bottom: .nan)),
    KeyboardContainer(frameInScreen: CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity)),
    KeyboardContainer(frameInScreen: CGRect(x: 0, y: 0, width: 390, height: -844)),
    KeyboardContainer(
      frameInScreen: DeviceA.screen, screenBounds: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 844)),
  ]

  @Test(
    "An invalid container is ignored by every input and never poisons the state", arguments: invalidContainers
  )
  func invalidContainer(container: KeyboardContainer) throws {
    #expect(!container.isValid)
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let state = machine.state
    #expect(
      machine.handle(try event(.willShow, end: DeviceA.keyboard, at: 2), in: container)
        == .ignored(.invalidContainer))
    #expect(
      machine.handle(try sample(CGRect(x: 0, y: 600, width: 390, height: 244), at: 2), in: container)
        == .ignored(.invalidContainer))
    #expect(machine.reconcile(keyboardFrame: nil, at: 2, in: container) == .ignored(.invalidContainer))
    #expect(machine.state == state)

    // A hide committed at the end of a turn measured against an invalid container waits for a
    // valid one.
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 3), in: DeviceA.container)
    #expect(machine.endTurn(in: container) == .ignored(.invalidContainer))
    #expect(machine.state == state)
    #expect(machine.endTurn(in: DeviceA.container).transition?.to.phase == .hiding)
    #expect(machine.presentedFrame(at: 3.2).isFiniteRect)
  }

  @Test("Queries with an invalid container stay finite")
  func queriesStayFinite() throws {
    let machine = try KeyboardStateMachine.shownOnDeviceA()
    for container in Self.invalidContainers {
      let layout = machine.dockLayout(at: 1, in: container)
      #expect(layout.bottomOffset.isFinite && layout.restingInset.isFinite && layout.keyboardOverlap.isFinite)
      #expect(machine.contentOverlap(at: 1, in: container).isFinite)
    }
  }
}
