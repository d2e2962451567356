/// Where a template was found; nearer origins shadow farther ones, in this order.
package enum TemplateOrigin: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  /// A Generamba template of the Rambafile project in the working directory
  /// (`Templates/<name>/<name>.rambaspec` without a `template.json`), written as Generamba wrote it.
  case generamba
  /// A `--templates DIR` flag.
  case flag
  /// The project's `Templates/` folder, or the folders modgen.json names.
  case project
  /// `~/.modgen/templates`.
  case user
  /// Carried inside the binary.
  case builtin

  /// How `list` names it: `Generamba`, `--templates`, `project`, `user`, `built-in`.
  package var displayName: String {
    switch self {
    case .generamba: return "Generamba"
    case .flag: return "--templates"
    case .project: return "project"
    case .user: return "user"
    case .builtin: return "built-in"
    }
  }

  /// Nearer origins sort first.
  package static func < (lhs: TemplateOrigin, rhs: TemplateOrigin) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
