import Foundation
import Testing

@testable import KeyboardDockCore

/// The list after an interactive dismissal stays where the user left it.
///
/// react-native-keyboard-controller's `KeyboardChatScrollView` tests (#1564), translated: a list
/// 800 pt tall with 2000 pt of content, a 300-pt keyboard, `always`. The keyboard shows and lifts
/// the list from 0 to 300; the user drags the keyboard down to cover 150; on release the hide
/// arrives with the list at rest. The offset stays 300, where the user left it; planning from the
/// list's flags moved it to 150.
@Suite("Field reports: the list after an interactive dismissal")
struct ListAfterDragTests {
  static let container = KeyboardContainer.fullScreen(width: 390, height: 800)
  static let keyboard = CGRect(x: 0, y: 500, width: 390, height: 300)
  static let offscreen = CGRect(x: 0, y: 800, width: 390, height: 300)
  static let dragged = CGRect(x: 0, y: 650, width: 390, height: 300)
  static let frame = CGRect(x: 0, y: 0, width: 390, height: 800)

  static func spring(_ kind: KeyboardNotificationKind, from: CGRect, to: CGRect, at time: Double)
    -> KeyboardDockInput
  {
    .notification(
      DriverInputs.will(kind, from: from, to: to, at: time), animation: DriverInputs.keyboardSpring)
  }

  /// The driver after the show, the drag to 650 and the release's hide; the answer to the hide's
  /// turn.
  static func dismissed(policy: KeyboardLiftPolicy, listDragsAtRelease: Bool = false)
    -> (KeyboardDockDriver, KeyboardDockActions)
  {
    var driver = KeyboardDockDriver(configuration: .init(liftPolicy: policy), barHeight: 0)
    let list = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 800))
    _ = driver.handle(.scrollView(list, frame: frame, at: 0))
    _ = driver.handle(.container(container, at: 0))
    _ = driver.handle(spring(.willShow, from: offscreen, to: keyboard, at: 0))
    _ = driver.handle(.endTurn(at: 0))
    // The user drags the list, and the keyboard with it.
    var dragging = driver.scrollView!
    dragging.isDragging = true
    _ = driver.handle(.scrollView(dragging, frame: frame, at: 1))
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 1))
    _ = driver.handle(.sample(frame: dragged, at: 1.1))
    _ = driver.handle(.endTurn(at: 1.1))
    // Released: the list at rest, or still dragging, when UIKit posts the hide.
    var released = driver.scrollView!
    released.isDragging = listDragsAtRelease
    _ = driver.handle(.scrollView(released, frame: frame, at: 1.2))
    _ = driver.handle(.pan(KeyboardPan(phase: .ended), at: 1.2))
    _ = driver.handle(spring(.willChangeFrame, from: dragged, to: offscreen, at: 1.2))
    _ = driver.handle(spring(.willHide, from: dragged, to: offscreen, at: 1.2))
    let actions = driver.handle(.endTurn(at: 1.2))
    return (driver, actions)
  }

  @Test func theShowLiftsTheListAndTheDragLeavesIt() throws {
    var driver = KeyboardDockDriver(configuration: .init(liftPolicy: .always), barHeight: 0)
    let list = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 800))
    _ = driver.handle(.scrollView(list, frame: Self.frame, at: 0))
    _ = driver.handle(.container(Self.container, at: 0))
    let show = driver.handle(Self.spring(.willShow, from: Self.offscreen, to: Self.keyboard, at: 0))
    #expect(show.scrollView?.contentOffsetY?.value == 300)
    #expect(show.scrollView?.contentInset.bottom == 300)
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 1.1))
    let sample = driver.handle(.sample(frame: Self.dragged, at: 1.1))
    #expect(sample.scrollView?.contentInset.bottom == 150)
    #expect(sample.scrollView?.contentOffsetY?.value == 300)
    #expect(driver.scrollView?.contentOffset.y == 300)
  }

  /// `always` and `persistent` lifted the list to 300 on the show, `whenAtEnd` and `never` left
  /// it at 0: the hide that ends the drag leaves either where it is.
  @Test(arguments: [
    (KeyboardLiftPolicy.always, CGFloat(300)), (.persistent, 300), (.whenAtEnd, 0), (.never, 0),
  ])
  func theReleasesHideLeavesTheOffsetWhereTheUserLeftIt(policy: KeyboardLiftPolicy, offset: CGFloat) throws {
    let (driver, actions) = Self.dismissed(policy: policy)
    let scroll = try #require(actions.scrollView)
    #expect(scroll.contentInset.bottom == 0)
    #expect(scroll.contentOffsetY == nil)
    #expect(driver.scrollView?.contentOffset.y == offset)
  }

  /// Whatever the list's flags say when the hide arrives.
  @Test func theListsFlagsDoNotDecide() throws {
    let (resting, _) = Self.dismissed(policy: .always)
    let (dragging, _) = Self.dismissed(policy: .always, listDragsAtRelease: true)
    #expect(resting.scrollView?.contentOffset.y == 300)
    #expect(dragging.scrollView?.contentOffset.y == 300)
  }

  /// A hide no drag preceded still moves the list by the policy: 300 back to 0 for `always`.
  @Test func aHideWithoutADragMovesTheListByThePolicy() throws {
    var driver = KeyboardDockDriver(configuration: .init(liftPolicy: .always), barHeight: 0)
    let list = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 800))
    _ = driver.handle(.scrollView(list, frame: Self.frame, at: 0))
    _ = driver.handle(.container(Self.container, at: 0))
    _ = driver.handle(Self.spring(.willShow, from: Self.offscreen, to: Self.keyboard, at: 0))
    _ = driver.handle(.endTurn(at: 0))
    _ = driver.handle(Self.spring(.willHide, from: Self.keyboard, to: Self.offscreen, at: 1))
    let actions = driver.handle(.endTurn(at: 1))
    #expect(actions.scrollView?.contentOffsetY?.value == 0)
  }

  /// An offset beyond the range the new insets leave comes back into it.
  @Test func anOffsetBeyondTheNewRangeComesBack() throws {
    var adjuster = ScrollInsetAdjuster(liftPolicy: .always)
    let list = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 800),
      contentOffset: CGPoint(x: 0, y: 0))
    _ = adjuster.plan(for: list, obstruction: 300)
    var lifted = list
    lifted.contentInset.bottom = 300
    lifted.contentOffset.y = 1450
    let plan = adjuster.plan(for: lifted, obstruction: 0, followsInteraction: true)
    #expect(plan.contentInset.bottom == 0)
    #expect(plan.contentOffset?.y == 1200)
  }

  /// Issue 39, part 7 (react-native-keyboard-controller#1565): no offset after a dismissing drag.
  ///
  /// After an interactive dismissal UIKit owns the scroll offset. From the release's hide on —
  /// its turn, the did, the spring's end, the user's scrolling after — the driver writes no
  /// offset, under every policy, whether the list still drags at the release or rests.
  @Test(arguments: [KeyboardLiftPolicy.always, .persistent, .whenAtEnd, .never], [false, true])
  func aDragThatEndsInAHideWritesNoOffset(policy: KeyboardLiftPolicy, listDrags: Bool) throws {
    let dismissed = Self.dismissed(policy: policy, listDragsAtRelease: listDrags)
    var driver = dismissed.0
    let hide = dismissed.1
    #expect(hide.scrollView?.contentOffsetY == nil)
    var answers: [KeyboardDockActions] = []
    answers.append(
      driver.handle(
        .notification(
          KeyboardNotification(
            kind: .didHide, beginFrame: Self.dragged, endFrame: Self.offscreen, duration: 0, curve: 7,
            isLocal: true, timestamp: 1.5),
          animation: .notAnimated)))
    answers.append(driver.handle(.endTurn(at: 1.5)))
    // The user scrolls the list after the keyboard left: 40 pt up, at rest.
    var scrolled = try #require(driver.scrollView)
    scrolled.contentOffset.y -= 40
    answers.append(driver.handle(.scrollView(scrolled, frame: Self.frame, at: 2)))
    answers.append(driver.handle(.endTurn(at: 2)))
    answers.append(driver.handle(.endTurn(at: 3)))
    for answer in answers { #expect(answer.scrollView?.contentOffsetY == nil) }
    #expect(driver.machine.state.phase == .hidden)
  }
}
