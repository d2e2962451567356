import Foundation
import GenerambaFormat
import Located
import ModgenSupport

extension GenerambaProject {
  /// What `info` shows of the template `templateName`: the files it writes for a module named
  /// `Module` (compared with the disk through `fileSystem`), and the `custom_parameters` it reads.
  package func describe(
    templateName: String, now: Date, fileSystem: any FileSystem
  ) throws -> (files: [PlannedFile], customParameters: [String]) {
    let options = GenerambaOptions(moduleName: "Module", templateName: templateName, now: now)
    let (plan, _) = try plan(options, fileSystem: fileSystem)
    return (plan.files, customParameterNames(templateName: templateName))
  }

  /// The `custom_parameters` keys a template reads, from its spec and Liquid files
  /// (``CustomParameterUse/scan(_:)``), sorted.
  func customParameterNames(templateName: String) -> [String] {
    guard let folder = files.resolveIgnoringCase(GenerambaGenerator.templatesFolder + "/" + templateName) else {
      return []
    }
    var sources: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      for entry in (files.listDirectory(current) ?? []).sorted() {
        let path = current + "/" + entry
        if let bytes = files.readFile(path) {
          if entry.hasSuffix(".liquid") || entry.hasSuffix(".rambaspec") {
            sources.append(String(decoding: bytes, as: UTF8.self))
          }
        } else if files.listDirectory(path) != nil {
          pending.append(path)
        }
      }
    }
    return CustomParameterUse.scan(sources).map(\.name).sorted()
  }
}
