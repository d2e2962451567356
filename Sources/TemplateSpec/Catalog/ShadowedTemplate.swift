/// A template hidden by a nearer one of the same name.
package struct ShadowedTemplate: Sendable, Hashable {
  /// Where it was found.
  package var origin: TemplateOrigin
  /// Where it lives.
  package var location: String
}
