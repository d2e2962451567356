/// Finds the template a manifest's `"base"` names, from the asking template's place in the
/// catalog's search: the nearest template of that name found at the asking template's origin or a
/// farther one (a nearer template never changes what a farther one inherits, so a project's
/// templates cannot alter the built-ins), skipping the asking template itself and, when the base
/// has the asking template's own name, every template of that name up to it (so a project's `viper`
/// whose base is `viper` inherits from the template it hides).
struct BaseTemplateLookup: Sendable {
  /// Every template found, nearest first, without lookups of their own.
  private let found: [CatalogTemplate]
  /// The asking template's index in ``found``.
  private let index: Int

  private init(found: [CatalogTemplate], index: Int) {
    self.found = found
    self.index = index
  }

  /// `found` (nearest first), each given the lookup of its own place.
  static func attach(to found: [CatalogTemplate]) -> [CatalogTemplate] {
    var plain = found
    for index in plain.indices { plain[index].baseLookup = nil }
    return plain.indices.map { index in
      var template = plain[index]
      template.baseLookup = BaseTemplateLookup(found: plain, index: index)
      return template
    }
  }

  /// The templates a base name may refer to, nearest first.
  private var candidates: [(index: Int, template: CatalogTemplate)] {
    let asking = found[index]
    return found.indices.compactMap { candidate in
      let template = found[candidate]
      guard candidate != index, template.origin >= asking.origin else { return nil }
      if template.name == asking.name && candidate < index { return nil }
      return (candidate, template)
    }
  }

  /// The template `name` refers to, with the lookup of its own place, or `nil`.
  func template(named name: String) -> CatalogTemplate? {
    guard let match = candidates.first(where: { $0.template.name == name }) else { return nil }
    var template = match.template
    template.baseLookup = BaseTemplateLookup(found: found, index: match.index)
    return template
  }

  /// The names a base may take from here, sorted (for suggestions).
  var names: [String] {
    Array(Set(candidates.map(\.template.name))).sorted()
  }
}
