import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace

/// `kbdock frames`: measures the bar against the keyboard in a folder of PNG frames (a screen recording's,
/// or screenshots), frame by frame.
///
/// Each frame is read by ``FramePlacement`` (the keyboard's top edge found without markers, the bar's bottom
/// from its marker hairline) and judged by ``FrameVerdict``. Frames are read one at a time, in natural
/// file-name order. The exit status is 0 when frames were measured and none was off, 1 when one was off
/// (or the keyboard hid the hairline), 2 for unusable input or when no frame showed both edges.
public enum KbdockFrames {
  /// What to print.
  public enum Format: String, Sendable, CaseIterable {
    /// The per-frame table and the verdict line.
    case table
    /// JSON Lines: one object a frame, written as the frame is measured.
    case json
  }

  /// Measures the frames in `directory`.
  ///
  /// - Parameters:
  ///   - directory: A folder of PNG frames, all of one size.
  ///   - scale: Pixels per point: finite and positive.
  ///   - barColor: The bar's hairline colour, `RRGGBB` or `#RRGGBB`; `nil` for `FF00FF`.
  ///   - backgroundColor: The background's colour, as `barColor`; `nil` for `00FF00`.
  ///   - format: `table` or `json`; `nil` for `table`.
  ///   - video: Whether the frames were decoded from a video (H.264, yuv420p): the keyboard's edge is then
  ///     read in luminance and the hairline by its colour's direction (``FramePlacement``'s `lossy`).
  ///     Without it, each frame is read both ways, the video's reading taken where the exact one finds no
  ///     keyboard or finds it up to a row of keys lower
  ///     (`FramePlacement.reading(eitherSource:scale:markers:)`).
  ///   - write: With `json`, receives each row as soon as its frame is measured, so that a run stopped
  ///     half-way leaves the rows measured so far; the outcome's standard output then holds nothing.
  ///     `nil` collects the rows in the outcome.
  public static func run(
    directory: String, scale: Double, barColor: String? = nil, backgroundColor: String? = nil,
    format: String? = nil, video: Bool = false, write: ((String) -> Void)? = nil
  ) -> KbdockOutcome {
    do {
      return try measure(
        directory: directory, scale: scale, barColor: barColor, backgroundColor: backgroundColor,
        format: format, video: video, write: write)
    } catch {
      return KbdockOutcome(exitCode: Kbdock.unusableInput, standardError: "kbdock: \(error.message)\n")
    }
  }

  private static func measure(
    directory: String, scale: Double, barColor: String?, backgroundColor: String?, format: String?,
    video: Bool, write: ((String) -> Void)?
  ) throws(FramesInputError) -> KbdockOutcome {
    guard scale.isFinite, scale > 0 else {
      throw FramesInputError("--scale: expected a finite number of pixels per point above 0, found \(scale)")
    }
    let markers = FrameMarkers(
      bar: try color(barColor, option: "--bar-color", default: .barMarker),
      background: try color(backgroundColor, option: "--background-color", default: .backgroundMarker))
    guard let format = Format(rawValue: format ?? "table") else {
      throw FramesInputError("--format: expected table or json, found \(format ?? "")")
    }
    let names = try FrameFolder.frameNames(in: directory)
    var frames: [(name: String, placement: FramePlacement)] = []
    var rows = ""
    var verdict = FrameVerdict(scale: scale)
    var size: (name: String, width: Int, height: Int)?
    for name in names {
      let path = (directory as NSString).appendingPathComponent(name)
      let data = try FrameFolder.contents(of: path)
      if let size, let found = PNGDecoder.size(of: data), found != (size.width, size.height) {
        throw FramesInputError(
          "\(path): expected a frame of \(size.width) × \(size.height) pixels like \(size.name), "
            + "found \(found.width) × \(found.height)")
      }
      let image: PixelImage
      do {
        image = try PNGDecoder.decode(data)
      } catch {
        throw FramesInputError("\(path): expected a PNG image, found \(error.found)")
      }
      if size == nil { size = (name, image.width, image.height) }
      let placement =
        video
        ? FramePlacement(image, scale: scale, markers: markers, lossy: true)
        : FramePlacement.reading(eitherSource: image, scale: scale, markers: markers)
      verdict.add(placement)
      if format == .json {
        let row = FramesOutput.jsonLine(name: name, placement: placement)
        if let write { write(row) } else { rows += row }
      } else {
        frames.append((name, placement))
      }
    }
    let output =
      format == .json ? rows : FramesOutput.table(frames) + FramesOutput.verdict(verdict, scale: scale)
    var messages = format == .json ? "kbdock: " + FramesOutput.verdict(verdict, scale: scale) : ""
    switch verdict.outcome {
    case .pass:
      return KbdockOutcome(exitCode: 0, standardOutput: output, standardError: messages)
    case .fail:
      return KbdockOutcome(
        exitCode: Kbdock.expectationFailed, standardOutput: output, standardError: messages)
    case .noEvidence:
      messages += "kbdock: \(directory): no frame shows both the keyboard and the bar's hairline\n"
      return KbdockOutcome(exitCode: Kbdock.unusableInput, standardOutput: output, standardError: messages)
    }
  }

  private static func color(_ text: String?, option: String, default value: PixelColor)
    throws(FramesInputError) -> PixelColor
  {
    guard let text else { return value }
    guard let color = PixelColor(hex: text) else {
      throw FramesInputError("\(option): expected a colour as RRGGBB or #RRGGBB, found \(text)")
    }
    return color
  }
}
