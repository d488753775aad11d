import Foundation

/// The report's style sheet and script: `report.css` and `report.js` in the module's resources
/// (`Report/Resources`), inlined in the page so that it loads no file.
///
/// The script plays the frames back: each `section.scenario` parses its own `script.frames` JSON
/// (see ``HTMLFrameJSON``) and moves the screen's elements, drawn in container points, by writing
/// recorded values into SVG attributes. Without JavaScript the page still shows the opening frame
/// and the plots.
enum HTMLReportResources {
  /// The CSS.
  static let css = text(of: "report", type: "css")
  /// The JavaScript.
  static let javaScript = text(of: "report", type: "js")

  /// The resource's text without the line break that ends the file.
  ///
  /// The resources are part of the build: one missing is a broken build, not bad input, and traps.
  private static func text(of name: String, type: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: type),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { preconditionFailure("\(name).\(type) is missing from KeyboardDockReplay's resources") }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
