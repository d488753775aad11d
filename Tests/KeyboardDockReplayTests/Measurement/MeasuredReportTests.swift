import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// The HTML report of a measured trace draws the measured keyboard and bar beside the simulated ones and
/// tabulates the measured figures per transition.
@Suite("Measured on the device: the HTML report")
struct MeasuredReportTests {
  static let recording = MeasuredGapTests.recording(
    bottoms: [810, 501, 511, 811], keyboardTops: [844, 508, 508, 844])

  @Test func measuredFramesAreShownOnTheReportsFrames() throws {
    let series = HTMLFrameSeries(Self.recording)
    let measured = try #require(HTMLMeasuredSeries(Self.recording, on: series))
    // Frames at 0, 0.1, 0.2 and 0.3 s show the measured frames at 10 and 10.1 s (trace clock, start 10);
    // 0.2 s is within the reach of the frame at 0.1, 0.3 s is not.
    #expect(measured.keyboardTops[0] == 810)
    #expect(measured.keyboardTops[1] == 508)
    #expect(measured.barBottoms[0] == 810)
    #expect(measured.barBottoms[1] == 504)
    #expect(measured.barBottoms[2].isNaN)
    #expect(measured.barBottoms[3].isNaN)
    // The gap is drawn only while the keyboard is above the resting line: 340 − 336.
    #expect(measured.gaps[0].isNaN)
    #expect(measured.gaps[1] == 4)
  }

  @Test func thePageDrawsAndTabulatesTheMeasurement() {
    let page = HTMLReport.render([Self.recording], title: "measured")
    #expect(page.contains("keyboard top, measured on the device</li>"))
    #expect(page.contains("bar, measured on the device</li>"))
    #expect(page.contains("<path stroke=\"#212529\" stroke-width=\"2\" stroke-dasharray=\"8 3\""))
    #expect(page.contains("<path stroke=\"#495057\" stroke-width=\"2.5\" stroke-dasharray=\"2 3\""))
    #expect(page.contains("<caption>Measured on the device, beside KeyboardDock simulated</caption>"))
    #expect(
      page.contains(
        "<tr><th scope=\"row\">willShow at 0.000 s</th><td class=\"num\">2</td><td class=\"num bad\">4.0</td>"
          + "<td class=\"num\">0.0</td><td class=\"num bad\">7.0</td><td class=\"num\">0.0</td></tr>"))
    #expect(page.contains("<th scope=\"col\">Measured on the device max gap / overlap (pt)</th>"))
  }

  @Test func aPageWithoutMeasurementsStaysAsItWas() {
    var recording = Self.recording
    recording.measurement = nil
    let page = HTMLReport.render([recording], title: "plain")
    #expect(!page.contains("measured on the device"))
    #expect(!page.contains("Measured on the device"))
  }
}
