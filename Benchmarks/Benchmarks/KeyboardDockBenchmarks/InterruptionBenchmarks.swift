import Benchmark
import DriverFixtures
import Foundation
import KeyboardDockCore

/// The dock driver on the interruptions a keyboard gets: a QuickType height change while shown,
/// and a hide after 1 or 8 earlier interruptions (height changes 10 ms apart, each its own run-loop
/// turn, the first 10 ms into a show), each still running when the hide comes.
///
/// The target: a height change as cheap as a show, and the hide's cost flat in the number of
/// earlier interruptions.
func interruptionBenchmarks() {
  let fixture = InterruptionFixture()
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
    maxDuration: .seconds(2), maxIterations: 20_000)
  Benchmark("Driver: height change while shown (per transition)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      var driver = fixture.shown
      blackHole(driver.handle(.notification(fixture.quickType, animation: fixture.reading)))
    }
  }
  for count in [1, 8] {
    let pending = fixture.hidePending(after: count)
    let end = 10 + 0.01 * Double(count + 1)
    Benchmark(
      "Driver: hide after \(count) earlier interruptions (per transition)", configuration: configuration
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        var driver = pending
        blackHole(driver.handle(.endTurn(at: end)))
      }
    }
  }
}

/// The iPhone of ``DriverFixture`` with the keyboard shown and settled, and its QuickType change
/// (336 → 380 pt).
struct InterruptionFixture {
  let base = DriverFixture()
  let shown: KeyboardDockDriver
  var reading: KeyboardAnimationReading { base.reading }
  let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  let tall = CGRect(x: 0, y: 464, width: 390, height: 380)
  let quickType: KeyboardNotification

  init() {
    var driver = base.placed
    _ = driver.handle(.notification(base.show, animation: base.reading))
    _ = driver.handle(.endTurn(at: 10))
    _ = driver.handle(.endTurn(at: 11))
    shown = driver
    quickType = KeyboardNotification(
      kind: .willShow, beginFrame: keyboard, endFrame: tall, duration: 0.25, curve: 7, timestamp: 11)
  }

  /// A driver 10 ms into a show with `count` height changes 10 ms apart after it, and a hide
  /// 10 ms after the last, held to the end of its turn.
  func hidePending(after count: Int) -> KeyboardDockDriver {
    var driver = base.placed
    _ = driver.handle(.notification(base.show, animation: base.reading))
    _ = driver.handle(.endTurn(at: 10))
    var frame = keyboard
    for index in 1...count {
      let time = 10 + 0.01 * Double(index)
      let next = frame == keyboard ? tall : keyboard
      let change = KeyboardNotification(
        kind: .willShow, beginFrame: frame, endFrame: next, duration: 0.25, curve: 7, timestamp: time)
      _ = driver.handle(.notification(change, animation: base.reading))
      _ = driver.handle(.endTurn(at: time))
      frame = next
    }
    let time = 10 + 0.01 * Double(count + 1)
    let hide = KeyboardNotification(
      kind: .willHide, beginFrame: frame, endFrame: CGRect(x: 0, y: 844, width: 390, height: frame.height),
      duration: 0.25, curve: 7, timestamp: time)
    _ = driver.handle(.notification(hide, animation: base.reading))
    return driver
  }
}
