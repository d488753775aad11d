import Foundation

/// Which delivery of the driver's answers listeners are inside, when deliveries nest.
///
/// An adapter delivers an answer to its listeners, and applying it can feed the driver again
/// before the delivery ends: a scroll view's content offset set inside a keyboard notification's
/// handler reports itself through key-value observing, and that input's answer is delivered
/// inside the first. Each delivery's kind holds while it runs and comes back when a nested one
/// ends, so a listener called after the nested delivery still learns that it runs inside the
/// keyboard's animation block.
package struct NestedDeliveries: Sendable, Equatable {
  /// Whether each open delivery is of the kind asked about, outermost first.
  private var open: [Bool] = []

  /// Creates a record with no delivery open.
  package init() {}

  /// `true` while the innermost open delivery is of the kind: `false` with none open.
  package var isInside: Bool { open.last ?? false }

  /// How many deliveries are open.
  package var depth: Int { open.count }

  /// A delivery begins; `isOfKind` says whether it is of the kind asked about.
  package mutating func begin(_ isOfKind: Bool) {
    open.append(isOfKind)
  }

  /// The innermost delivery ends; the one around it holds again.
  ///
  /// Ending with none open does nothing.
  package mutating func end() {
    _ = open.popLast()
  }
}
