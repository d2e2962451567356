/// A module rendered in memory: the validated name, the parameter values and every file.
public struct RenderedModule: Sendable {
  /// The module name.
  public var moduleName: String
  /// The template's manifest.
  public var manifest: TemplateManifest
  /// The parameter values used.
  public var parameters: [ResolvedParameter]
  /// The files, code files first, in the manifest's order (files whose `if` is false are absent).
  public var files: [RenderedFile]
}
