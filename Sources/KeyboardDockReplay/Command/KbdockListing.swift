/// `kbdock list`: the built-in scenarios, as lines or JSON.
enum KbdockListing {
  static func list(json: Bool) -> String {
    let scenarios = ReplayScenario.builtIns
    if json {
      return JSONTextWriter.text(
        JSONValue(
          .array(
            scenarios.map { scenario in
              JSONTextWriter.object([
                ("name", .string(scenario.name)), ("title", .string(scenario.title)),
                ("summary", scenario.summary.map { .string($0) }),
              ])
            }), line: 0))
    }
    let width = (scenarios.map(\.name.count).max() ?? 0) + 2
    return scenarios.map { scenario in
      scenario.name + String(repeating: " ", count: width - scenario.name.count) + scenario.title
    }.joined(separator: "\n") + "\n"
  }
}
