import Foundation
import Liquid
import Located
import ModgenSupport

/// Serves a template's `snippets/` folder to `{% include %}` and `{% render %}`: `name.liquid`,
/// then `name`, each in the template's own folder and then in its bases' (see
/// ``InheritedTemplateFiles``).
package struct TemplatePartialSource: PartialSource {
  /// The template's files.
  package let files: any TemplateFiles

  /// The snippets found so far by name: a module's files include the same few snippets many times,
  /// and each is looked up once (the source shares its lifetime with one rendering of a module).
  private let found = FoundSnippets()

  /// Creates a partial source over a template's files.
  package init(files: any TemplateFiles) {
    self.files = files
  }

  /// The partial's source and display path. A snippet that does not exist is an error saying
  /// where it was looked for and which snippet was probably meant.
  package func loadPartial(named name: String) throws -> (source: String, file: String)? {
    if let snippet = found[name] { return snippet }
    if let problem = PathSafety.lexicalProblem(in: name) { throw PartialNameError(message: problem) }
    let candidates = ["snippets/\(name).liquid", "snippets/\(name)"]
    for candidate in candidates {
      if let (source, file) = try files.readWithDisplayPath(candidate) {
        let snippet = (source: source, file: file)
        found[name] = snippet
        return snippet
      }
    }
    let snippets = files.allFiles().filter { $0.hasPrefix("snippets/") }.map { path in
      let name = String(path.dropFirst("snippets/".count))
      return name.hasSuffix(".liquid") ? String(name.dropLast(".liquid".count)) : name
    }
    var message =
      "there is no \(candidates.joined(separator: " or ")) in \(files.location)"
      + (files is InheritedTemplateFiles ? " or its base templates" : "")
      + (snippets.isEmpty ? " (it has no snippets)" : "")
    message += Suggestion.didYouMean(name, in: snippets)
    throw PartialNameError(message: message)
  }

  /// A partial name that would leave the snippets folder.
  struct PartialNameError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}

/// The snippets a ``TemplatePartialSource`` has found, by the name they were included with.
private final class FoundSnippets: @unchecked Sendable {
  private let lock = NSLock()
  private var snippets: [String: (source: String, file: String)] = [:]

  /// The snippet found for `name`, if it was looked up before.
  subscript(name: String) -> (source: String, file: String)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return snippets[name]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      snippets[name] = newValue
    }
  }
}
