import Foundation

/// A base template and derived manifests for the tests of `"base"` inheritance, shared by the
/// tests of the catalog (TemplateSpecTests) and of `modgen check` on a derived template.
package enum InheritanceFixtures {
  /// A base template: two code files, a test file, a snippet, two parameters, author and licence.
  package static let baseManifest = """
    {
      "name": "base",
      "summary": "a base",
      "version": "1.0.0",
      "author": "Ada",
      "license": "MIT",
      "parameters": [
        { "name": "tests", "type": "choice", "choices": ["xctest", "swift-testing"], "default": "xctest" },
        { "name": "flavour", "type": "string", "default": "plain" }
      ],
      "code_files": [
        { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
        { "template": "Code/B.swift.liquid", "path": "{{ module_info.name }}B.swift" }
      ],
      "test_files": [{ "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" }]
    }
    """

  /// Adds the base template named `name` to `folder` of `fileSystem`.
  package static func addBase(_ fileSystem: InMemoryFileSystem, in folder: String, name: String = "base") {
    fileSystem.addFile(
      "\(folder)/\(name)/template.json", baseManifest.replacingOccurrences(of: "\"base\"", with: "\"\(name)\""))
    fileSystem.addFile("\(folder)/\(name)/Code/A.swift.liquid", "{% include 'header' %}struct A {} // {{ flavour }}\n")
    fileSystem.addFile("\(folder)/\(name)/Code/B.swift.liquid", "struct B {}\n")
    fileSystem.addFile("\(folder)/\(name)/Tests/T.swift.liquid", "// {{ tests }}\n")
    fileSystem.addFile("\(folder)/\(name)/snippets/header.liquid", "// header of \(name)\n")
  }

  /// A manifest named `name` with `members` (JSON members, without braces) added.
  package static func manifest(_ name: String, _ members: String) -> String {
    #"{"name": "\#(name)", "summary": "s", "version": "2.0.0"\#(members.isEmpty ? "" : ", " + members)}"#
  }
}
