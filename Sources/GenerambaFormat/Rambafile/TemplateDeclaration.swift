import Located

/// One entry of a Rambafile's `templates:` list: `{name: x}`, `{name: x, local: path}` or
/// `{name: x, git: url, branch: b}`.
package struct TemplateDeclaration: Sendable, Hashable {
  /// Where `generamba template install` would take a template from.
  package enum Source: Sendable, Hashable {
    /// From the catalogs (the declaration names only the template).
    case catalog
    /// A folder, relative to the project or absolute.
    case local(String)
    /// A git repository whose root holds `<name>.rambaspec`, at `branch` when given.
    case git(url: String, branch: String?)
  }

  /// The template's name.
  package var name: String
  /// Where it comes from (`git` wins over `local`, as in Generamba).
  package var source: Source
  /// Where the declaration is.
  package var location: SourceLocation
}
