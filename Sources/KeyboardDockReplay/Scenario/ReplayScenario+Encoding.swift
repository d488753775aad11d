import Foundation
import KeyboardDockCore

extension ReplayScenario {
  /// The scenario as JSON text in the scenario format.
  ///
  /// ``decode(_:)`` and `kbdock scenario FILE` read it back. Values equal to their defaults are written
  /// anyway, so an exported scenario documents every setting.
  public func jsonText() -> String {
    JSONTextWriter.text(jsonValue)
  }

  /// The names of ``withoutFaults`` as a JSON array, or `nil` when there are none.
  private var withoutFaultsValue: JSONValue.Kind? {
    withoutFaults.isEmpty ? nil : .array(withoutFaults.map { JSONValue(.string($0), line: 0) })
  }

  /// The scenario as a JSON value, in the format's key order.
  var jsonValue: JSONValue {
    typealias W = JSONTextWriter
    let configuration = dock.configuration
    return W.object([
      ("format", .string(Self.format)),
      ("version", .number(Double(Self.currentVersion))),
      ("name", .string(name)),
      ("title", .string(title)),
      ("summary", summary.map { .string($0) }),
      (
        "device",
        W.object([
          ("model", device.model.map { .string($0) }), ("screen", W.rect(device.screen)),
          ("scale", .number(device.scale)),
        ]).kind
      ),
      ("system", system.map { .string($0) }),
      ("container", Self.containerValue(container, screen: nil).kind),
      (
        "dock",
        W.object([
          ("barHeight", .number(Double(dock.barHeight))),
          ("usesBottomSafeArea", .bool(configuration.usesBottomSafeArea)),
          ("followsUndockedKeyboard", .bool(configuration.followsUndockedKeyboard)),
          ("followsNonLocalKeyboard", .bool(configuration.followsNonLocalKeyboard)),
          ("keyboardSpacing", .number(Double(configuration.keyboardSpacing))),
          ("minimumBottomInset", .number(Double(configuration.minimumBottomInset))),
          ("restingSpacing", .number(Double(configuration.restingSpacing))),
        ]).kind
      ),
      ("scroll", scroll.map { Self.scrollValue($0).kind }),
      ("text", text.map { Self.textValue($0).kind }),
      ("duration", duration.map { .number($0) }),
      ("conditions", conditions.map(\.jsonValue.kind)),
      ("faults", faults.isEmpty ? nil : .array(faults.map(\.jsonValue))),
      ("withoutFaults", withoutFaultsValue),
      ("timeline", .array(timeline.map(Self.eventValue))),
      ("expectations", expectations.isEmpty ? nil : .array(expectations.map(Self.expectationValue))),
    ])
  }

  private static func containerValue(_ container: ScenarioContainer, screen: CGRect?) -> JSONValue {
    JSONTextWriter.object([
      ("frame", JSONTextWriter.rect(container.frame)),
      ("safeArea", JSONTextWriter.insets(container.safeArea)),
      ("topBars", .number(Double(container.topBars))),
      ("tabBar", .number(Double(container.tabBar))),
      ("isSlideOver", .bool(container.isSlideOver)),
      ("window", container.window.map(JSONTextWriter.rect)),
      ("framesInWindow", container.framesInWindow ? .bool(true) : nil),
      ("screen", screen.map(JSONTextWriter.rect)),
    ])
  }

  private static func scrollValue(_ scroll: ScenarioScroll) -> JSONValue {
    JSONTextWriter.object([
      ("contentHeight", .number(Double(scroll.contentHeight))),
      ("contentInset", JSONTextWriter.insets(scroll.contentInset)),
      ("contentOffset", scroll.contentOffset.map { .number(Double($0)) }),
      ("isInverted", .bool(scroll.isInverted)),
      ("adjustmentBehavior", .string(scroll.adjustmentBehavior.rawValue)),
      ("liftPolicy", .string(scroll.liftPolicy.rawValue)),
    ])
  }

  private static func textValue(_ text: ScenarioText) -> JSONValue {
    JSONTextWriter.object([
      ("lineHeight", .number(Double(text.growth.lineHeight))),
      ("verticalInset", .number(Double(text.growth.verticalInset))),
      ("minimumLineCount", .number(Double(text.growth.minimumLineCount))),
      ("maximumLineCount", .number(Double(text.growth.maximumLineCount))),
      ("contentHeight", text.contentHeight.map { .number(Double($0)) }),
      ("reservedHeight", .number(Double(text.reservedHeight))),
    ])
  }

  private static func eventValue(_ event: ScenarioEvent) -> JSONValue {
    typealias W = JSONTextWriter
    var members: [(String, JSONValue.Kind?)] = [
      ("t", .number(event.time)), ("type", .string(event.action.typeName)),
    ]
    switch event.action {
    case .show(let move):
      members += [
        ("frame", W.rect(move.frame)), ("duration", .number(move.duration)),
        ("curve", .number(Double(move.curve))),
        ("isLocal", .bool(move.isLocal)),
      ]
    case .hide(let duration, let curve):
      members += [("duration", .number(duration)), ("curve", .number(Double(curve)))]
    case .switchField(let frame):
      members += [("frame", frame.map(W.rect))]
    case .panel(let height):
      members += [("height", .number(Double(height)))]
    case .drag(let drag):
      members += [
        ("fromY", .number(Double(drag.fromY))), ("toY", .number(Double(drag.toY))),
        ("duration", .number(drag.duration)), ("velocity", drag.releaseVelocity.map { .number($0) }),
        ("accessoryHeight", .number(Double(drag.accessoryHeight))),
      ]
    case .container(let container, let screen):
      guard case .object(let geometry) = containerValue(container, screen: screen).kind else { break }
      members += geometry.map { ($0.key, $0.value.kind) }
    case .text(let height):
      members += [("contentHeight", .number(Double(height)))]
    case .notification(let note):
      members += [
        ("name", .string(note.kind.rawValue)), ("begin", note.beginFrame.map(W.rect)),
        ("end", note.endFrame.map(W.rect)), ("duration", note.duration.map { .number($0) }),
        ("curve", note.curve.map { .number(Double($0)) }), ("isLocal", note.isLocal.map { .bool($0) }),
        ("screen", note.screen.map { .number(Double($0.rawValue)) }),
      ]
    case .sample(let frame):
      members += [("frame", W.rect(frame))]
    case .foreground(let frame):
      members += [("keyboardFrame", frame.map(W.rect) ?? .null)]
    case .keyboard(let frame):
      members += [("frame", W.rect(frame))]
    }
    return W.object(members)
  }

  private static func expectationValue(_ expectation: ScenarioExpectation) -> JSONValue {
    JSONTextWriter.object([
      ("t", .number(expectation.time)),
      ("barBottom", expectation.barBottom.map { .number($0) }),
      ("overlap", expectation.overlap.map { .number($0) }),
      ("contentInset", expectation.contentInset.map { .number($0) }),
      ("contentOffset", expectation.contentOffset.map { .number($0) }),
      ("barHeight", expectation.barHeight.map { .number($0) }),
      ("phase", expectation.phase.map { .string($0) }),
      ("tolerance", expectation.tolerance == 0.5 ? nil : .number(expectation.tolerance)),
    ])
  }
}
