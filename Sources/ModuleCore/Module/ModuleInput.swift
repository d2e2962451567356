#if canImport(UIKit) && !os(macOS)
  /// The side of a module its owner talks to: configuration and later changes.
  ///
  /// Each module refines it (`PasscodeModuleInput: ModuleInput`); the module's Assembly hands the input to the
  /// owner's configuration closure. Inputs are reference types that live on the main actor, like the view
  /// controllers they drive.
  @MainActor
  public protocol ModuleInput: AnyObject {}
#endif
