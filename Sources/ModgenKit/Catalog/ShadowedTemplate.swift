/// A template hidden by a nearer one of the same name.
public struct ShadowedTemplate: Sendable, Hashable {
  /// Where it was found.
  public var origin: TemplateOrigin
  /// Where it lives.
  public var location: String
}
