/// One combination of a template's parameter values.
struct TemplateVariant {
  /// The template's name.
  let template: String
  /// Every parameter's value, in manifest order.
  let values: [(name: String, value: String)]
  /// The names of the parameters that vary between variants (choice and bool).
  let varying: Set<String>

  init(template: String, values: [(String, String)], varying: Set<String>) {
    self.template = template
    self.values = values.map { (name: $0.0, value: $0.1) }
    self.varying = varying
  }

  /// A folder name for the variant, e.g. `swift-testing`, `xctest_viper_generate_scope`, or `default` when nothing
  /// varies.
  var folderName: String {
    let parts = nameParts
    return parts.isEmpty ? "default" : parts.joined(separator: "_")
  }

  /// An identifier for the variant, e.g. `ViperSwiftTesting` (the project name of its snapshots).
  var targetName: String {
    let words = ([template] + nameParts).flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The varying values that name the variant: a choice by its value, a bool by the parameter's name when it is
  /// on and not at all when it is off (so adding a bool to a template keeps the names of its existing variants).
  private var nameParts: [String] {
    values.filter { varying.contains($0.name) }.compactMap { parameter in
      switch parameter.value {
      case "true": parameter.name
      case "false": nil
      default: parameter.value
      }
    }
  }

  /// The same variant with the given parameters' values replaced (names it does not have are ignored).
  func replacing(_ replacements: [String: String]) -> TemplateVariant {
    TemplateVariant(
      template: template, values: values.map { ($0.name, replacements[$0.name] ?? $0.value) }, varying: varying)
  }

  /// The values as `name=value` pairs, for messages.
  var summary: String {
    "\(template) " + values.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }
}
