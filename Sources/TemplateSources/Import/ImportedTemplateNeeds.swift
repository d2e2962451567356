import Foundation

/// What an imported Generamba template needs before `modgen check` can compile it: the types its
/// code conforms to or inherits from that neither the template nor the SDK, the standard library
/// or ModuleCore declares (the app's own, such as a `StoryboardInstantiatable` protocol), and
/// whether it has Objective-C files, which `check` does not build.
package struct ImportedTemplateNeeds: Sendable, Equatable {
  /// The app's own types the template's Swift code names, sorted.
  package var ownTypes: [String]
  /// Whether the template has Objective-C files (`.h`, `.m`).
  package var hasObjectiveC: Bool

  /// Names the SDK, the standard library and ModuleCore declare that templates conform to.
  static let knownNames: Set<String> = [
    "AnyObject", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Sendable", "Error", "Identifiable",
    "Comparable", "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible",
    "ObservableObject", "View", "String", "Int", "Double", "Bool", "Float", "Character", "Void", "Any", "Actor",
    "ModuleInput", "ModuleOutput", "ModuleCore", "XCTestCase", "NSObject", "NSObjectProtocol", "Task", "Result",
    "Optional", "Array", "Dictionary", "Set", "Data", "Date", "URL", "Notification", "OptionSet", "Never",
  ]

  /// The needs of a template made of `files` (paths relative to the template folder, with contents).
  package init(files: [String: Data]) {
    hasObjectiveC = files.keys.contains { path in
      let name = path.hasSuffix(".liquid") ? String(path.dropLast(7)) : path
      return name.hasSuffix(".h") || name.hasSuffix(".m")
    }
    var declared: Set<String> = []
    var named: Set<String> = []
    let keywords = ["class", "struct", "enum", "protocol", "extension", "actor"]
    for (path, data) in files where path.hasSuffix(".swift") || path.hasSuffix(".swift.liquid") {
      for rawLine in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        // `{{ module_info.name }}Presenter` is a name the template declares: the output becomes a placeholder.
        let line = Self.withoutOutputs(rawLine)
        let words = line.split(whereSeparator: { " \t{".contains($0) })
        guard let index = words.firstIndex(where: { keywords.contains(String($0)) }), index + 1 < words.count else {
          continue
        }
        let name = words[index + 1].split(separator: ":").first.map(String.init) ?? ""
        if words[index] != "extension" { declared.insert(name) }
        guard let colon = line.firstIndex(of: ":"), !line[..<colon].contains("(") else { continue }
        let clause = line[line.index(after: colon)...].prefix { $0 != "{" && $0 != "<" }
        let clauseNoWhere = clause.components(separatedBy: " where ").first ?? ""
        for part in clauseNoWhere.split(separator: ",") {
          let type = part.trimmingCharacters(in: .whitespaces)
          if type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            named.insert(type)
          }
        }
      }
    }
    ownTypes = named.filter { name in
      !declared.contains(name) && !Self.knownNames.contains(name)
        && !["UI", "NS", "CA", "CG", "XC", "SK", "MK", "WK", "AV"].contains { name.hasPrefix($0) }
    }.sorted()
  }

  /// `line` with each Liquid output (`{{ … }}`) replaced by `Tpl`.
  static func withoutOutputs(_ line: Substring) -> String {
    var result = ""
    var rest = line
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound] + "Tpl"
      guard let close = rest[open.upperBound...].range(of: "}}") else { return result }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}
