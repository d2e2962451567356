import GenerambaFormat
import Located
import TemplateSpec

extension TemplateSourceDeclaration {
  /// A Rambafile's `templates:` entry as modgen installs it (a Generamba `branch` is a git branch),
  /// located in the Rambafile's `text`.
  init(_ declaration: TemplateDeclaration, in text: String) {
    let source: Source
    switch declaration.source {
    case .catalog: source = .catalog
    case .local(let path): source = .local(path)
    case .git(let url, let branch): source = .git(url: url, reference: branch.map { .branch($0) })
    }
    self.init(
      name: declaration.name, source: source,
      place: Diagnostic("", at: declaration.location, sourceLine: Diagnostic.line(declaration.location.line, of: text)))
  }
}
