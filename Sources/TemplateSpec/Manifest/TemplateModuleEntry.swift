import Liquid
import Located

/// One entry of `modules`: another module generated with this one by another template (a
/// container's children), in the same plan and the same all-or-nothing write.
///
/// `template`, `name`, `if` and every parameter value are Liquid, rendered with the parent's
/// variables (and the item, with `for_each`).
package struct TemplateModuleEntry: Sendable {
  /// A Liquid snippet of the manifest: its text, parsed, and where its string starts.
  package struct Snippet: Sendable {
    /// The text as written.
    package var text: String
    /// The parsed text.
    package var template: Template
    /// The opening quote of the JSON string.
    package var location: SourceLocation
  }

  /// The template to generate the module with, e.g. `viper` or `{{ child_template }}`.
  package var template: Snippet
  /// The module's name, e.g. `{{ child.name }}`.
  package var name: Snippet
  /// A condition, as inside `{% if %}`; the module is generated only when it holds.
  package var condition: Snippet?
  /// Parameter values for the module's template, by name (`"tests": "{{ tests }}"`).
  package var parameters: [(name: String, value: Snippet)]
  /// The `list` parameter the entry is repeated for.
  package var forEach: String?
  /// The item's name in the snippets (`item` by default).
  package var itemVariable: String
  /// Where the entry starts in the manifest.
  package var location: SourceLocation
}
