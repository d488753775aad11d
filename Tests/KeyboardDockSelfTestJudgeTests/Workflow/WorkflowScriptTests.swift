import Foundation
import Testing

/// The Self-test workflow's scripts, run on Linux: the simulator picked from recorded `simctl list -j`
/// output, and the frames step with stand-ins for ffmpeg, ffprobe and kbdock.
@Suite("Self-test workflow: scripts")
struct WorkflowScriptTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let scripts = root.appendingPathComponent(".github/scripts")
  static let testdata = scripts.appendingPathComponent("testdata")

  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  static func pick(_ major: String, runtimes: String, devicetypes: String = "simctl-devicetypes.json") throws
    -> Run
  {
    try run([
      "python3", scripts.appendingPathComponent("selftest-pick-simulator.py").path, major,
      testdata.appendingPathComponent(runtimes).path, testdata.appendingPathComponent(devicetypes).path,
    ])
  }

  // MARK: Picking the simulator

  @Test(arguments: [
    (
      "18",
      "com.apple.CoreSimulator.SimRuntime.iOS-18-6 com.apple.CoreSimulator.SimDeviceType.iPhone-16-Pro\n"
    ),
    (
      "26",
      "com.apple.CoreSimulator.SimRuntime.iOS-26-2 com.apple.CoreSimulator.SimDeviceType.iPhone-17-Pro\n"
    ),
  ])
  func theNewestRuntimeAndItsNewestProPhone(major: String, expected: String) throws {
    let picked = try Self.pick(major, runtimes: "simctl-runtimes.json")
    #expect(picked.status == 0)
    #expect(picked.output == expected)
  }

  @Test func noRuntimeOfTheMajorVersionNamesWhatThereIs() throws {
    let picked = try Self.pick("18", runtimes: "simctl-runtimes-ios17-only.json")
    #expect(picked.status == 1)
    #expect(picked.output == "")
    #expect(
      picked.error
        == "selftest-pick-simulator: no available iOS 18 runtime (have: iOS 17.5, iOS 17.2 (unavailable))\n")
    // iOS 26.0 is listed but unavailable: 26.2 is picked, never 26.0.
    let unavailable = try Self.pick("17", runtimes: "simctl-runtimes.json")
    #expect(
      unavailable.error
        == "selftest-pick-simulator: no available iOS 17 runtime (have: iOS 18.5, iOS 18.6, iOS 26.0 "
        + "(unavailable), iOS 26.2)\n")
  }

  /// The old workflow's query, `simctl list -j runtimes devicetypes`, recorded: an empty runtime list.
  @Test func theCombinedQueryFindsNoRuntime() throws {
    let picked = try Self.pick("18", runtimes: "simctl-runtimes-devicetypes-combined.json")
    #expect(picked.status == 1)
    #expect(picked.error == "selftest-pick-simulator: no available iOS 18 runtime (have: none)\n")
  }

  @Test func aListOfTheWrongKindIsUnusable() throws {
    let picked = try Self.pick(
      "18", runtimes: "simctl-devicetypes.json", devicetypes: "simctl-devicetypes.json")
    #expect(picked.status == 2)
    #expect(picked.error.contains("no \"runtimes\" list"))
  }

  // MARK: The frames step

  /// Stand-ins: ffprobe says 45.2 s; ffmpeg logs its arguments and writes 2 frames per window; kbdock
  /// writes one row per PNG (and, with STUB_KBDOCK_DIE, one row and then dies).
  static func stubs(in folder: URL) throws {
    let ffprobe = """
      #!/usr/bin/env bash
      echo 45.200000
      """
    let ffmpeg = """
      #!/usr/bin/env bash
      echo "$*" >> "$STUB_LOG"
      pattern="${@: -1}"
      for n in 1 2; do printf 'png' > "$(printf "$pattern" "$n")"; done
      """
    let kbdock = """
      #!/usr/bin/env bash
      [[ $1 == frames ]] || exit 64
      for file in "$2"/*.png; do
        printf '{"file": "%s", "keyboardTop": null, "barBottom": 810, ' "$(basename "$file")"
        printf '"gap": null, "overlap": null, "hairlineHidden": false}\\n'
        if [[ -n ${STUB_KBDOCK_DIE:-} ]]; then exit 137; fi
      done
      echo "NO EVIDENCE: stand-in" >&2
      exit 2
      """
    for (name, text) in [("ffprobe", ffprobe), ("ffmpeg", ffmpeg), ("kbdock", kbdock)] {
      let url = folder.appendingPathComponent(name)
      try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
  }

  static func framesStep(dies: Bool = false) throws -> (run: Run, results: URL, temp: URL, log: String) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "frames-step-\(UUID().uuidString)", isDirectory: true)
    let bin = base.appendingPathComponent("bin")
    let stills = base.appendingPathComponent("stills")
    let results = base.appendingPathComponent("results")
    let temp = base.appendingPathComponent("runner-temp")
    for folder in [bin, stills, temp] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try stubs(in: bin)
    try Data("mp4".utf8).write(to: base.appendingPathComponent("screen.mp4"))
    for name in ["still-0000-uikit-chat-show.png", "still-0001-uikit-chat-hide.png", "notes.txt"] {
      try Data("png".utf8).write(to: stills.appendingPathComponent(name))
    }
    let log = base.appendingPathComponent("ffmpeg.log")
    var environment = [
      "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "RUNNER_TEMP": temp.path, "STUB_LOG": log.path,
    ]
    if dies { environment["STUB_KBDOCK_DIE"] = "1" }
    let run = try run(
      [
        "bash", scripts.appendingPathComponent("selftest-frames.sh").path,
        base.appendingPathComponent("screen.mp4").path, stills.path, results.path,
        bin.appendingPathComponent("kbdock").path, "3",
      ], environment: environment)
    return (run, results, temp, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  @Test func framesAreDecodedWithPassthroughInWindowsMeasuredOnceAndDeleted() throws {
    let (run, results, temp, log) = try Self.framesStep()
    #expect(run.status == 0)
    // 45.2 s in 20-second windows: 0, 20 and 40; every frame as recorded, never `-vsync`.
    let calls = log.split(separator: "\n").map(String.init)
    #expect(calls.count == 3)
    for (call, start) in zip(calls, [0, 20, 40]) {
      #expect(call.hasPrefix("-nostdin -loglevel error -ss \(start) -t 20 -i "))
      #expect(call.contains(" -fps_mode passthrough "))
      #expect(!call.contains("vsync"))
    }
    let frames = try String(contentsOf: results.appendingPathComponent("frames.jsonl"), encoding: .utf8)
    #expect(
      frames.split(separator: "\n").map { $0.split(separator: "\"")[3] } == [
        "w0000-00001.png", "w0000-00002.png", "w0001-00001.png", "w0001-00002.png", "w0002-00001.png",
        "w0002-00002.png",
      ])
    let stills = try String(contentsOf: results.appendingPathComponent("stills.jsonl"), encoding: .utf8)
    #expect(stills.split(separator: "\n").count == 2)
    #expect(stills.contains("still-0001-uikit-chat-hide.png"))
    // Nothing but the rows and the verdict lines is left: the scratch folder is gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: results.path).sorted() == [
        "frames.jsonl", "frames.txt", "stills.jsonl",
      ])
    #expect(run.output.contains("video: 6 rows in frames.jsonl"))
  }

  /// kbdock killed half-way through each window: the rows it wrote stay, the step goes on, and the
  /// scratch folder is still removed.
  @Test func aKilledMeasurementKeepsItsRows() throws {
    let (run, results, temp, _) = try Self.framesStep(dies: true)
    #expect(run.status == 0)
    let frames = try String(contentsOf: results.appendingPathComponent("frames.jsonl"), encoding: .utf8)
    #expect(frames.split(separator: "\n").count == 3)
    #expect(run.output.contains("kbdock frames exit status 137"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == [])
  }

  @Test func aMissingVideoIsAFailureOfTheStepNotOfTheVerdict() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("frames-missing-\(UUID())")
    let results = base.appendingPathComponent("results")
    let run = try Self.run(
      [
        "bash", Self.scripts.appendingPathComponent("selftest-frames.sh").path,
        base.appendingPathComponent("none.mp4").path,
        base.appendingPathComponent("stills").path, results.path, "/bin/false",
      ], environment: ["RUNNER_TEMP": FileManager.default.temporaryDirectory.path])
    #expect(run.status == 1)
    #expect(run.error.contains("none.mp4 is missing or empty"))
    #expect(try String(contentsOf: results.appendingPathComponent("frames.jsonl"), encoding: .utf8) == "")
  }

  // MARK: The workflow's run blocks

  /// Every `run:` block extracted as the runner runs it: the simulator's lists queried one at a time, the
  /// frames measured by the script with the release kbdock, nothing unsigned, no `swift run`, no `-vsync`.
  @Test func theWorkflowsRunBlocks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-blocks-\(UUID())")
    let run = try Self.run([
      "python3", Self.root.appendingPathComponent(".ci/workflow-shellcheck.py").path, "--extract",
      folder.path,
      Self.root.appendingPathComponent(".github/workflows/selftest.yml").path,
    ])
    #expect(run.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count == 16)
    let blocks = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    let all = blocks.joined(separator: "\n")
    #expect(all.contains("xcrun simctl list -j runtimes > "))
    #expect(all.contains("xcrun simctl list -j devicetypes > "))
    #expect(!all.contains("runtimes devicetypes"))
    #expect(!all.contains("vsync"))
    #expect(!all.contains("swift run"))
    #expect(!all.contains("CODE_SIGNING_ALLOWED=NO"))
    #expect(all.contains("CODE_SIGN_IDENTITY=-"))
    #expect(all.components(separatedBy: "swift build -c release --product kbdock").count == 2)
    #expect(all.contains(".github/scripts/selftest-frames.sh \"$RESULTS/screen.mp4\" \"$HANDSHAKE/stills\""))
    // Expressions become plain words for shellcheck.
    #expect(!all.contains("${{"))
  }
}
