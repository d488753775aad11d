import ArgumentParser
import Foundation
import KeyboardDockFrames

extension KbdockCommand {
  struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Measure the bar against the keyboard in a folder of PNG frames (a screen recording's).",
      discussion: """
        Reads every PNG in DIR in natural file-name order (frame2 before frame10), all of one size. In \
        each frame it finds the keyboard's top edge (no markers needed) and the bar's bottom edge from a \
        1-pt hairline of --bar-color on it; with the background behind the bar painted --background-color, \
        a keyboard covering the hairline is reported too. Prints per frame the keyboard's top and the \
        bar's bottom in points from the frame's top, the gap and the overlap, then a verdict: frames off \
        by more than 1 pt (the self-test judge's tolerance) fail, and so do frames where the keyboard \
        hides the hairline. With --format json it writes JSON Lines instead, one row a frame as it is \
        measured (file, keyboardTop, barBottom, gap, overlap, hairlineHidden), and the verdict line to \
        standard error. Turn a recording into frames with \
        `ffmpeg -i rec.mov -fps_mode passthrough frames/%05d.png` and pass --video. Without --video, each \
        frame is read both exactly and as a video's; the video's reading is taken where the exact one \
        finds no keyboard, or finds it up to 100 pt (a row of keys) lower.

        Exit status: 0 when frames were measured and none was off, 1 when one was off, 2 for unusable \
        input or when no frame shows both the keyboard and the hairline.
        """)
    @Argument(help: "A folder of PNG frames.")
    var directory: String
    @Option(
      name: .long, parsing: .unconditional,
      help: ArgumentHelp("Pixels per point (3 for most iPhones, 2 for iPads).", valueName: "S"))
    var scale: Double
    @Option(
      name: .customLong("bar-color"),
      help: ArgumentHelp(
        "The hairline's colour on the bar's bottom edge (default FF00FF).", valueName: "RRGGBB"))
    var barColor: String?
    @Option(
      name: .customLong("background-color"),
      help: ArgumentHelp("The background's colour behind the bar (default 00FF00).", valueName: "RRGGBB"))
    var backgroundColor: String?
    @Option(
      name: .long, help: ArgumentHelp("table (the default) or json (JSON Lines).", valueName: "FORMAT"))
    var format: String?
    @Flag(
      name: .long,
      help: "The frames were decoded from a video (H.264): read edges through compression noise.")
    var video = false

    func run() {
      let outcome = KbdockFrames.run(
        directory: directory, scale: scale, barColor: barColor, backgroundColor: backgroundColor,
        format: format, video: video, write: { row in FileHandle.standardOutput.write(Data(row.utf8)) })
      FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
      FileHandle.standardError.write(Data(outcome.standardError.utf8))
      Foundation.exit(outcome.exitCode)
    }
  }
}
