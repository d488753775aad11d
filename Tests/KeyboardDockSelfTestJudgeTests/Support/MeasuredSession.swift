/// The measured trace of KeyboardDockReplayTests' `MeasuredGapTests`, which the verdict's tests measure
/// through the replay engine's measurement to show that the two agree.
enum MeasuredSession {
  /// A show and a hide measured at 8 Hz (exact binary times), then a frame at rest with the bar 12 pt high.
  static let lines = [
    TraceLines.header,
    #"{"t":1,"type":"notification","name":"willChangeFrame","begin":[0,844,390,336],"end":[0,508,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":1.000001,"type":"notification","name":"willShow","begin":[0,844,390,336],"end":[0,508,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":1.000001,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":1.125,"type":"shown","keyboardOverlap":200,"barBottom":205}"#,
    #"{"t":1.25,"type":"shown","keyboardOverlap":330,"barBottom":328}"#,
    #"{"t":1.375,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":1.5,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":1.625,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":2,"type":"notification","name":"willHide","begin":[0,508,390,336],"end":[0,844,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":2.125,"type":"shown","keyboardOverlap":300,"barBottom":310}"#,
    #"{"t":2.25,"type":"shown","keyboardOverlap":100,"barBottom":99}"#,
    #"{"t":2.375,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":2.5,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":3,"type":"shown","keyboardOverlap":34,"barBottom":46}"#,
  ]
}
