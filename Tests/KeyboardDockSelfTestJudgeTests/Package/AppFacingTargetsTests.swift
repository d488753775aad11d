import Foundation
import Testing

/// The judge leaves the libraries apps link: no app-facing target and no library product reaches
/// KeyboardDockSelfTestJudge, read from the manifest SwiftPM evaluates.
@Suite("The judge is in no app-facing target")
struct AppFacingTargetsTests {
  static let judge = "KeyboardDockSelfTestJudge"
  static let appFacing = ["KeyboardDockCore", "KeyboardDockTrace", "KeyboardDock", "KeyboardDockSwiftUI"]

  @Test func noAppFacingTargetAndNoLibraryDependsOnTheJudge() throws {
    let graph = try PackageGraph.ofThisPackage()
    // The names are real: a renamed target would make every check below pass vacuously.
    #expect(graph.dependencies[Self.judge] != nil)
    for target in Self.appFacing {
      #expect(graph.dependencies[target] != nil, "\(target) is not a target")
      #expect(!graph.closure(of: target).contains(Self.judge), "\(target) depends on the judge")
    }
    #expect(Set(graph.libraries.keys).isSuperset(of: Self.appFacing))
    for (library, targets) in graph.libraries {
      for target in targets {
        let closure = graph.closure(of: target)
        #expect(!closure.contains(Self.judge), "the \(library) library contains the judge")
        #expect(!closure.contains("KeyboardDockFrames"), "the \(library) library contains kbdock frames")
      }
    }
    // kbdock, its frames and the tests use it.
    #expect(graph.closure(of: "kbdock").contains(Self.judge))
    #expect(graph.closure(of: "KeyboardDockFrames").contains(Self.judge))
  }

  @Test func aDependencyInAnySpellingIsSeenThroughOtherTargets() throws {
    let dump = #"""
      {"products": [{"name": "KeyboardDock", "targets": ["KeyboardDock"], "type": {"library": ["automatic"]}},
                    {"name": "kbdock", "targets": ["kbdock"], "type": {"executable": null}}],
       "targets": [
        {"name": "KeyboardDockCore", "dependencies": []},
        {"name": "KeyboardDockTrace", "dependencies": [{"target": ["Helper", {"platformNames": ["ios"]}]}]},
        {"name": "Helper", "dependencies": [{"byName": ["KeyboardDockSelfTestJudge", null]}]},
        {"name": "KeyboardDock", "dependencies": [{"byName": ["KeyboardDockTrace", null]},
          {"product": ["ArgumentParser", "swift-argument-parser", null, null]}]},
        {"name": "KeyboardDockSelfTestJudge", "dependencies": [{"byName": ["KeyboardDockCore", null]}]},
        {"name": "kbdock", "dependencies": [{"byName": ["KeyboardDockSelfTestJudge", null]}]}]}
      """#
    let graph = try PackageGraph(dump: Data(dump.utf8))
    #expect(graph.dependencies["KeyboardDock"] == ["KeyboardDockTrace"])
    #expect(
      graph.closure(of: "KeyboardDock") == [
        "KeyboardDock", "KeyboardDockTrace", "Helper", "KeyboardDockSelfTestJudge", "KeyboardDockCore",
      ])
    #expect(graph.closure(of: "KeyboardDockCore") == ["KeyboardDockCore"])
    #expect(graph.libraries == ["KeyboardDock": ["KeyboardDock"]])
    #expect(throws: PackageGraph.DumpError.self) { try PackageGraph(dump: Data("[]".utf8)) }
  }
}
