import Foundation
import KeyboardDockCore
import KeyboardDockTrace

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The self-test's judge outside the app: reads what the app wrote (`run.json`, `trace.jsonl`), the UI
/// test's readings and the video's frames, and weighs them into the verdict (`SelfTestVerdict`).
///
/// `kbdock selftest` runs it; the Self-test workflow's result is its exit status. It reads no trace itself:
/// the caller passes the trace format's parser (`KeyboardTraceParser`, in KeyboardDockReplay), so the
/// judge needs nothing of the replay engine.
public enum SelfTestJudge {
  /// The judge's answer: the report's lines and the exit status (0 pass, 1 fail, 2 inconclusive or
  /// unusable input).
  public struct Outcome: Sendable, Equatable {
    /// The report, one line a line.
    public var lines: [String]
    /// 0, 1 or 2.
    public var exitStatus: Int32
    /// The JSON report, or `nil` on unusable input.
    public var json: Data?
  }

  /// Judges a run.
  ///
  /// - Parameters:
  ///   - folder: The app's `KeyboardDockSelfTest` folder, with `run.json` and, where recorded,
  ///     `trace.jsonl`.
  ///   - accessibility: The UI test's `accessibility.jsonl`, or `nil` when it did not run.
  ///   - frames: The output of `kbdock frames --format json`, or `nil` when no video was measured.
  ///   - stills: The same for the UI test's stills (`still-<index>…png`), or `nil` when none were.
  ///   - parseTrace: Reads `trace.jsonl`'s contents; throws on a malformed trace.
  public static func judge(
    folder: URL, accessibility: URL?, frames: URL?, stills: URL? = nil,
    parseTrace: (Data) throws -> KeyboardTrace
  ) -> Outcome {
    do {
      let verdict = try verdict(
        folder: folder, accessibility: accessibility, frames: frames, stills: stills, parseTrace: parseTrace)
      return Outcome(lines: verdict.lines, exitStatus: verdict.result.exitStatus, json: try? verdict.json())
    } catch {
      return Outcome(
        lines: ["KeyboardDock self-test: INCONCLUSIVE: unusable input: \(error)"],
        exitStatus: SelfTestResult.inconclusive.exitStatus, json: nil)
    }
  }

  /// The verdict over the files; throws `SelfTestInputError` naming a file that is missing or unreadable.
  package static func verdict(
    folder: URL, accessibility: URL?, frames: URL?, stills: URL? = nil,
    parseTrace: (Data) throws -> KeyboardTrace
  ) throws -> SelfTestVerdict {
    let runURL = folder.appendingPathComponent("run.json")
    let run: SelfTestRunFile
    do {
      run = try JSONDecoder().decode(SelfTestRunFile.self, from: Data(contentsOf: runURL))
    } catch {
      throw SelfTestInputError("\(runURL.path): not the app's run.json (\(error))")
    }
    let traceURL = folder.appendingPathComponent("trace.jsonl")
    var trace: KeyboardTrace?
    if FileManager.default.fileExists(atPath: traceURL.path) {
      do {
        trace = try parseTrace(Data(contentsOf: traceURL))
      } catch {
        throw SelfTestInputError("\(traceURL.path): \(error)")
      }
    }
    let readings = try accessibility.map { url in
      try SelfTestAccessibilityReading.parse(try text(url, "the UI test's readings"))
    }
    let pixels = try frames.map { url in try SelfTestPixelFrame.parse(try text(url, "the video's frames")) }
    let stillRows = try stills.map { url in try SelfTestPixelFrame.parse(try text(url, "the stills")) }
    let header =
      trace?.header
      ?? KeyboardTraceHeader(
        container: KeyboardContainer(
          frameInScreen: .zero, safeAreaInsets: DockEdgeInsets(top: 0, bottom: 0), screenBounds: .zero,
          screen: .tracedViewScreen))
    return SelfTestVerdict(
      header: header, records: trace?.records ?? [], observations: run.observations, steps: run.steps,
      accessibility: readings, pixels: pixels, stills: stillRows)
  }

  private static func text(_ url: URL, _ what: String) throws -> String {
    guard let data = try? Data(contentsOf: url) else {
      throw SelfTestInputError("\(url.path): \(what) cannot be read")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
