import Foundation
import KeyboardDockCore
import Testing

/// The scroll view that shows SwiftUI content under a dock: the driver plans its offset as it plans
/// a UIKit scroll view's, and SwiftUI lays the planned inset out after the offset moved.
///
/// Device A (390 × 844, safe area 47 and 34, keyboard 336), bar 52 pt, content 2000 pt. SwiftUI's
/// list is at its newest edge at 2000 + 34 − 844 = 1190 before any inset; the bar adds 52 (1242),
/// the bar on the keyboard 354 (1544).
@Suite("VirtualScrollView: the content's scroll view rides with the bar")
struct ContentScrollViewTests {
  typealias In = DriverInputs

  /// How SwiftUI adds the inset it lays the content out with to its scroll view.
  enum Layout: CaseIterable, Sendable {
    /// To the content inset; the scroll view adds no safe area itself.
    case contentInset
    /// To the scroll view's safe area, which it adds to its content inset.
    case safeArea
    /// As a shorter frame: the list ends above a 40-pt footer, which rests on the inset.
    case aboveFooter
    /// Not at all: the list is 300 pt tall, below the status bar, away from the inset.
    case fixed
  }

  /// SwiftUI's scroll view, laid out with `laidOutInset` beside `ownInset` of the app's own.
  struct List {
    var layout: Layout
    var offset: CGFloat
    var laidOutInset: CGFloat = 0
    var ownInset: CGFloat = 0
    var isDragging = false
    var isInverted = false

    var geometry: ScrollViewGeometry {
      let below = laidOutInset + ownInset
      let content = CGSize(width: 390, height: 2000)
      let offset = CGPoint(x: 0, y: offset)
      switch layout {
      case .contentInset:
        return ScrollViewGeometry(
          contentSize: content, boundsSize: CGSize(width: 390, height: 844), contentOffset: offset,
          contentInset: DockEdgeInsets(top: 47, bottom: 34 + below), safeAreaInsets: DeviceA.safeArea,
          adjustmentBehavior: .never, isDragging: isDragging, isInverted: isInverted)
      case .safeArea:
        return ScrollViewGeometry(
          contentSize: content, boundsSize: CGSize(width: 390, height: 844), contentOffset: offset,
          safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34 + below), isDragging: isDragging,
          isInverted: isInverted)
      case .aboveFooter:
        return ScrollViewGeometry(
          contentSize: content, boundsSize: CGSize(width: 390, height: 844 - 47 - 34 - 40 - below),
          contentOffset: offset, isDragging: isDragging, isInverted: isInverted)
      case .fixed:
        return ScrollViewGeometry(
          contentSize: content, boundsSize: CGSize(width: 390, height: 300), contentOffset: offset,
          isDragging: isDragging, isInverted: isInverted)
      }
    }

    /// Where its newest content rests, as laid out now.
    var newestOffset: CGFloat { NewestContentPinning.newestOffset(in: geometry) }
  }

  /// A driver, the virtual scroll view and SwiftUI's list, fed as `ContentInsetReporter` feeds
  /// them, with the pinning of `keepsNewestContentVisible` on the list.
  struct Dock {
    var driver: KeyboardDockDriver
    var view = VirtualScrollView(size: CGSize(width: 390, height: 844), safeAreaBottom: 34)
    var list: List
    var pinning: NewestContentPinning
    var reported: ScrollViewGeometry?
    /// How many times the driver heard of the scroll view.
    var measurementsSent = 0
    /// The list's offset motions so far, moves taken back included.
    var offsets: [DockValueMotion] = []
    /// The dock's lift policy.
    var liftPolicy: KeyboardLiftPolicy

    init(list: List, barHeight: CGFloat = 52, configuration: KeyboardDockDriver.Configuration = .init()) {
      driver = KeyboardDockDriver(configuration: configuration, barHeight: barHeight)
      self.list = list
      liftPolicy = configuration.liftPolicy
      pinning = NewestContentPinning(liftPolicy: configuration.liftPolicy)
      _ = pinning.update(for: .scrolled, in: list.geometry)
      send(.container(DeviceA.container, at: 0))
      layOut()
    }

    /// Sends `input`: the list measured before it, the plan taken after it, its offset moved.
    @discardableResult
    mutating func send(_ input: KeyboardDockInput) -> KeyboardDockActions {
      let measured = VirtualScrollView.Content(geometry: list.geometry, laidOutInset: list.laidOutInset)
      if let takenBack = view.measureContent(measured) {
        list.offset = takenBack.value
        offsets.append(takenBack)
      }
      if view.geometry != reported {
        reported = view.geometry
        measurementsSent += 1
        _ = driver.handle(.scrollView(view.geometry, frame: view.frame, at: input.time))
      }
      let actions = driver.handle(input)
      if let motion = actions.scrollView {
        if let offset = view.apply(motion) {
          list.offset = offset.value
          offsets.append(offset)
        }
        reported = view.geometry
      }
      return actions
    }

    /// SwiftUI lays the content out with the inset last planned.
    ///
    /// Returns the offset the pinning still sets then, or `nil` when it has nothing to correct.
    /// Like the probe, the pinning looks only when the list's sizes or insets changed.
    @discardableResult
    mutating func layOut() -> CGPoint? {
      let before = list.geometry
      list.laidOutInset = view.bottomInset
      let after = list.geometry
      guard
        before.contentSize != after.contentSize || before.boundsSize != after.boundsSize
          || before.adjustedContentInset != after.adjustedContentInset
      else { return nil }
      pinning.liftPolicy = VirtualScrollView.pinningLiftPolicy(
        under: liftPolicy, isOffsetPlanned: view.plansContentOffset)
      let correction = pinning.update(from: before, to: after)
      if let correction { list.offset = correction.y }
      return correction
    }

    mutating func show(to frame: CGRect = DeviceA.keyboard, at time: TimeInterval = 1) -> KeyboardDockActions
    {
      send(
        .notification(
          In.will(.willShow, from: DeviceA.offscreen, to: frame, at: time), animation: In.keyboardSpring))
    }

    mutating func hide(at time: TimeInterval) -> KeyboardDockActions {
      send(
        .notification(
          In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: time),
          animation: In.keyboardSpring))
    }
  }

  /// A UIKit list filling the same view under `KeyboardDockInstaller`: at its newest edge, no
  /// inset of its own.
  static func uikitDriver() -> KeyboardDockDriver {
    var driver = KeyboardDockDriver(barHeight: 52)
    let list = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1190), safeAreaInsets: DeviceA.safeArea)
    _ = driver.handle(.scrollView(list, frame: CGRect(x: 0, y: 0, width: 390, height: 844), at: 0))
    _ = driver.handle(.container(DeviceA.container, at: 0))
    return driver
  }

  /// The turns of a session: the keyboard shows, the bar grows a line, the keyboard hides.
  static let session: [[KeyboardDockInput]] = [
    [
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ),
      .endTurn(at: 1),
    ],
    [.barHeight(72, at: 2)],
    [
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 3), animation: In.keyboardSpring
      ),
      .endTurn(at: 3),
    ],
  ]

  @Test func theGeometryIsTheListAsThePlannedInsetWillLeaveIt() {
    // Laid out with 52 beside 30 of the app's own; 354 planned.
    var view = VirtualScrollView(size: CGSize(width: 390, height: 844), safeAreaBottom: 34)
    view.apply(
      ScrollViewMotion(
        contentInset: DockEdgeInsets(bottom: 354), verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 354),
        contentOffsetY: nil))
    let list = List(layout: .contentInset, offset: 1272, laidOutInset: 52, ownInset: 30)
    view.measureContent(VirtualScrollView.Content(geometry: list.geometry, laidOutInset: 52))
    #expect(
      view.geometry
        == ScrollViewGeometry(
          contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 814),
          contentOffset: CGPoint(x: 0, y: 1272), contentInset: DockEdgeInsets(top: 47, bottom: 354),
          verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 354),
          safeAreaInsets: DockEdgeInsets(bottom: 34)))
    // The newest edge SwiftUI will lay out: 2000 + 34 + 30 + 354 − 844.
    #expect(NewestContentPinning.newestOffset(in: view.geometry) == 1574)
    #expect(view.geometry.verticalOffsetRange == -47...1574)
    #expect(view.bottomInset == 354)
  }

  /// The same inputs give the SwiftUI list exactly the UIKit list's offset motions — the values,
  /// the keyframes that follow the bar, whether they place at once — and the same inset, whether
  /// SwiftUI lays the inset out before the run-loop turn's end reaches the driver or after.
  @Test(
    "A pinned list moves as a UIKit list does", arguments: [Layout.contentInset, .safeArea], [false, true])
  func sameAsUIKit(layout: Layout, laysOutBeforeTurnEnds: Bool) throws {
    var dock = Dock(list: List(layout: layout, offset: 1190))
    var uikit = Self.uikitDriver()
    #expect(dock.offsets.map(\.value) == [1242])
    for turn in Self.session {
      for input in turn {
        if laysOutBeforeTurnEnds, case .endTurn = input { #expect(dock.layOut() == nil) }
        let expected = uikit.handle(input)
        let actions = dock.send(input)
        #expect(actions.scrollView?.contentOffsetY == expected.scrollView?.contentOffsetY)
        #expect(actions.scrollView?.contentInset.bottom == expected.scrollView?.contentInset.bottom)
        #expect(actions.bar == expected.bar)
      }
      // SwiftUI lays the new inset out where the offset already is: nothing to correct.
      #expect(dock.layOut() == nil)
      #expect(dock.list.offset == dock.list.newestOffset)
    }
    #expect(dock.offsets.map(\.value) == [1242, 1544, 1564, 1262])
    // Inside the handler the offset rides with the bar: the keyboard's animation, and keyframes.
    #expect(!dock.offsets[1].placesAtOnce)
    #expect(In.path(dock.offsets[1]) != nil)
    // The driver heard of the list once: SwiftUI's layout leaves the geometry as planned.
    #expect(dock.measurementsSent == 1)
  }

  /// Whatever way SwiftUI adds the inset, and beside an inset of the app's own, the offset planned
  /// is the newest edge SwiftUI then lays out.
  @Test(
    "The offset planned is the newest edge laid out",
    arguments: [Layout.contentInset, .safeArea, .aboveFooter],
    [CGFloat(0), 30])
  func plannedIsLaidOut(layout: Layout, ownInset: CGFloat) {
    let start = List(layout: layout, offset: 0, ownInset: ownInset)
    var dock = Dock(list: List(layout: layout, offset: start.newestOffset, ownInset: ownInset))
    for turn in Self.session {
      for input in turn { dock.send(input) }
      #expect(dock.layOut() == nil)
      #expect(dock.list.offset == dock.list.newestOffset)
    }
    #expect(dock.offsets.map(\.value).map { $0 - start.newestOffset } == [52, 354, 374, 72])
    #expect(dock.measurementsSent == 1)
  }

  /// Two notifications in one turn (a taller keyboard follows the first), before SwiftUI lays
  /// anything out: the list measured between them is still the one the driver planned.
  @Test func twoNotificationsBeforeSwiftUILaysOut() {
    var dock = Dock(list: List(layout: .contentInset, offset: 1190))
    _ = dock.show()
    let taller = CGRect(x: 0, y: 458, width: 390, height: 386)
    let actions = dock.show(to: taller, at: 1)
    // 386 + 52 − 34 = 404 beyond the safe area.
    #expect(actions.scrollView?.contentOffsetY?.value == 1594)
    #expect(dock.list.laidOutInset == 52)
    dock.send(.endTurn(at: 1))
    #expect(dock.layOut() == nil)
    #expect(dock.list.offset == 1594)
    #expect(dock.measurementsSent == 1)
  }

  /// Under `always` a list in its history moves with the keyboard once, in the handler; the
  /// pinning, left `whenAtEnd`, does not lift it again when SwiftUI lays the inset out.
  @Test func aListInItsHistoryIsLiftedOnce() throws {
    var dock = Dock(list: List(layout: .contentInset, offset: 500), configuration: .init(liftPolicy: .always))
    #expect(dock.pinning.liftPolicy == .whenAtEnd)
    #expect(!dock.pinning.isPinned)
    // The bar's 52 at placement, then the keyboard's 302.
    #expect(dock.list.offset == 552)
    let before = dock.list.geometry
    _ = dock.show()
    dock.send(.endTurn(at: 1))
    #expect(dock.list.offset == 854)
    #expect(dock.layOut() == nil)
    #expect(dock.list.offset == 854)
    // A pinning under `always` itself would lift it by 302 more.
    var lifting = NewestContentPinning(liftPolicy: .always)
    _ = lifting.update(for: .scrolled, in: before)
    var after = dock.list.geometry
    after.contentOffset.y = 854
    var beforeAtOffset = before
    beforeAtOffset.contentOffset.y = 854
    #expect(lifting.update(from: beforeAtOffset, to: after)?.y == 1156)
  }

  /// While the user drags the list (an interactive dismissal) the offset is left alone, by the
  /// driver and by the pinning.
  @Test func aDraggedListIsLeftAlone() {
    var dock = Dock(list: List(layout: .contentInset, offset: 1190))
    dock.list.isDragging = true
    let actions = dock.show()
    #expect(actions.scrollView?.contentInset.bottom == 354)
    #expect(actions.scrollView?.contentOffsetY == nil)
    dock.send(.endTurn(at: 1))
    #expect(dock.layOut() == nil)
    #expect(dock.list.offset == 1242)
  }

  /// A flipped list gets the inset at its oldest end: the driver plans for no content, moves
  /// nothing, and leaves the list to its own pinning under the dock's policy.
  @Test func aFlippedListIsLeftToItsPinning() {
    var dock = Dock(list: List(layout: .contentInset, offset: -47, isInverted: true))
    #expect(dock.view.geometry.contentSize == .zero)
    _ = dock.show()
    #expect(dock.offsets.isEmpty)
    #expect(dock.view.bottomInset == 354)
    #expect(dock.list.offset == -47)
  }

  /// What the content's pinning does for a change of its insets, by the dock's policy.
  @Test(
    "The lift policy left to the pinning",
    arguments: [
      (KeyboardLiftPolicy.always, true, KeyboardLiftPolicy.whenAtEnd), (.whenAtEnd, true, .whenAtEnd),
      (.persistent, true, .whenAtEnd), (.never, true, .never), (.always, false, .always),
      (.whenAtEnd, false, .whenAtEnd), (.persistent, false, .persistent), (.never, false, .never),
    ])
  func pinningPolicy(policy: KeyboardLiftPolicy, isOffsetPlanned: Bool, expected: KeyboardLiftPolicy) {
    #expect(VirtualScrollView.pinningLiftPolicy(under: policy, isOffsetPlanned: isOffsetPlanned) == expected)
  }

  /// The inset is the driver's plan for the view whether or not a list is measured.
  @Test func theListLeavesTheInsetAsItWas() {
    var dock = Dock(list: List(layout: .aboveFooter, offset: 1277, ownInset: 30))
    var insets = [dock.view.bottomInset]
    for turn in Self.session {
      for input in turn { dock.send(input) }
      insets.append(dock.view.bottomInset)
    }
    #expect(insets == [52, 354, 374, 72])
  }

  /// A list the inset does not reach keeps its newest edge: moved once, then taken back.
  ///
  /// Its edge is 2000 − 300 = 1700. The driver moves it past that edge at the placement, before a
  /// measurement shows that the bar's 52 laid out left the edge where it was; then the move is
  /// taken back at once, and nothing is planned for the list any more.
  @Test func aListTheInsetDoesNotReachIsLeftAlone() throws {
    var dock = Dock(list: List(layout: .fixed, offset: 1700))
    #expect(dock.offsets.map(\.value) == [1752])
    #expect(dock.view.insetMovesContent)
    _ = dock.show()
    #expect(!dock.view.insetMovesContent)
    #expect(!dock.view.plansContentOffset)
    #expect(dock.offsets.map(\.value) == [1752, 1700])
    let takenBack = try #require(dock.offsets.last)
    #expect(takenBack.placesAtOnce)
    #expect(takenBack.keyframes == .remove)
    dock.send(.endTurn(at: 1))
    #expect(dock.layOut() == nil)
    _ = dock.hide(at: 3)
    dock.send(.endTurn(at: 3))
    #expect(dock.layOut() == nil)
    #expect(dock.offsets.count == 2)
    #expect(dock.list.offset == 1700)
    // Its own pinning moves it by the dock's policy again.
    #expect(
      VirtualScrollView.pinningLiftPolicy(under: .always, isOffsetPlanned: dock.view.plansContentOffset)
        == .always)
  }

  /// With no bar (`keyboardAvoiding()`) nothing is laid out before the keyboard shows: the list
  /// rides with it past its edge, and the first input after SwiftUI laid the 302 out takes the move
  /// back.
  @Test func withNoBarTheFirstMoveIsTakenBackOnceLaidOut() {
    var dock = Dock(list: List(layout: .fixed, offset: 1700), barHeight: 0)
    // Placed where it is.
    #expect(dock.offsets.map(\.value) == [1700])
    _ = dock.show()
    dock.send(.endTurn(at: 1))
    #expect(dock.layOut() == nil)
    #expect(dock.list.offset == 2002)
    _ = dock.hide(at: 3)
    #expect(dock.offsets.map(\.value) == [1700, 2002, 1700])
    #expect(dock.offsets.last?.placesAtOnce == true)
    dock.send(.endTurn(at: 3))
    #expect(dock.list.offset == 1700)
    #expect(dock.offsets.count == 3)
  }

  /// Two measurements tell whether the inset moves the newest edge only when the inset laid out
  /// changed and nothing else did.
  @Test(
    "What two measurements tell",
    arguments: [
      (Layout.contentInset, CGFloat(302), CGFloat(0), true as Bool?), (.safeArea, 302, 0, true),
      (.aboveFooter, 302, 0, true), (.fixed, 302, 0, false), (.contentInset, 0.5, 0, nil),
      (.contentInset, 302, 20, nil), (.aboveFooter, 302, 20, nil),
    ])
  func insetMoves(layout: Layout, change: CGFloat, ownChange: CGFloat, expected: Bool?) {
    let old = List(layout: layout, offset: 0, laidOutInset: 52)
    let new = List(layout: layout, offset: 0, laidOutInset: 52 + change, ownInset: ownChange)
    #expect(
      VirtualScrollView.insetMoves(
        from: VirtualScrollView.Content(geometry: old.geometry, laidOutInset: old.laidOutInset),
        to: VirtualScrollView.Content(geometry: new.geometry, laidOutInset: new.laidOutInset)) == expected)
  }

  /// A measurement taken before SwiftUI finished laying a new inset out says the edge stayed; the
  /// next, at the same inset, overrules it.
  @Test func aMeasurementTakenTooEarlyIsOverruled() {
    var view = VirtualScrollView(size: CGSize(width: 390, height: 844), safeAreaBottom: 34)
    let early = List(layout: .contentInset, offset: 1242, laidOutInset: 52)
    view.measureContent(VirtualScrollView.Content(geometry: early.geometry, laidOutInset: 52))
    view.measureContent(VirtualScrollView.Content(geometry: early.geometry, laidOutInset: 354))
    #expect(!view.insetMovesContent)
    let laidOut = List(layout: .contentInset, offset: 1242, laidOutInset: 354)
    view.measureContent(VirtualScrollView.Content(geometry: laidOut.geometry, laidOutInset: 354))
    #expect(view.insetMovesContent)
    // A new view size starts over: nothing to tell against.
    view.resize(to: CGSize(width: 844, height: 390), safeAreaBottom: 21)
    view.measureContent(VirtualScrollView.Content(geometry: early.geometry, laidOutInset: 52))
    view.measureContent(VirtualScrollView.Content(geometry: early.geometry, laidOutInset: 52))
    #expect(view.insetMovesContent)
  }

  @Test func anUnusableLaidOutInsetCountsAsZero() {
    let list = List(layout: .contentInset, offset: 0).geometry
    #expect(VirtualScrollView.Content(geometry: list, laidOutInset: .nan).laidOutInset == 0)
    #expect(VirtualScrollView.Content(geometry: list, laidOutInset: -5).laidOutInset == 0)
    #expect(VirtualScrollView.Content(geometry: list, laidOutInset: .infinity).laidOutInset == 0)
  }

  /// With no list measured, a plan's offset is for no content: nothing to apply.
  @Test func withNoListNoOffsetIsApplied() {
    var view = VirtualScrollView(size: CGSize(width: 390, height: 844), safeAreaBottom: 34)
    let motion = ScrollViewMotion(
      contentInset: DockEdgeInsets(bottom: 52), verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 52),
      contentOffsetY: DockValueMotion(value: 0, placesAtOnce: true, keyframes: .remove))
    #expect(view.apply(motion) == nil)
    #expect(view.bottomInset == 52)
  }
}
