/// Where `{% include 'name' %}` and `{% render 'name' %}` find their partials.
public protocol PartialSource: Sendable {
  /// The source and file name of partial `name`, or nil when there is no such partial.
  func loadPartial(named name: String) throws -> (source: String, file: String)?
}

/// A partial name that tries to leave its folder (`..` or an absolute path).
struct InvalidPartialName: Error {
  /// The rejected name.
  var name: String

  /// Whether `name` is unsafe to resolve inside a folder.
  static func isInvalid(_ name: String) -> Bool {
    name.isEmpty || name.hasPrefix("/") || name.hasPrefix("\\") || name.contains("\0")
      || name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..")
  }
}
