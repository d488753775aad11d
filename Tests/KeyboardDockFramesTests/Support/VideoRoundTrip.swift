import Foundation
import KeyboardDockSelfTestJudge

@testable import KeyboardDockFrames

/// Frames through the H.264 video a screen recording is: encoded with ffmpeg's libx264 in yuv420p (chroma
/// subsampled 2 × 2) at a constant rate factor, decoded back to PNG, read as the analyzer reads frames.
///
/// Test support only. ffmpeg is Debian's (.ci/run installs it when missing); without it the round trip
/// throws, and the tests that need it fail rather than skip.
enum VideoRoundTrip {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `images` (all of one even size), each shown for `repeats` frames at 60 Hz, through H.264 at `crf`;
  /// returns the decoded frames, `repeats` per image, in order.
  static func roundTrip(_ images: [PixelImage], crf: Int, repeats: Int = 2) throws -> [PixelImage] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "video-round-trip-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var number = 0
    for image in images {
      let data = TestPNG.data(image)
      for _ in 0..<repeats {
        number += 1
        try data.write(to: folder.appendingPathComponent(String(format: "in%05d.png", number)))
      }
    }
    try ffmpeg([
      "-framerate", "60", "-i", folder.appendingPathComponent("in%05d.png").path, "-c:v", "libx264",
      "-preset", "medium", "-pix_fmt", "yuv420p", "-crf", String(crf),
      folder.appendingPathComponent("video.mp4").path,
    ])
    try ffmpeg([
      "-i", folder.appendingPathComponent("video.mp4").path, "-fps_mode", "passthrough",
      folder.appendingPathComponent("out%05d.png").path,
    ])
    return try (1...number).map { index in
      let data = try Data(contentsOf: folder.appendingPathComponent(String(format: "out%05d.png", index)))
      return try PNGDecoder.decode(data)
    }
  }

  private static func ffmpeg(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffmpeg", "-nostdin", "-y", "-loglevel", "error"] + arguments
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(description: "ffmpeg cannot be run (apt-get install ffmpeg): \(error)")
    }
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "ffmpeg \(arguments.joined(separator: " ")): exit \(process.terminationStatus): "
          + String(decoding: message, as: UTF8.self))
    }
  }
}
