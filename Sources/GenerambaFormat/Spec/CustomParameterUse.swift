import Liquid

/// A `custom_parameters` key a Generamba template reads, and how: a key only ever tested for
/// truth (`{% if custom_parameters.x %}`, `unless`, `elsif`, or one term of `and`/`or`) is a
/// flag; one printed, compared, filtered or looped over is a value. `custom_parameters.x`,
/// `custom_parameters['x']` and `custom_parameters["x"]` are the same key.
package struct CustomParameterUse: Sendable, Equatable {
  /// The key.
  package var name: String
  /// Whether every use is a truth test.
  package var isFlag: Bool

  /// Creates a use.
  package init(name: String, isFlag: Bool) {
    self.name = name
    self.isFlag = isFlag
  }

  /// The keys the Liquid `sources` read (a spec, template files, snippets), in order of first
  /// use, found in each source's parse tree; a source that does not parse as Liquid reads none.
  package static func scan(_ sources: [String]) -> [CustomParameterUse] {
    var order: [String] = []
    var flags: [String: Bool] = [:]
    for source in sources {
      guard let template = try? Template.parse(source) else { continue }
      for use in template.variableUses where use.path.count >= 2 && use.path[0] == "custom_parameters" {
        let name = use.path[1]
        if flags[name] == nil { order.append(name) }
        flags[name] = (flags[name] ?? true) && use.isTruthTest && use.path.count == 2
      }
    }
    return order.map { CustomParameterUse(name: $0, isFlag: flags[$0] ?? false) }
  }
}
