import Foundation
import KeyboardDockCore
import Testing

/// `NewestContentPinning.update(from:to:)`: a list whose insets change under it (SwiftUI's
/// `keepsNewestContentVisible`) moves by the same lift policies as `ScrollInsetAdjuster` moves a
/// UIKit list, and follows added content only while pinned.
@Suite("Lift policies for a list whose insets change under it")
struct NewestContentLiftTests {
  typealias Lift = KeyboardLiftPolicyTests

  /// The row's list after its obstruction changed: the keyboard's 302 in or out of its inset.
  static func after(_ row: Lift.Row) -> ScrollViewGeometry {
    var list = row.list
    if list.isInverted {
      list.contentInset.top = row.to > 0 ? 302 : 0
    } else {
      list.contentInset.bottom = row.to > 0 ? 312 : 10
    }
    return list
  }

  @Test("Each policy moves the list as the adjuster does", arguments: Lift.rows, KeyboardLiftPolicy.allCases)
  func sameAsTheAdjuster(row: Lift.Row, policy: KeyboardLiftPolicy) {
    var pinning = NewestContentPinning(liftPolicy: policy)
    _ = pinning.update(for: .scrolled, in: row.list)
    #expect(pinning.update(from: row.list, to: Self.after(row))?.y == row.expected(policy))
  }

  /// A 60-pt message is added; the newest edge moves from 1200 to 1260.
  @Test("A pinned list follows added content under every policy", arguments: KeyboardLiftPolicy.allCases)
  func addedContentWhilePinned(policy: KeyboardLiftPolicy) {
    var pinning = NewestContentPinning(liftPolicy: policy)
    let before = Lift.list(offset: 1200)
    _ = pinning.update(for: .scrolled, in: before)
    let after = Lift.list(offset: 1200, contentHeight: 2060)
    #expect(pinning.update(from: before, to: after) == CGPoint(x: 0, y: 1260))
    #expect(pinning.isPinned)
  }

  /// Reading history, a message added moves nothing, not even under `always`.
  @Test("A list in its history stays when content is added", arguments: KeyboardLiftPolicy.allCases)
  func addedContentWhileReading(policy: KeyboardLiftPolicy) {
    var pinning = NewestContentPinning(liftPolicy: policy)
    let before = Lift.list(offset: 500)
    _ = pinning.update(for: .scrolled, in: before)
    #expect(pinning.update(from: before, to: Lift.list(offset: 500, contentHeight: 2060)) == nil)
    #expect(!pinning.isPinned)
  }

  /// The keyboard shows as a message arrives.
  ///
  /// The inset's part moves by the policy, the content's part by pinning. Pinned, the list ends at
  /// 2060 + 312 + 34 − 844 = 1562; reading history at 500, `always` lifts it by the keyboard's 302
  /// only.
  @Test func coverAndContentChangeTogether() {
    let before = Lift.list(offset: 1200)
    let after = Lift.list(offset: 1200, keyboardUp: true, contentHeight: 2060)
    var pinned = NewestContentPinning()
    _ = pinned.update(for: .scrolled, in: before)
    #expect(pinned.update(from: before, to: after)?.y == 1562)
    var reading = NewestContentPinning(liftPolicy: .always)
    let history = Lift.list(offset: 500)
    _ = reading.update(for: .scrolled, in: history)
    #expect(
      reading.update(from: history, to: Lift.list(offset: 500, keyboardUp: true, contentHeight: 2060))?.y
        == 802)
  }

  /// Under `never` the keyboard covers the newest message, so the list no longer follows it; when
  /// the keyboard hides, the offset comes back into range at the newest edge, which pins it again.
  @Test func neverLeavesTheNewestMessageUnderTheKeyboard() {
    var pinning = NewestContentPinning(liftPolicy: .never)
    let resting = Lift.list(offset: 1200)
    _ = pinning.update(for: .scrolled, in: resting)
    let covered = Lift.list(offset: 1200, keyboardUp: true)
    #expect(pinning.update(from: resting, to: covered) == nil)
    #expect(!pinning.isPinned)
    #expect(
      pinning.update(from: covered, to: Lift.list(offset: 1200, keyboardUp: true, contentHeight: 2060)) == nil
    )
    let grown = Lift.list(offset: 1200, keyboardUp: true, contentHeight: 2060)
    #expect(pinning.update(from: grown, to: Lift.list(offset: 1200, contentHeight: 2060)) == nil)
    #expect(pinning.isPinned == false)
    // From the newest edge with the keyboard up (1562), a hide brings it back to 1260.
    let atEdge = Lift.list(offset: 1562, keyboardUp: true, contentHeight: 2060)
    _ = pinning.update(for: .scrolled, in: atEdge)
    #expect(pinning.update(from: atEdge, to: Lift.list(offset: 1562, contentHeight: 2060))?.y == 1260)
    #expect(pinning.isPinned)
  }

  /// The first check after the scroll view is found opens the list on its newest content.
  @Test func opensOnTheNewestContent() {
    var pinning = NewestContentPinning(liftPolicy: .never)
    let opened = Lift.list(offset: -47)
    #expect(pinning.update(from: opened, to: opened)?.y == 1200)
  }

  @Test func aNaNOffsetIsLeftAlone() {
    var pinning = NewestContentPinning(liftPolicy: .always)
    #expect(
      pinning.update(from: Lift.list(offset: .nan), to: Lift.list(offset: .nan, keyboardUp: true)) == nil)
  }
}
