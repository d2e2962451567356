/// A template that cannot be found, or a `--templates` folder that does not exist.
package enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No visible template has this name.
  case unknownTemplate(name: String, suggestion: String?, available: [String])
  /// A `--templates` folder does not exist.
  case missingFolder(String)

  /// The message, with a suggestion when there is one.
  package var description: String {
    switch self {
    case .unknownTemplate(let name, let suggestion, let available):
      var message = "unknown template '\(name)'"
      if let suggestion { message += "; did you mean '\(suggestion)'?" }
      message += available.isEmpty ? " (no templates found)" : " (available: \(available.joined(separator: ", ")))"
      return message
    case .missingFolder(let path):
      return "templates folder '\(path)' does not exist"
    }
  }
}
