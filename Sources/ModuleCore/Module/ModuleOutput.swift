#if canImport(UIKit) && !os(macOS)
  /// The side of a module its owner implements: the events and results the module reports.
  ///
  /// Each module refines it (`PasscodeModuleOutput: ModuleOutput`). The owner returns its output from the
  /// configuration closure and the module keeps it weakly, so an owner that holds the module never forms a
  /// retain cycle with it.
  @MainActor
  public protocol ModuleOutput: AnyObject {}
#endif
