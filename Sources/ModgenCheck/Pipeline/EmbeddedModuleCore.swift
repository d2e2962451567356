import BuiltinFiles

/// ModuleCore's sources as carried in the binary (the build always embeds them), by path below
/// `Sources/ModuleCore/`: what every checked variant builds against.
enum EmbeddedModuleCore {
  /// The Swift sources.
  package static func sources() -> [String: String] {
    sources(below: "Sources/ModuleCore/")
  }

  /// The UIKit stand-in's targets (what ModuleCore builds against where UIKit does not exist), each
  /// target's Swift sources by path below its folder: `UIKit`, and `_Testing_UIKit`, the empty module the
  /// compiler loads when a file imports both Testing and UIKit.
  package static func uiKitSources() -> [String: [String: String]] {
    ["UIKit": sources(below: "Sources/UIKit/"), "_Testing_UIKit": sources(below: "Sources/_Testing_UIKit/")]
  }

  private static func sources(below prefix: String) -> [String: String] {
    return Dictionary(
      uniqueKeysWithValues: EmbeddedFiles.files.filter { $0.key.hasPrefix(prefix) && $0.key.hasSuffix(".swift") }.map {
        (String($0.key.dropFirst(prefix.count)), $0.value)
      })
  }
}
