// Answers for an instant during a show, as many as the first argument says (2,000,000 by default),
// for counting their instructions under Callgrind, which wall-clock medians on a shared machine
// cannot settle: run it with N and with 0, and divide the difference by N (see README.md).
import DriverFixtures
import Foundation
import KeyboardDockCore

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
let driver = DriverFixture().showing
let start = Date()
let sum = answers(driver, count: count)
let elapsed = Date().timeIntervalSince(start)
print("\(count) answers, sum \(sum), \(count > 0 ? elapsed / Double(count) * 1e9 : 0) ns each")
