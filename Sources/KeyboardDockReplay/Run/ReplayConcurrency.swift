import Foundation

/// Runs `body` for every index below `count` on every core and returns the values in index order.
///
/// What kbdock's scenario jobs and the sweep's draws share: each index's work is independent, and
/// the output reads the values in order, so a run prints byte for byte what a serial one would.
/// It does not bound memory: every value is kept until all are done.
package func valuesOnEveryCore<Value: Sendable>(
  count: Int, _ body: @Sendable (Int) -> Value
) -> [Value] {
  let slots = ValueSlots<Value>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(body(index), at: index) }
  return slots.values.compactMap { $0 }
}

/// The values of ``valuesOnEveryCore(count:_:)``, each written once from its own thread.
private final class ValueSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ value: Value, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
