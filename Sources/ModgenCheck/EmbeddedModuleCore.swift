import BuiltinFiles

/// ModuleCore's sources as carried in the binary (the build always embeds them), by path below
/// `Sources/ModuleCore/`: what every checked variant builds against.
package enum EmbeddedModuleCore {
  /// The Swift sources.
  package static func sources() -> [String: String] {
    let prefix = "Sources/ModuleCore/"
    return Dictionary(
      uniqueKeysWithValues: EmbeddedFiles.files.filter { $0.key.hasPrefix(prefix) && $0.key.hasSuffix(".swift") }.map {
        (String($0.key.dropFirst(prefix.count)), $0.value)
      })
  }
}
