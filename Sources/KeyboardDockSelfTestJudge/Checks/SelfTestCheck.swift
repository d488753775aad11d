import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// A check's outcome.
package enum SelfTestOutcome: String, Sendable, Equatable, Codable {
  /// The check holds, on evidence that counts for it.
  case pass
  /// It does not: some instrument saw it fail.
  case fail
  /// Nothing that counts could tell: no independent evidence, a step skipped, a keyboard that never
  /// showed.
  case inconclusive
  /// The device cannot show it (Slide Over on an iPhone); not counted.
  case notApplicable = "not applicable"

  /// The worse of the two: a failure over an inconclusive result over a pass; not applicable gives way to
  /// anything.
  package func combined(with other: SelfTestOutcome) -> SelfTestOutcome {
    if self == .fail || other == .fail { return .fail }
    if self == .inconclusive || other == .inconclusive { return .inconclusive }
    if self == .notApplicable { return other }
    return self
  }
}

/// One check: its outcome, the instruments whose evidence decided it, and the numbers behind it.
package struct SelfTestCheck: Sendable, Equatable {
  /// The check's short name: `a` to `e` for the assumptions, a word for the others (`keyboard`, `tap`…).
  package var name: String
  /// What it states.
  package var statement: String
  /// Pass, fail, inconclusive or not applicable.
  package var outcome: SelfTestOutcome
  /// The instruments whose readings decided the outcome; empty when nothing did.
  package var evidence: [SelfTestInstrument]
  /// What was measured, or why nothing could tell.
  package var detail: String

  /// Creates a check.
  package init(
    name: String, statement: String, outcome: SelfTestOutcome, evidence: [SelfTestInstrument], detail: String
  ) {
    self.name = name
    self.statement = statement
    self.outcome = outcome
    self.evidence = evidence
    self.detail = detail
  }

  /// The report's line: `a. pass [app] (…): …`.
  package var line: String {
    let instruments = evidence.isEmpty ? "" : " [\(evidence.map(\.rawValue).joined(separator: ", "))]"
    return "\(name). \(outcome.rawValue)\(instruments) (\(statement)): \(detail)"
  }
}

/// One instrument's finding on a check, before the verdict weighs it.
package struct SelfTestFinding: Sendable, Equatable {
  /// Who found it.
  package var instrument: SelfTestInstrument
  /// What it found.
  package var outcome: SelfTestOutcome
  /// The numbers, or why it could not tell.
  package var detail: String

  /// Creates a finding.
  package init(_ instrument: SelfTestInstrument, _ outcome: SelfTestOutcome, _ detail: String) {
    self.instrument = instrument
    self.outcome = outcome
    self.detail = detail
  }

  /// Weighs findings into a check.
  ///
  /// Any failure fails the check, whoever found it. A pass counts only from an instrument in `counted`;
  /// a pass from another is reported with "(not independent)" and leaves the check inconclusive. Without a
  /// counted pass or a failure the check is inconclusive, or not applicable when every finding says so.
  /// With `everyCountedNeeded`, every counted instrument must pass: one that did not (no evidence, too
  /// little of it) leaves the check inconclusive.
  package static func weigh(
    _ findings: [SelfTestFinding], name: String, statement: String, counted: Set<SelfTestInstrument>,
    everyCountedNeeded: Bool = false
  ) -> SelfTestCheck {
    let text = findings.map { finding in
      let note = finding.outcome == .pass && !counted.contains(finding.instrument) ? " (not independent)" : ""
      return "\(finding.instrument.rawValue): \(finding.detail)\(note)"
    }.joined(separator: "; ")
    let failed = findings.filter { $0.outcome == .fail }.map(\.instrument)
    if !failed.isEmpty {
      return SelfTestCheck(
        name: name, statement: statement, outcome: .fail, evidence: Array(Set(failed)).sorted(), detail: text)
    }
    let passed = findings.filter { $0.outcome == .pass && counted.contains($0.instrument) }.map(\.instrument)
    let short =
      everyCountedNeeded
      && (Set(passed) != counted
        || findings.contains { counted.contains($0.instrument) && $0.outcome == .inconclusive })
    if !passed.isEmpty, !short {
      return SelfTestCheck(
        name: name, statement: statement, outcome: .pass, evidence: Array(Set(passed)).sorted(), detail: text)
    }
    if !findings.isEmpty, findings.allSatisfy({ $0.outcome == .notApplicable }) {
      return SelfTestCheck(
        name: name, statement: statement, outcome: .notApplicable, evidence: [], detail: text)
    }
    return SelfTestCheck(
      name: name, statement: statement, outcome: .inconclusive, evidence: [],
      detail: text.isEmpty ? "nothing observed it" : text)
  }
}
