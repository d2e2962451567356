import BuiltinFiles
import Foundation
import ModgenSupport
import TemplateSpec

/// What a whole `modgen check` run reads, hashed without rendering a template or starting the
/// toolchain: modgen's own built-in files (templates, ModuleCore, the UIKit stand-in), every file of
/// the project's and the user's templates, the selection and options, the toolchain's fingerprint,
/// the project's modules the variants build against, and modgen itself (its version and binary, as
/// its rendering and checks may change between builds). When a run with the same key passed,
/// its stored report answers the next one at once (see ``CheckCache/storedReport(for:)``).
package struct CheckShortcut: Sendable {
  /// The hash of everything above.
  package var key: String

  /// The key of a run checking `selected` from `catalog`; `options` are the run's settings in a
  /// fixed order (pins, isolation, destination, shard…), `toolchain` the toolchain's fingerprint,
  /// `dependencies` a description of the project's modules (their contents' hash) and `tool` what
  /// tells this modgen apart from others (its version and its executable's fingerprint).
  package init(
    selected: [CatalogTemplate], catalog: TemplateCatalog, options: [String], toolchain: String,
    dependencies: String, tool: String
  ) {
    var hash = StableHash()
    hash.combine(CheckPipeline.layoutVersion)
    hash.combine(tool)
    hash.combine(Self.builtinDigest)
    for template in selected {
      hash.combine(template.name)
      hash.combine(template.location)
    }
    hash.combine("--")
    // Any template of the catalog may be read: a composite's children are found by name.
    for template in catalog.templates where template.origin != .builtin && template.origin != .generamba {
      hash.combine(template.location)
      for file in template.files.allFiles() {
        hash.combine(file)
        hash.combine((try? template.files.read(file)).flatMap { $0 } ?? "\u{0}missing")
      }
    }
    hash.combine("--")
    options.forEach { hash.combine($0) }
    hash.combine(toolchain)
    hash.combine(dependencies)
    key = hash.hex
  }

  /// The hash of every file carried in the binary, computed once per process.
  static let builtinDigest: String = {
    var hash = StableHash()
    for path in EmbeddedFiles.files.keys.sorted() {
      hash.combine(path)
      hash.combine(EmbeddedFiles.files[path]!)
    }
    return hash.hex
  }()
}
