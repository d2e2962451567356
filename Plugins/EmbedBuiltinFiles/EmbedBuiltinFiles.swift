import Foundation
import PackagePlugin

/// Makes `EmbeddedFiles+Contents.swift` for the BuiltinFiles target on every build from `Templates/`,
/// `Sources/ModuleCore/` and the UIKit stand-in (`Sources/UIKit/`, `Sources/_Testing_UIKit/`), so the copy carried in the modgen binary always matches the files.
@main
struct EmbedBuiltinFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles+Contents.swift")
    // Every carried file is an input, so editing one re-runs the command. Adding or removing one
    // makes SwiftPM plan the build again (ModuleCore is a target, and BuiltinFiles holds an
    // excluded link to Templates/ for that purpose), which calls this plugin with the new list.
    var inputs: [URL] = []
    for folder in ["Templates", "Sources/ModuleCore", "Sources/UIKit", "Sources/_Testing_UIKit"] {
      let base = root.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in enumerator {
        var isDirectory: ObjCBool = false
        let url = base.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
          inputs.append(url)
        }
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding the built-in templates and ModuleCore's sources",
        executable: try context.tool(named: "modgen-embed").url,
        arguments: [root.path, output.path],
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
