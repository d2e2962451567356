import Located

/// A template a project declares for `modgen template install`: from a folder, a git repository
/// (at a branch, tag or commit) or the catalogs. Written in modgen.json's `template_sources`
/// (or, in a Generamba project, the Rambafile's `templates:`).
package struct TemplateSourceDeclaration: Sendable, Equatable {
  /// Which revision of a git repository to take.
  package enum GitReference: Sendable, Equatable {
    /// The tip of a branch (moved by `--update`).
    case branch(String)
    /// A tag.
    case tag(String)
    /// An exact commit.
    case commit(String)
  }

  /// Where the template comes from.
  package enum Source: Sendable, Equatable {
    /// A folder, relative to the project or absolute.
    case local(String)
    /// A git repository holding the template at its root or in a folder of its name.
    case git(url: String, reference: GitReference?)
    /// The first catalog (a git repository of template folders) that has a folder of its name.
    case catalog
  }

  /// The template's name: its folder's name once installed.
  package var name: String
  /// Where it comes from.
  package var source: Source
  /// Where the declaration is written (for located errors), when known.
  package var place: Diagnostic?

  /// A declaration.
  package init(name: String, source: Source, place: Diagnostic? = nil) {
    self.name = name
    self.source = source
    self.place = place
  }

  /// Equal when name and source are; where they are written does not matter.
  package static func == (lhs: TemplateSourceDeclaration, rhs: TemplateSourceDeclaration) -> Bool {
    lhs.name == rhs.name && lhs.source == rhs.source
  }
}
