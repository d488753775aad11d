import Foundation

extension JSONObjectReader {
  /// Throws for the first member whose key is not in `known`, naming its line and field and, when
  /// one is close, the known key meant.
  ///
  /// A misspelt key would otherwise be ignored silently, and the value it was meant to set left at
  /// its default. Keys are close when their edit distance, ignoring case, is at most a third of
  /// the longer one's length, and at least 2.
  package func rejectUnknownKeys(_ known: [String]) throws {
    for member in members where !known.contains(member.key) {
      let found = "found the unknown key \"\(member.key)\""
      let expected: String
      if let nearest = Self.nearest(to: member.key, in: known) {
        expected = "a known key (did you mean \"\(nearest)\"?), \(found)"
      } else {
        expected = "one of the keys \(known.joined(separator: ", ")), \(found)"
      }
      throw KeyboardTraceError(line: member.value.line, field: fieldPath(member.key), expected: expected)
    }
  }

  /// The key of `known` nearest to `key`, when it is close enough to be a misspelling.
  package static func nearest(to key: String, in known: [String]) -> String? {
    let target = Array(key.lowercased())
    var best: (key: String, distance: Int)?
    for candidate in known {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let limit = max(2, max(target.count, best.key.count) / 3)
    return best.distance <= limit ? best.key : nil
  }

  /// The Levenshtein distance between `a` and `b`.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
