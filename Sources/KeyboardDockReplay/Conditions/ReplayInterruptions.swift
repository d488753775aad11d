/// How the simulated keyboard's animation blends when a new one interrupts it: a condition no
/// strategy is told.
///
/// A view moved in a notification handler follows the same rule, since UIKit animates it in the
/// keyboard's own animation block (see *How the iOS keyboard behaves*, "Interrupted animations").
public enum ReplayInterruptions: String, Sendable, Equatable, CaseIterable {
  /// UIKit since iOS 8: the running animation is not removed; the new one is added on top and
  /// animates (old model value − new model value) to 0 with its own curve, from its commit.
  case additive
  /// UIKit before iOS 8 (`beginFromCurrentState`): the running animation is replaced at the new
  /// one's commit by one from where the keyboard was shown when the handler ran.
  case fromPresented
}
