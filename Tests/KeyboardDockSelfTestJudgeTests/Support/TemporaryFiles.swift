import Foundation

/// A fresh directory for one test's files, removed when the value goes away.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("kbdock-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `text` to a file called `name` and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }
}

/// Trace lines shared by the tests.
enum TraceLines {
  /// The header of an iPhone trace: 390 × 844, safe area 47/34.
  static let header =
    #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"#
    + #""container":{"frame":[0,0,390,844],"safeArea":{"top":47,"left":0,"bottom":34,"right":0}}}"#
  /// willShow to the 336 pt keyboard at t = 1.
  static let willShow =
    #"{"t":1.0,"type":"notification","name":"willShow","begin":[0,844,390,336],"end":[0,508,390,336],"#
    + #""duration":0.25,"curve":7,"isLocal":true}"#
}
