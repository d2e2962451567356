import Located

/// Generamba's per-user settings, `~/.generamba/user_preferences.yml`, which Generamba wrote
/// on first run (`username: Jane Doe`).
package enum GenerambaUserPreferences {
  /// The file's path below the home folder.
  package static let relativePath = ".generamba/user_preferences.yml"

  /// The `username:` of the file's `text`, used as the author when the Rambafile names none (as
  /// Generamba did); nil when it is missing, empty or the file is not YAML modgen reads.
  package static func userName(in text: String) -> String? {
    guard let root = try? YAMLReader.read(text, file: relativePath), let scalar = root["username"]?.scalar,
      !scalar.isNull
    else { return nil }
    let name = scalar.string ?? scalar.text
    return name.isEmpty ? nil : name
  }
}
