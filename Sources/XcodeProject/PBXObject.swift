/// One entry of the `objects` dictionary: an id, its `isa`, its keys, and where it is written.
package struct PBXObject: Sendable {
  /// The object's id (an opaque string; Xcode writes 24 hex digits).
  package var id: String
  /// The object's class (`PBXFileReference`, `PBXGroup`, …).
  package var isa: String
  /// The object's dictionary.
  package var value: PBXValue
  /// Where the id is written (the start of the object's line).
  package var idRange: Range<Int>

  /// The string of `key`, if the object has one.
  package subscript(key: String) -> String? { value[key]?.string }

  /// The ids listed under `key` (`children`, `files`, `buildPhases`, …).
  package func ids(_ key: String) -> [String] { value[key]?.array?.compactMap(\.string) ?? [] }

  /// The name Xcode shows: `name`, else `path`.
  package var displayName: String? { self["name"] ?? self["path"] }
}
