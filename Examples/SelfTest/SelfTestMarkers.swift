#if canImport(UIKit)
import KeyboardDockTrace
import UIKit

/// The colours the self-test paints while it measures, for the screen recording's analyzer
/// (`kbdock frames`, whose defaults they are): pure green `#00FF00` behind the bar, and a 1-pt pure
/// magenta `#FF00FF` hairline on the bar's bottom edge.
///
/// The green view fills the bar's superview just behind the bar and takes no touches; the hairline is a
/// subview of the bar, so it moves with the bar's own presentation. Neither is an accessibility element,
/// and neither changes the bar's layout.
@MainActor
final class SelfTestMarkers {
  /// The background's colour: `#00FF00`.
  static let background = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// The hairline's colour: `#FF00FF`.
  static let hairline = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  private let backdrop = UIView()
  private let line = UIView()

  /// Paints the markers around `bar`.
  func paint(around bar: UIView) {
    guard let superview = bar.superview else { return }
    for view in [backdrop, line] {
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.accessibilityElementsHidden = true
    }
    backdrop.backgroundColor = Self.background
    backdrop.frame = superview.bounds
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.insertSubview(backdrop, belowSubview: bar)
    line.backgroundColor = Self.hairline
    line.frame = CGRect(x: 0, y: bar.bounds.height - 1, width: bar.bounds.width, height: 1)
    line.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    bar.addSubview(line)
  }

  /// Removes the markers.
  func remove() {
    backdrop.removeFromSuperview()
    line.removeFromSuperview()
  }
}

/// The app's side of the handshake with the UI test (``SelfTestStepMarker``): writes each marker to
/// `step.json` in the folder the launch argument `-KeyboardDockSelfTestHandshake <path>` names, and waits
/// for the answer file.
@MainActor
struct SelfTestHandshakeClient {
  /// The handshake folder.
  let folder: URL

  /// The client for the folder named at launch, or `nil` when the app was not launched by the UI test.
  static func fromLaunchArguments() -> SelfTestHandshakeClient? {
    guard let path = UserDefaults.standard.string(forKey: SelfTestStepMarker.launchArgument), !path.isEmpty
    else { return nil }
    return SelfTestHandshakeClient(folder: URL(fileURLWithPath: path, isDirectory: true))
  }

  /// Writes `marker` and waits for its answer, at most ``SelfTestStepMarker/answerTimeout``; `false`
  /// when no answer came.
  func exchange(_ marker: SelfTestStepMarker) async -> Bool {
    let answer = folder.appendingPathComponent(marker.answerName)
    guard let data = try? marker.jsonLine() else { return false }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: folder.appendingPathComponent(SelfTestStepMarker.fileName), options: .atomic)
    if marker.phase == .finished { return true }
    let start = Date()
    while Date().timeIntervalSince(start) < SelfTestStepMarker.answerTimeout {
      if FileManager.default.fileExists(atPath: answer.path) { return true }
      try? await Task.sleep(nanoseconds: 50_000_000)
    }
    return false
  }
}
#endif
