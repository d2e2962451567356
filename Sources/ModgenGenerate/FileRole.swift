/// Whether a generated file belongs to the module's code or to its tests.
package enum FileRole: String, Sendable, Hashable, Codable {
  /// A module source file, written below the output folder.
  case code
  /// A test file, written below the tests output folder.
  case test
}
