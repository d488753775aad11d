import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Reading scenario and trace files and writing reports, with messages that name the file.
enum KbdockFiles {
  /// The largest scenario file read, in bytes: 16 MiB (a scenario is a few kilobytes).
  static let maximumScenarioSize = 16 << 20

  /// Throws unless `path` names something that can be opened for reading and is not a directory.
  ///
  /// Devices such as `/dev/null` and pipes count as files.
  static func checkReadable(_ path: String) throws(KbdockInputError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw KbdockInputError("\(path): expected a readable file, found nothing at that path")
    }
    guard !isDirectory.boolValue else {
      throw KbdockInputError("\(path): expected a readable file, found a directory")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw KbdockInputError("\(path): expected a readable file, found one this user may not read")
    }
  }

  /// The bytes of the file at `path`, at most ``maximumScenarioSize``.
  static func contents(of path: String) throws(KbdockInputError) -> Data {
    try checkReadable(path)
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maximumScenarioSize + 1) ?? Data()
      guard data.count <= maximumScenarioSize else {
        throw KbdockInputError(
          "\(path): expected a scenario of at most \(maximumScenarioSize) bytes, found a larger file")
      }
      return data
    } catch let error as KbdockInputError {
      throw error
    } catch {
      throw KbdockInputError("\(path): expected a readable file, found one that could not be read")
    }
  }

  static func scenario(at path: String) throws(KbdockInputError) -> ReplayScenario {
    let data = try contents(of: path)
    do {
      return try ReplayScenario.decode(data)
    } catch {
      throw KbdockInputError(file: path, error)
    }
  }

  /// Reads the trace at `path` whole and fits the keyboard's physics to it.
  static func fit(at path: String) throws(KbdockInputError) -> KeyboardPhysicsFit {
    try checkReadable(path)
    let trace: KeyboardTrace
    do {
      let reader = try KeyboardTraceReader(contentsOf: URL(fileURLWithPath: path))
      var records: [KeyboardTraceRecord] = []
      while let record = try reader.next() { records.append(record) }
      trace = KeyboardTrace(header: reader.header, records: records)
    } catch {
      throw KbdockInputError(file: path, error)
    }
    do {
      return try KeyboardPhysicsFit.fit(trace)
    } catch {
      throw KbdockInputError("\(path): \(error.message)")
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
        "\(directory): expected a directory the report can be written to, found \(obstacle(to: url))")
    }
    return file.path
  }

  /// Why a report cannot be written into `directory`, in words (never an error code).
  static func obstacle(to directory: URL) -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    // The deepest part of the path that exists says what is in the way.
    var existing = directory.standardizedFileURL
    while !manager.fileExists(atPath: existing.path, isDirectory: &isDirectory), existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    let name = existing.path
    if !isDirectory.boolValue { return "\(name), which is not a directory" }
    if !manager.isWritableFile(atPath: name) { return "\(name), a directory this user may not write to" }
    return "a directory where index.html could not be written"
  }
}
