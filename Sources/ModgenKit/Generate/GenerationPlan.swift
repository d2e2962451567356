/// Everything one `gen` run would write, rendered in memory and compared with the disk; nothing
/// has been written when a plan exists.
public struct GenerationPlan: Sendable {
  /// The module's name.
  public var moduleName: String
  /// The template's name.
  public var templateName: String
  /// The parameter values used, in the manifest's order.
  public var parameters: [ResolvedParameter]
  /// The files, code files first, in the manifest's order.
  public var files: [PlannedFile]

  /// Creates a plan.
  public init(moduleName: String, templateName: String, parameters: [ResolvedParameter], files: [PlannedFile]) {
    self.moduleName = moduleName
    self.templateName = templateName
    self.parameters = parameters
    self.files = files
  }

  /// The files that exist with different bytes.
  public var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
}
