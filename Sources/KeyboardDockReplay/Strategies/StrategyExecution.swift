/// How a strategy moves the bar: the mechanism the simulator gives its changes.
///
/// The simulator honours it through ``BarLayer``: a render-server animation runs from its
/// transaction's commit whatever the main thread does; a display-link placement happens only on
/// frames the main thread gets and shows from the next frame; a layout-pass placement shows with
/// the turn that carried the keyboard's new frame.
struct StrategyExecution: Sendable, Equatable {
  /// How notification-driven transitions (show, hide, height changes) move the bar.
  enum Transitions: Sendable, Equatable {
    /// An animation added while handling the notification, committed with the keyboard's own
    /// animation and run by the render server.
    case renderServer
    /// Placed on every display-link frame, on the main thread, from a model of the keyboard.
    case displayLink
  }

  /// How per-frame samples during an interactive dismissal move the bar.
  enum Samples: Sendable, Equatable {
    /// Placed in the layout pass that carries the keyboard's new frame.
    case layoutPass
    /// Not followed.
    case ignored
  }

  /// How notification-driven transitions move the bar.
  var transitions: Transitions
  /// How per-frame samples move the bar.
  var samples: Samples
}
