/// A small deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014).
///
/// The property tests draw from it with their own helpers rather than the standard library's
/// `random(in:using:)`, whose algorithm may change between Swift releases: a failing seed must
/// replay the same inputs on every toolchain.
struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer in `0..<count` (`count` > 0).
  ///
  /// The modulo bias is irrelevant for tests.
  mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// A double in `0..<1` with 53 random bits.
  mutating func unit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }

  /// A value in `range`.
  mutating func value(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[index(below: elements.count)]
  }
}
