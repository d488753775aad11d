import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

/// What the recorder writes for a display frame: presentation frames turned into `keyboardOverlap` and
/// `barBottom`, when it reads frames, and the order of its lines.
@Suite("Recorder: measuring shown frames")
struct ShownFrameMeasurementTests {
  static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test(arguments: [
    // keyboard top, bar's maxY → overlap, bar bottom
    (508.0, 508.0, 336.0, 336.0),  // at rest on the keyboard
    (700.0, 650.0, 144.0, 194.0),  // mid-show, the bar 50 pt above the keyboard
    (810.0, 810.0, 34.0, 34.0),  // the guide on the safe area
    (900.0, 900.0, 0.0, 0.0),  // below the container: nothing covered, the bar clamped to 0
    (-20.0, 10.0, 844.0, 834.0),  // above the container: it is covered whole
  ])
  func presentationFramesBecomeHeightsAboveTheBottom(
    keyboardTop: Double, barMaxY: Double, overlap: Double, barBottom: Double
  ) {
    let bar = CGRect(x: 0, y: barMaxY - 52, width: 390, height: 52)
    let shown = KeyboardShownFrame(keyboardTop: keyboardTop, barFrame: bar, containerBounds: Self.bounds)
    #expect(shown == KeyboardShownFrame(keyboardOverlap: overlap, barBottom: barBottom))
  }

  @Test func aScrolledContainerMeasuresFromItsBoundsBottom() {
    // A scroll view's bounds start at its content offset: 1190 + 844 = 2034 is its bottom edge.
    let bounds = CGRect(x: 0, y: 1190, width: 390, height: 844)
    let bar = CGRect(x: 0, y: 1190 + 456, width: 390, height: 52)
    let shown = KeyboardShownFrame(keyboardTop: 1190 + 508, barFrame: bar, containerBounds: bounds)
    #expect(shown == KeyboardShownFrame(keyboardOverlap: 336, barBottom: 336))
  }

  @Test func nothingIsMeasuredFromValuesThatAreNotFinite() {
    let bar = CGRect(x: 0, y: 456, width: 390, height: 52)
    #expect(KeyboardShownFrame(keyboardTop: .nan, barFrame: bar, containerBounds: Self.bounds) == nil)
    #expect(
      KeyboardShownFrame(
        keyboardTop: 508, barFrame: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1),
        containerBounds: Self.bounds) == nil)
    #expect(KeyboardShownFrame(keyboardTop: 508, barFrame: bar, containerBounds: .zero) == nil)
  }

  // MARK: When to read

  static func reading(_ overlap: Double) -> KeyboardShownFrame {
    KeyboardShownFrame(keyboardOverlap: overlap, barBottom: overlap)
  }

  /// Reads one frame and returns whether the schedule goes on.
  static func read(
    _ schedule: inout ShownFrameSchedule, _ overlap: Double?, at time: Double, moving: Bool = false
  ) -> Bool {
    schedule.read(overlap.map(reading), at: time, trackerIsMoving: moving)
  }

  @Test func readingStartsOnAnInputAndStopsOnceStillForTheSettlingTime() {
    var schedule = ShownFrameSchedule()
    #expect(!Self.read(&schedule, 34, at: 0))  // not started
    let starts = schedule.keyboardMayMove()
    let startsAgain = schedule.keyboardMayMove()
    #expect(starts)
    #expect(!startsAgain)  // already running: no second display link
    // Frame `n` is shown at n / 128 s, a rate whose frame times are exact in binary.
    func time(_ frame: Int) -> Double { Double(frame) / 128 }
    // The commit comes late: the first readings are still while the tracker reports motion.
    var keeps = [
      Self.read(&schedule, 34, at: time(0), moving: true),
      Self.read(&schedule, 34, at: time(1), moving: true),
    ]
    // The keyboard moves, and goes on moving after the tracker's model has ended.
    for (index, overlap) in [60.0, 150.0, 250.0, 320.0, 335.0, 336.0].enumerated() {
      keeps.append(Self.read(&schedule, overlap, at: time(2 + index)))
    }
    #expect(keeps == [Bool](repeating: true, count: 8))
    // Still from frame 7 on: frame 7 + 13 (0.1016 s later) is the first at least 0.1 s later, and the last.
    var frame = 8
    while Self.read(&schedule, 336, at: time(frame)) { frame += 1 }
    #expect(frame == 7 + 13)
    #expect(!schedule.isRunning)
    let startsOnNextInput = schedule.keyboardMayMove()
    #expect(startsOnNextInput)
  }

  @Test func aDragHeldStillKeepsReading() {
    var schedule = ShownFrameSchedule()
    _ = schedule.keyboardMayMove()
    let keeps = (0..<120).map { Self.read(&schedule, 200, at: Double($0) / 120, moving: true) }
    #expect(keeps.allSatisfy { $0 })
  }

  @Test func movesBelowTheStillnessDoNotCount() {
    var schedule = ShownFrameSchedule()
    _ = schedule.keyboardMayMove()
    let keeps = [
      Self.read(&schedule, 336, at: 0), Self.read(&schedule, 336.005, at: 0.05),
      Self.read(&schedule, 336.01, at: 0.1),
    ]
    #expect(keeps == [true, true, false])
  }

  @Test func anInputWhileRunningRestartsTheSettlingTime() {
    var schedule = ShownFrameSchedule()
    _ = schedule.keyboardMayMove()
    var keeps = [Self.read(&schedule, 336, at: 0), Self.read(&schedule, 336, at: 0.09)]
    let startsAgain = schedule.keyboardMayMove()
    keeps += [
      Self.read(&schedule, 336, at: 0.1),
      Self.read(&schedule, nil, at: 0.15),  // nothing measured: no reading
      Self.read(&schedule, 336, at: 0.2),
    ]
    #expect(!startsAgain)
    #expect(keeps == [true, true, true, true, false])
  }

  // MARK: Line order

  @Test func shownRecordsWaitForTheirTime() {
    var queue = ShownRecordQueue()
    let first = KeyboardTraceRecord.shown(time: 1.0083, Self.reading(34))
    let second = KeyboardTraceRecord.shown(time: 1.0167, Self.reading(60))
    queue.hold(first)
    // A notification stamped 1.002, before the frame it was read for is shown, goes first.
    let beforeTheFrame = queue.release(through: 1.002)
    queue.hold(second)
    let held = queue.count
    let atTheFrame = queue.release(through: 1.0083)
    let atTheEnd = queue.releaseAll()
    #expect(beforeTheFrame == [])
    #expect(held == 2)
    #expect(atTheFrame == [first])
    #expect(atTheEnd == [second])
    #expect(queue.count == 0)
  }
}
