import Liquid
import Located

/// One entry of `code_files` or `test_files`.
package struct TemplateFileEntry: Sendable {
  /// The Liquid file to render, relative to the template folder, e.g. `Code/Presenter.swift.liquid`.
  package var template: String
  /// The output path (Liquid), relative to the module folder, e.g. `{{ module_info.name }}Presenter.swift`.
  package var path: String
  /// A Liquid condition (as written inside `{% if %}`); the file is generated only when it holds.
  package var condition: String?
  /// Where the `path` string's opening quote is in the manifest.
  package var pathLocation: SourceLocation
  /// Where the `if` string's opening quote is in the manifest.
  package var conditionLocation: SourceLocation?
  /// The parsed `path`.
  package var pathTemplate: Template
  /// The parsed `condition`, wrapped as `{% if … %}true{% endif %}`.
  package var conditionTemplate: Template?

  /// The text a condition is wrapped in to parse and evaluate it.
  package static let conditionPrefix = "{% if "
  /// The text after the condition.
  static let conditionSuffix = " %}true{% endif %}"
}
