import Foundation

/// A raw fact an app reads off UIKit beside the keyboard's own sources, which a condition can
/// withhold from KeyboardDock's driver.
///
/// A scenario states these facts (a `drag` event pans the scroll view; a drag written as samples
/// states its finger too), a trace records them (`pan` and `responder` records), and kbdock hands
/// them to the driver as the UIKit tracker does. An adapter that cannot read one, an app that
/// installs no tracker on its scroll view, or a trace recorded before the records existed reports
/// it unknown: ``ReplayConditions/unknownFacts`` replays that device, where the driver gets no
/// report of the fact at all. The simulated keyboard and the measurement do not change: the
/// finger still takes the keyboard where the scenario says.
public enum ReplayRawFact: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The pan on the scroll view: its phase, the touch, the dismiss mode and padding
  /// (`KeyboardDockInput.pan(_:at:)`).
  case pan
  /// Whether a first responder that shows a keyboard exists
  /// (`KeyboardDockInput.textInputResponder(exists:at:)`).
  case responder

  /// The names the format accepts, in order: `pan`, `responder`.
  public static var names: [String] { allCases.map(\.rawValue) }

  /// The facts `names` name, as `--unknown-fact` gives them, or the message (after `kbdock: `)
  /// for the first name that is none.
  package static func named(_ names: [String]) -> Result<Set<ReplayRawFact>, UnknownName> {
    var facts: Set<ReplayRawFact> = []
    for name in names {
      guard let fact = ReplayRawFact(rawValue: name) else {
        let expected = Self.names.joined(separator: ", ")
        let message = "--unknown-fact: expected one of \(expected), found \"\(name)\""
        return .failure(UnknownName(message: message))
      }
      facts.insert(fact)
    }
    return .success(facts)
  }

  /// A name ``named(_:)`` does not know.
  package struct UnknownName: Error, Equatable {
    /// What `kbdock` says of it, after `kbdock: `.
    package var message: String
  }
}
