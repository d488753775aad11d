/// What the report's SVG plots and screen write alike: coordinate attributes and rectangles.
enum SVGElement {
  /// Appends ` name="value"` for each attribute, in order, the value written as an SVG coordinate
  /// (``ReplayFormat/appendCoordinate(_:to:)``).
  static func appendCoordinates(_ attributes: KeyValuePairs<String, Double>, to out: inout String) {
    for (name, value) in attributes {
      out += " "
      out += name
      out += "=\""
      ReplayFormat.appendCoordinate(value, to: &out)
      out += "\""
    }
  }

  /// Appends a `<rect>`: its coordinates, then `extra` attributes (already escaped).
  static func appendRect(
    x: Double, y: Double, width: Double, height: Double, extra: String = "", to out: inout String
  ) {
    out += "<rect"
    appendCoordinates(["x": x, "y": y, "width": width, "height": height], to: &out)
    if !extra.isEmpty {
      out += " "
      out += extra
    }
    out += "/>"
  }
}
