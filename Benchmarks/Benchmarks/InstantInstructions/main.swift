// Answers for an instant during a show, as many as the first argument says (2,000,000 by default),
// for counting their instructions under Callgrind, which wall-clock medians on a shared machine
// cannot settle: run it with N and with 0, and divide the difference by N (see README.md).
import Foundation
import KeyboardDockCore

/// The driver of the "answer for an instant" benchmark: an iPhone's show committed at 10 s.
func showingDriver() -> KeyboardDockDriver {
  let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  let reading = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.keyboard)))
  let show = KeyboardNotification(
    kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 10)
  var driver = KeyboardDockDriver(barHeight: 52)
  let chat = ScrollViewGeometry(
    contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
    contentOffset: CGPoint(x: 0, y: 1200), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  _ = driver.handle(.scrollView(chat, frame: CGRect(x: 0, y: 0, width: 390, height: 844), at: 0))
  _ = driver.handle(.container(container, at: 0))
  _ = driver.handle(.notification(show, animation: reading))
  _ = driver.handle(.endTurn(at: 10))
  return driver
}

/// The sum of `count` answers' bottom offsets, stepping 1/120 s through the show's half second.
@inline(never) func answers(_ driver: KeyboardDockDriver, count: Int) -> CGFloat {
  var time = 10.0
  var sum: CGFloat = 0
  for _ in 0..<count {
    time += 1.0 / 120.0
    if time > 10.5 { time = 10 }
    sum += driver.dockLayout(at: time).bottomOffset
  }
  return sum
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000_000
let driver = showingDriver()
let start = Date()
let sum = answers(driver, count: count)
let elapsed = Date().timeIntervalSince(start)
print("\(count) answers, sum \(sum), \(count > 0 ? elapsed / Double(count) * 1e9 : 0) ns each")
