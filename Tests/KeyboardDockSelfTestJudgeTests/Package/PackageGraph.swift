import Foundation

/// The package's targets and library products as `swift package dump-package` describes them: each
/// target's direct dependencies on targets of this package, and each library's targets.
///
/// It reads the manifest SwiftPM evaluates, not Package.swift's text, so a dependency added in any
/// spelling (`"Name"`, `.target(name:)`, `.byName(name:)`, with a condition) is seen.
struct PackageGraph {
  /// Each target's direct dependencies on targets of this package.
  var dependencies: [String: [String]]
  /// Each library product's targets.
  var libraries: [String: [String]]

  struct DumpError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads the JSON of `swift package dump-package`.
  init(dump: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: dump) as? [String: Any],
      let targets = root["targets"] as? [[String: Any]], let products = root["products"] as? [[String: Any]]
    else { throw DumpError(description: "not the JSON of swift package dump-package") }
    let names = Set(targets.compactMap { $0["name"] as? String })
    var dependencies: [String: [String]] = [:]
    for target in targets {
      guard let name = target["name"] as? String else { continue }
      var direct: [String] = []
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        // {"byName": [name, condition]} or {"target": [name, condition]}; products are other packages'.
        for key in ["byName", "target"] {
          if let value = dependency[key] as? [Any], let dependencyName = value.first as? String,
            names.contains(dependencyName)
          {
            direct.append(dependencyName)
          }
        }
      }
      dependencies[name] = direct
    }
    var libraries: [String: [String]] = [:]
    for product in products {
      guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
        type["library"] != nil
      else { continue }
      libraries[name] = product["targets"] as? [String] ?? []
    }
    self.dependencies = dependencies
    self.libraries = libraries
  }

  /// `target` and every target it depends on, directly or not.
  func closure(of target: String) -> Set<String> {
    var seen: Set<String> = []
    var pending = [target]
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending += dependencies[next] ?? []
    }
    return seen
  }

  /// The package's own manifest, dumped by the `swift` that runs the tests, in a scratch folder of its
  /// own (the test run holds `.build`'s lock).
  static func ofThisPackage() throws -> PackageGraph {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbdock-dump-package-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DumpError(description: "swift package dump-package exited with \(process.terminationStatus)")
    }
    return try PackageGraph(dump: data)
  }
}
