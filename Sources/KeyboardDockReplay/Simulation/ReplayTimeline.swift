import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// What the simulator plays: the set-up and, in time order, exactly what UIKit delivers.
///
/// Built from a scenario by ``init(scenario:conditions:)``, for a device's frame rate and keyboard
/// physics (or ``init(scenario:framesPerSecond:)`` for the default physics), or from a recorded
/// trace by ``init(trace:name:)``. The records are the only input the strategies see.
public struct ReplayTimeline: Sendable {
  /// The scenario's or trace's identifier.
  public var name: String
  /// A one-line title.
  public var title: String
  /// The time of the first frame, on the records' clock.
  public var startTime: Double
  /// The time of the last frame, on the records' clock.
  public var endTime: Double
  /// The container when the timeline starts.
  public var container: KeyboardContainer
  /// The operating system the device reports, such as `iOS 26.1`, or `nil` when unknown.
  public var system: String?
  /// The bar and its placement options.
  public var dock: ScenarioDock
  /// The scroll view, if any.
  public var scroll: ScenarioScroll?
  /// The growing text view, if any.
  public var text: ScenarioText?
  /// What UIKit delivers, in order, each run-loop turn closed by an `endTurn` record.
  ///
  /// Empty when the timeline streams a trace file (as `kbdock replay` does): a run reads the file.
  public var records: [KeyboardTraceRecord]
  /// Annotations for the report, with times from ``startTime``.
  public var marks: [ReplayMark]
  /// Checks, with times from ``startTime``, sorted by time.
  public var expectations: [ScenarioExpectation]
  /// Scenario actions that could not happen as written.
  ///
  /// An example is a drag while no docked keyboard rests; a run reports them with its violated expectations.
  public var problems: [ExpectationViolation] = []
  /// What the trace measured on the device (its `shown` records), or `nil` when it measured nothing.
  ///
  /// A measurement is no input: ``records`` and a streamed trace's run leave `shown` records out.
  public var measurement: ReplayMeasurement?
  /// The trace file a run reads its records from instead of ``records``, or `nil`; see
  /// ``init(traceFile:name:)``.
  package var traceFile: ReplayTraceFile?
  /// `true` when the scenario's device tells the app keyboard frames in its window's coordinates
  /// (``ScenarioContainer/framesInWindow``): what the simulated keyboard is told, never the engine.
  package var framesInWindow = false
  /// Who each of ``records`` is for, when the scenario's sources lie (``ReplaySourceFault``).
  ///
  /// The simulated keyboard gets the true ones, the strategies what the sources report. Empty
  /// when every record is for both.
  package var audiences: [ReplayRecordAudience] = []
  /// `true` when the timeline states what the keyboard physically does (a compiled scenario).
  ///
  /// Its truth channel's records (``ReplayRecordAudience/truth(_:)``) move the simulated keyboard,
  /// and per-frame samples are what the sources report, never where the keyboard is. `false` for
  /// a recorded trace, whose samples the simulated keyboard reads as a scenario's `sample` events.
  package var statesTruth = false
  /// The source faults the timeline was compiled with.
  public var faults: [ReplaySourceFault] = []
  /// When the user's finger pans the scroll view, or `nil` when unknown (a recorded trace).
  ///
  /// It is what an app reads off its scroll view's pan gesture: each drag from its start to its
  /// release; a drag written as samples from its first sample below the keyboard's resting top
  /// until something else moves the keyboard. The pan is over at the range's upper bound: UIKit
  /// ends it at the finger's lift, in the release's turn, before its *will* or spring back.
  package var pans: [ClosedRange<Double>]?
  /// When a text-input responder comes and goes, or `nil` when unknown (a recorded trace): what
  /// an app reads off its window's first responder.
  package var responders: [ReplayResponderChange]?
  /// Where each drag's finger touches, frame by frame, in screen coordinates.
  ///
  /// It is what an app reads off its pan gesture (`location(in:)`), with an interactive dismiss
  /// mode and no padding. A drag written as samples touches the keyboard's top, at its middle.
  package var touches: [ReplayTouch] = []
  /// The names of the default matrix's source faults the scenario does not run under
  /// (``ReplayScenario/withoutFaults``).
  package var withoutFaults: [String] = []

  /// Creates a timeline from its parts.
  public init(
    name: String, title: String, startTime: Double, endTime: Double, container: KeyboardContainer,
    system: String? = nil, dock: ScenarioDock, scroll: ScenarioScroll? = nil, text: ScenarioText? = nil,
    records: [KeyboardTraceRecord], marks: [ReplayMark] = [], expectations: [ScenarioExpectation] = []
  ) {
    self.name = name
    self.title = title
    self.startTime = startTime
    self.endTime = endTime
    self.container = container
    self.system = system
    self.dock = dock
    self.scroll = scroll
    self.text = text
    self.records = records
    self.marks = marks
    self.expectations = expectations.sorted { $0.time < $1.time }
  }
}

/// A text-input responder came (`exists`) or went at `time`, as a scenario states it.
package struct ReplayResponderChange: Sendable, Equatable {
  package var time: Double
  package var exists: Bool

  package init(time: Double, exists: Bool) {
    self.time = time
    self.exists = exists
  }
}

extension [ReplayResponderChange] {
  /// Whether a responder exists at `time`: the latest change at or before it, `nil` before the
  /// first.
  package func exists(at time: Double) -> Bool? {
    last { $0.time <= time }?.exists
  }
}

/// Where a drag's finger touched at `time`, in screen coordinates, as the scenario states it.
package struct ReplayTouch: Sendable, Equatable {
  package var time: Double
  package var point: CGPoint

  package init(time: Double, point: CGPoint) {
    self.time = time
    self.point = point
  }
}
