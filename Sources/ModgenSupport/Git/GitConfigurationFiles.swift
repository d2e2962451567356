import Foundation

/// Reads `user.name` (or any `section.key`) straight from git's configuration files, without
/// starting a `git` process, so `modgen gen` stays fast. Files are read in git's order (system,
/// global, repository), the last value winning; `include` directives are not followed. `init`
/// asks git itself (``GitConfiguration``).
package struct GitConfigurationFiles: Sendable {
  /// The environment (`HOME`, `XDG_CONFIG_HOME`, `GIT_CONFIG_GLOBAL`, `GIT_CONFIG_SYSTEM`,
  /// `GIT_CONFIG_NOSYSTEM`).
  package var environment: [String: String]
  /// Where the repository's `.git` is looked for, upward.
  package var workingDirectory: URL
  /// Where the configuration files are read.
  package var fileSystem: any FileSystem

  /// A reader of the configuration files `environment` and `workingDirectory` point to.
  package init(environment: [String: String], workingDirectory: URL, fileSystem: any FileSystem) {
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.fileSystem = fileSystem
  }

  /// The value of `key` (`section.name`, e.g. `user.name`), or `nil` when no file sets it.
  package func value(_ key: String) -> String? {
    guard let dot = key.lastIndex(of: ".") else { return nil }
    let section = key[..<dot].lowercased()
    let name = key[key.index(after: dot)...].lowercased()
    var result: String?
    for file in files() {
      // Most of these files are usually missing: read without making an error to drop.
      guard let data = fileSystem.readDataIfReadable(atPath: file) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      if let value = Self.lookup(section: section, name: name, in: text) { result = value }
    }
    return result.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `user.name`, the name the user signs commits with, or `nil`.
  package var userName: String? { value("user.name") }

  /// The configuration files' absolute paths, in the order git reads them.
  func files() -> [String] {
    var files: [String] = []
    let noSystem = environment["GIT_CONFIG_NOSYSTEM"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
    if !noSystem { files.append(absolute(environment["GIT_CONFIG_SYSTEM"] ?? "/etc/gitconfig")) }
    if let global = environment["GIT_CONFIG_GLOBAL"] {
      files.append(absolute(global))
    } else {
      let home = environment["HOME"].map(absolute)
      if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
        files.append(absolute(xdg) + "/git/config")
      } else if let home {
        files.append(home + "/.config/git/config")
      }
      if let home { files.append(home + "/.gitconfig") }
    }
    if let repository = repositoryConfiguration() { files.append(repository) }
    return files
  }

  /// `path` made absolute against the working directory, as a file URL would be.
  private func absolute(_ path: String) -> String {
    PathComponents.absolute(path, base: workingDirectory.filePath)
  }

  /// The repository's `config`, found from the nearest `.git` (a folder, or a worktree's file).
  private func repositoryConfiguration() -> String? {
    for folder in PathComponents.selfAndAncestors(of: workingDirectory.filePath) {
      let dotGit = (folder == "/" ? "" : folder) + "/.git"
      if fileSystem.isDirectory(atPath: dotGit) { return dotGit + "/config" }
      // A worktree's `.git` is a file naming the real one (asked through the remembered kinds
      // first: the search for modgen.json has usually looked at every `.git` already).
      guard fileSystem.isFile(atPath: dotGit), let data = fileSystem.readDataIfReadable(atPath: dotGit),
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") }
        )
      else { continue }
      let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
      let gitDirectory = PathComponents.absolute(path, base: folder)
      if let common = fileSystem.readDataIfReadable(atPath: gitDirectory + "/commondir") {
        let relative = String(decoding: common, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return PathComponents.absolute(relative, base: gitDirectory) + "/config"
      }
      return gitDirectory + "/config"
    }
    return nil
  }

  /// The last value of `name` in `[section]` of one file's text.
  static func lookup(section: String, name: String, in text: String) -> String? {
    var current = ""
    var result: String?
    // Lines split on bytes (git's own line ends are `\n`; a `\r` before it is trimmed below).
    // The markers (`#`, `;`, `[`, `]`, `=`) are looked for in the bytes, as git does: Character
    // comparisons would cost far more than the files are long.
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n")) {
      let line = trimmed(text[rawLine.startIndex..<rawLine.endIndex])
      guard let first = line.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: ";") else { continue }
      if first == UInt8(ascii: "["), let close = line.utf8.firstIndex(of: UInt8(ascii: "]")) {
        let header = trimmed(line[line.utf8.index(after: line.startIndex)..<close])
        // `[user "x"]` is a subsection: a different section from `[user]`.
        current = header.utf8.contains(UInt8(ascii: "\"")) ? "" : header.lowercased()
        continue
      }
      guard current == section else { continue }
      let parts = line.utf8.split(separator: UInt8(ascii: "="), maxSplits: 1)
      guard parts.count == 2, trimmed(Substring(parts[0])).lowercased() == name else { continue }
      result = unquote(String(trimmed(Substring(parts[1]))))
    }
    return result
  }

  /// `text` without leading and trailing spaces and tabs (what git ignores around names and
  /// values), without Foundation's character-set machinery.
  private static func trimmed(_ text: Substring) -> Substring {
    let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    let bytes = text.utf8
    guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
    else {
      return text[text.endIndex...]
    }
    return text[first...last]
  }

  /// A value without comments and quotes, with `\"`, `\\`, `\n`, `\t` escapes resolved.
  static func unquote(_ raw: String) -> String {
    var value = ""
    var quoted = false
    var escaped = false
    var pendingSpaces = ""
    for character in raw {
      if escaped {
        value += pendingSpaces
        pendingSpaces = ""
        switch character {
        case "n": value.append("\n")
        case "t": value.append("\t")
        default: value.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if !quoted && (character == "#" || character == ";") {
        break
      } else if !quoted && character == " " {
        pendingSpaces.append(character)
      } else {
        value += pendingSpaces
        pendingSpaces = ""
        value.append(character)
      }
    }
    return value
  }
}
