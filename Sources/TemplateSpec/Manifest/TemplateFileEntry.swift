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
  /// The `list` parameter this entry is repeated for (`for_each`): one file per item, the item in
  /// scope as ``itemVariable``.
  package var forEach: String?
  /// The name the item has in `path`, `if` and the file (`as`; `item` by default). It is an object:
  /// `name`, `index` (from 1), `index0`, `first`, `last`.
  package var itemVariable: String = "item"

  /// The text a condition is wrapped in to parse and evaluate it.
  package static let conditionPrefix = "{% if "
  /// The text after the condition.
  static let conditionSuffix = " %}true{% endif %}"
}
