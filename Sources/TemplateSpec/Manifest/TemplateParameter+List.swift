extension TemplateParameter {
  /// The items of a `list` value from its command-line form: comma-separated, each trimmed.
  /// `"ProfileHeader, Contacts"` → `["ProfileHeader", "Contacts"]`; `""` → `[]`.
  package static func listItems(_ text: String) -> [String] {
    guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return [] }
    return text.split(separator: ",", omittingEmptySubsequences: false).map { item in
      String(item.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
  }

  /// `items` checked as this list parameter's value: at least one item, none empty or repeated,
  /// each normalised by the parameter's `format` when it has one. The message says which item.
  package func normalizeList(_ items: [String]) -> Result<[String], ListFailure> {
    if items.isEmpty { return .failure(ListFailure("needs at least one item (a comma-separated list)")) }
    var normalized: [String] = []
    for (index, item) in items.enumerated() {
      if item.isEmpty { return .failure(ListFailure("item \(index + 1) is empty")) }
      var value = item
      if let format {
        switch format.normalize(item) {
        case .success(let fixed): value = fixed
        case .failure(let failure): return .failure(ListFailure("item \(index + 1): \(failure.message)"))
        }
      }
      if normalized.contains(value) { return .failure(ListFailure("'\(value)' is listed twice")) }
      normalized.append(value)
    }
    return .success(normalized)
  }

  /// Why a list value was refused.
  package struct ListFailure: Error, Sendable, Equatable {
    /// The explanation, naming the item.
    package var message: String

    /// A failure explained by `message`.
    package init(_ message: String) { self.message = message }
  }
}
