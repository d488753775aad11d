import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Reading scenario and trace files and writing reports, with messages that name the file.
enum KbdockFiles {
  static func contents(of path: String) throws(KbdockInputError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw KbdockInputError("\(path): expected a readable file, found nothing at that path")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw KbdockInputError(
        "\(path): expected a readable file, found \(isDirectory.boolValue ? "a directory" : "no access")")
    }
    return data
  }

  static func scenario(at path: String) throws(KbdockInputError) -> ReplayScenario {
    let data = try contents(of: path)
    do {
      return try ReplayScenario.decode(data)
    } catch {
      throw KbdockInputError(file: path, error)
    }
  }

  static func trace(at path: String) throws(KbdockInputError) -> KeyboardTrace {
    let data = try contents(of: path)
    do {
      return try KeyboardTraceParser.parse(data)
    } catch {
      throw KbdockInputError(file: path, error)
    }
  }

  /// Creates `directory` (and its parents) and writes `index.html` into it; returns its path.
  static func writeReport(
    _ recordings: [ReplayRecording], title: String, to directory: String
  ) throws(KbdockInputError) -> String {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    let file = url.appendingPathComponent("index.html")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(HTMLReport.render(recordings, title: title).utf8).write(to: file, options: .atomic)
    } catch {
      throw KbdockInputError(
        "\(directory): expected a directory the report can be written to, \(error.localizedDescription)")
    }
    return file.path
  }
}
