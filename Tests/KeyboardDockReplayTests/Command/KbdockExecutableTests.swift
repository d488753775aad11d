import Foundation
import Testing

/// The `kbdock` executable's own exit statuses: argument-parsing errors are unusable input
/// (status 2, not ArgumentParser's 64), `--help` is not an error.
@Suite("kbdock: the executable's exit status")
struct KbdockExecutableTests {
  /// The `kbdock` built next to the test bundle.
  static var executable: URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("kbdock")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, standardError: String) {
    let process = Process()
    let url: URL = try #require(executable, "kbdock is built with the tests")
    process.executableURL = url
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(arguments: [
    (
      ["replay", "t.jsonl", "--fps", "-0"],
      "kbdock: --frame-rate: expected a number of frames per second from 1 to 1000, found -0\n"
    ),
    (
      ["--fps", "fast"],
      "kbdock: The value 'fast' is invalid for '--fps <HZ>'\nkbdock: see `kbdock --help`\n"
    ),
    (["--bogus"], "kbdock: Unknown option '--bogus'\nkbdock: see `kbdock --help`\n"),
    (["replay"], "kbdock: Missing expected argument '<files> ...'\nkbdock: see `kbdock --help`\n"),
  ])
  func commandLineErrorsExitWithTwo(arguments: [String], message: String) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.standardError == message)
  }

  @Test func helpIsNotAnError() throws {
    #expect(try Self.run(["--help"]).status == 0)
  }
}
