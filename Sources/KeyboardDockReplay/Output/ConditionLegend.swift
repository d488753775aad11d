/// The letters that stand for conditions in `kbdock`'s table, and the legend printed under it.
///
/// Every condition of a scenario that ran under more than one gets a letter, `a` to `z`, then `aa`,
/// `ab`, …, in the order the conditions first ran; conditions with the same label share a letter.
/// Scenarios that ran once name no condition and add none.
struct ConditionLegend {
  /// The conditions' labels (``ReplayConditions/shortLabel``), in the order of their letters.
  private(set) var labels: [String] = []
  private var letters: [String: String] = [:]

  /// The legend of the conditions the results ran under.
  init(_ results: [ReplayScenarioResult]) {
    for result in results where result.runs.count > 1 {
      for run in result.runs {
        let label = (run.recording.conditions ?? .ideal).shortLabel
        guard letters[label] == nil else { continue }
        letters[label] = Self.letter(labels.count)
        labels.append(label)
      }
    }
  }

  /// An empty legend.
  static let empty = ConditionLegend([])

  /// Whether no condition has a letter.
  var isEmpty: Bool { labels.isEmpty }

  /// The letter of a condition; `?` for one the results did not run under.
  func letter(for conditions: ReplayConditions) -> String {
    letters[conditions.shortLabel] ?? "?"
  }

  /// `a` for 0, `z` for 25, `aa` for 26: bijective base 26.
  static func letter(_ index: Int) -> String {
    var number = index + 1
    var letters: [Character] = []
    while number > 0 {
      number -= 1
      letters.insert(Character(UnicodeScalar(UInt8(97 + number % 26))), at: 0)
      number /= 26
    }
    return String(letters)
  }

  /// The legend, `Conditions: (a) 0 ms, 60 Hz · (b) 0 ms, 120 Hz · …`, wrapped to `width` columns
  /// with continuation lines indented two spaces.
  func lines(width: Int) -> [String] {
    var lines: [String] = []
    var line = "Conditions:"
    for (index, label) in labels.enumerated() {
      let entry = "(\(Self.letter(index))) \(label)"
      let separator = index == 0 ? " " : " · "
      if line.count + separator.count + entry.count > width, index > 0 {
        lines.append(line + " ·")
        line = "  " + entry
      } else {
        line += separator + entry
      }
    }
    lines.append(line)
    return lines
  }
}
