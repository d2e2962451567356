#if canImport(UIKit) && !os(macOS)
  /// The View of a section submodule (in a list built from section submodules): a cell-model factory. The list's
  /// interactor asks every section for its rows at once and joins them; a cell's event goes back to
  /// the section it came from.
  @MainActor
  public protocol SectionModule: AnyObject, Sendable {
    /// The section's identity in the list.
    var sectionID: SectionID { get }
    /// Asks the section's presenter (and through it, its interactor and service) for its rows.
    func loadSection() async -> SectionModel
    /// Passes a cell's event to the section's presenter.
    func handle(_ event: CellEvent, at item: ItemID)
    /// Told when the section changes on its own later (set by the list; held weakly by sections).
    var sectionOutput: (any SectionModuleOutput)? { get set }
  }

  /// What a section tells its list after the first load: new rows of its own.
  @MainActor
  public protocol SectionModuleOutput: AnyObject {
    /// The section's rows changed.
    func sectionDidChange(_ section: SectionModel)
  }
#endif
