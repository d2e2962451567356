import Foundation
import Located
import ModgenSupport

/// What `modgen init` reads from a local package (`swift package describe --type json`): the
/// targets modules can go to (library and executable targets), each with its test targets.
package struct PackageSurvey: Sendable {
  /// The package's name.
  package var name: String
  /// The targets modules can go to, in the manifest's order.
  package var apps: [DiscoveredApp]

  /// Reads the JSON `swift package describe --type json` prints; `manifest` names Package.swift
  /// in errors.
  package init(json: Data, manifest: String) throws(Diagnostic) {
    // The JSON may follow lines the tool prints first (fetching, warnings).
    let start = json.firstIndex(of: UInt8(ascii: "{")) ?? json.startIndex
    guard let root = try? JSONSerialization.jsonObject(with: json[start...]) as? [String: Any],
      let targets = root["targets"] as? [[String: Any]]
    else {
      throw Diagnostic(
        "cannot read the package's description ('swift package describe' printed no package)", file: manifest)
    }
    name = root["name"] as? String ?? ""
    // The iOS version the manifest's `platforms` state; nothing is said about a package that states none.
    let platforms = root["platforms"] as? [[String: Any]] ?? []
    let iOS = platforms.first { $0["name"] as? String == "ios" }?["version"] as? String
    func target(_ entry: [String: Any]) -> DiscoveredTarget? {
      guard let name = entry["name"] as? String else { return nil }
      let module = entry["c99name"] as? String ?? ProductModuleName.derive(from: name)
      let products = entry["product_dependencies"] as? [String] ?? []
      return DiscoveredTarget(
        name: name, moduleName: module, folder: entry["path"] as? String, deploymentTarget: iOS,
        linksModuleCore: products.contains("ModuleCore"))
    }
    let tests = targets.filter { $0["type"] as? String == "test" }
    apps = targets.filter { ["library", "executable"].contains($0["type"] as? String ?? "") }.compactMap { entry in
      guard let app = target(entry) else { return nil }
      let testing = tests.filter { ($0["target_dependencies"] as? [String] ?? []).contains(app.name) }
      let ordered =
        testing.filter { $0["name"] as? String == app.name + "Tests" }
        + testing.filter {
          $0["name"] as? String != app.name + "Tests"
        }
      return DiscoveredApp(target: app, testTargets: ordered.compactMap(target))
    }
  }

  /// Runs `swift package describe --type json` in `folder` and reads its output; a manifest
  /// that does not build is an error at Package.swift carrying the tool's first error line.
  package static func describe(folder: URL, runner: ProcessRunner) throws(Diagnostic) -> PackageSurvey {
    let manifest = folder.appendingPathComponent("Package.swift", isDirectory: false).filePath
    let result: ProcessResult
    do {
      result = try runner.run("swift", ["package", "describe", "--type", "json"], in: folder, timeout: 300)
    } catch {
      throw Diagnostic(
        "cannot read Package.swift: \(error)", file: manifest,
        notes: ["pass --sources-path, --tests-path and --product-module-name instead"])
    }
    let text = String(decoding: result.output, as: UTF8.self)
    guard result.termination == .exited(0) else {
      let errorLines = text.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
      // `/path/Package.swift:3:5: error: …` is shown at its place.
      for line in errorLines {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 5, parts[0].hasSuffix("Package.swift"), let row = Int(parts[1]), let column = Int(parts[2])
        else { continue }
        let source = (try? String(contentsOfFile: manifest, encoding: .utf8)).map { Diagnostic.line(row, of: $0) }
        throw Diagnostic(
          "cannot read Package.swift:" + parts[4], file: manifest, line: row, column: column,
          sourceLine: source ?? nil, notes: ["fix the manifest, or pass --sources-path and --tests-path"])
      }
      throw Diagnostic(
        "cannot read Package.swift ('swift package describe' ended with \(result.termination))", file: manifest,
        notes: (errorLines.isEmpty ? [String(text.suffix(400))] : Array(errorLines.prefix(3)))
          + ["fix the manifest, or pass --sources-path and --tests-path"])
    }
    return try PackageSurvey(json: result.output, manifest: manifest)
  }
}
