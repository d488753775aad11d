import Benchmark
import Foundation
import KeyboardDockCore

/// The dock driver, as the UIKit installer runs it: a keyboard notification's answer inside the
/// handler (the bar's new offset, its keyframes and the scroll view's), and a hide that interrupts
/// a show 0.06 s in, held to the end of its run-loop turn.
///
/// The target: well under a millisecond and a handful of allocations per transition, so the
/// handler adds nothing the keyboard's commit would wait for.
func driverBenchmarks() {
  let fixture = DriverFixture()
  Benchmark(
    "Driver: show from hidden (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var driver = fixture.placed
      blackHole(driver.handle(.notification(fixture.show, animation: fixture.reading)))
    }
  }
  Benchmark(
    "Driver: hide interrupting a show (per transition)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one,
      maxDuration: .seconds(2), maxIterations: 20_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var driver = fixture.hidePending
      blackHole(driver.handle(.endTurn(at: 10.06)))
    }
  }
}

/// Drivers on an iPhone (390 × 844, safe bottom 34) over a pinned chat: placed, and with a hide
/// pending 0.06 s into a show.
struct DriverFixture {
  let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  let reading = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.keyboard)))
  let show = KeyboardNotification(
    kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 10)
  let placed: KeyboardDockDriver
  let hidePending: KeyboardDockDriver

  init() {
    var driver = KeyboardDockDriver(barHeight: 52)
    let chat = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1200), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    _ = driver.handle(.scrollView(chat, frame: CGRect(x: 0, y: 0, width: 390, height: 844), at: 0))
    _ = driver.handle(.container(container, at: 0))
    placed = driver
    _ = driver.handle(.notification(show, animation: reading))
    _ = driver.handle(.endTurn(at: 10))
    let hide = KeyboardNotification(
      kind: .willHide, beginFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 10.06)
    _ = driver.handle(.notification(hide, animation: reading))
    hidePending = driver
  }
}
