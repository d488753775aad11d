/// A self-contained HTML page showing how each strategy placed the bar in each scenario.
///
/// For every recording the page shows an animated picture of the container (keyboard, safe
/// areas, one bar per strategy) with a scrubber, play button and a readout of the shown frame;
/// two plots over time (keyboard top and bar bottoms; each strategy's gap to the keyboard) with
/// the recording's marks; and the metrics table, baselines labelled "model".
///
/// The page loads nothing: style and script are inline, the plots are SVG drawn here, so they
/// show without JavaScript, and it opens offline from a file. Recordings longer than
/// ``maximumEmbeddedFrames`` embed that many evenly spaced frames for the scrubber (the page
/// says so); the plots always use every frame. Non-finite numbers are drawn as gaps in the
/// lines and written as `null`, never as `nan`.
public enum HTMLReport {
  /// The most frames a scenario embeds for its scrubber: 20,000.
  public static let maximumEmbeddedFrames = HTMLFrameJSON.maximumFrames

  /// Renders the page for `recordings`, in order, under `title` (plain text; it is escaped).
  ///
  /// - Parameters:
  ///   - recordings: The scenarios to show; an empty list gives a page that says so.
  ///   - title: The page's title and heading.
  /// - Returns: The HTML document, UTF-8 text, ready to write to an `.html` file.
  public static func render(_ recordings: [ReplayRecording], title: String) -> String {
    var out = String()
    out.reserveCapacity(estimatedLength(of: recordings))
    out += "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>"
    HTMLText.appendEscaped(title, to: &out)
    out += "</title><style>"
    out += HTMLReportResources.css
    out += "</style></head><body><h1>"
    HTMLText.appendEscaped(title, to: &out)
    out += "</h1><p class=\"lead\">Each scenario replays a keyboard session frame by frame. "
    out += "KeyboardDock&#39;s bar is solid; the outlined bars are baselines labelled "
    out += "<span class=\"tag\">model</span>: models of common approaches, not the real libraries. "
    out += "Drag the slider or click a plot to inspect a frame.</p>\n"
    if recordings.isEmpty {
      out += "<p class=\"note\">No recordings to show.</p>"
    } else {
      let sections = recordings.enumerated().map { HTMLScenarioSection(recording: $1, index: $0) }
      HTMLOverviewTable.append(sections, to: &out)
      for section in sections {
        section.append(to: &out)
      }
    }
    out += "<script>"
    out += HTMLReportResources.javaScript
    out += "</script></body></html>\n"
    return out
  }

  /// About how long the page for `recordings` will be, so the text is allocated once.
  ///
  /// It counts the style and script, then per recording its markup, about 7 bytes per embedded number and 12
  /// per plotted point (at most about 3,200 per line after the plots' reduction).
  static func estimatedLength(of recordings: [ReplayRecording]) -> Int {
    var length = 16_000
    for recording in recordings {
      let frames = HTMLFrameJSON.embeddedCount(frameCount: recording.times.count)
      let tracks = recording.tracks.count
      let plotted = min(recording.times.count, 3_200)
      length += 14_000 + frames * (tracks + 2) * 7 + plotted * (2 * tracks + 2) * 12
    }
    return length
  }
}
