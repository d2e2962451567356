import UIKit

/// One module per list cell, reused like cells (a list whose cells are modules). A module is created the
/// first time a cell is displayed and embedded as a child of the list's view controller, its
/// view in the cell's content view; each time the cell shows another item, the previous item's UI
/// state is saved, the new item is shown with its saved state, and the module gets its appearance
/// calls (the list's view controller should return `false` from
/// `shouldAutomaticallyForwardAppearanceMethods`). State is kept per item, so an item scrolled away
/// and back comes back as it was, in whichever cell.
@MainActor
public final class CellModuleHost<Item: Sendable, State: Sendable> {
  private weak var parent: UIViewController?
  private let factory: @MainActor () -> ReusableModule<Item, State>
  private var modules: [ObjectIdentifier: (cell: WeakCell, module: ReusableModule<Item, State>, item: ItemID?)] = [:]
  private var states: [ItemID: State] = [:]

  /// A cell held weakly, so cells the list dropped are pruned.
  private final class WeakCell {
    weak var cell: ListCell?
    init(_ cell: ListCell) { self.cell = cell }
  }

  /// A host embedding its modules in `parent` (the list's view controller), making each with
  /// `factory`.
  public init(parent: UIViewController, factory: @escaping @MainActor () -> ReusableModule<Item, State>) {
    self.parent = parent
    self.factory = factory
  }

  /// How many modules exist (bounded by the number of cells).
  public var moduleCount: Int {
    prune()
    return modules.count
  }

  /// The module in `cell`, if it has one.
  public func module(in cell: ListCell) -> UIViewController? { modules[ObjectIdentifier(cell)]?.module.viewController }

  /// The state saved for `item`, if any.
  public func state(for item: ItemID) -> State? { states[item] }

  /// Forgets the state of an item the list no longer has.
  public func forgetState(for item: ItemID) { states[item] = nil }

  /// `cell` is coming on screen for `item`: makes and embeds its module the first time, saves
  /// the state of the item it showed before, shows `item` with its saved state, and sends the
  /// module `viewWillAppear`/`viewDidAppear`.
  public func willDisplay(_ item: Item, id: ItemID, in cell: ListCell) {
    prune()
    let key = ObjectIdentifier(cell)
    var entry = modules[key] ?? (WeakCell(cell), makeModule(in: cell), nil)
    if let previous = entry.item, previous != id, let state = entry.module.currentState() { states[previous] = state }
    entry.item = id
    modules[key] = entry
    entry.module.show(item, states[id])
    entry.module.viewController.beginAppearanceTransition(true, animated: false)
    entry.module.viewController.endAppearanceTransition()
  }

  /// `cell` went off screen after showing `id`: saves the item's state and sends the module
  /// `viewWillDisappear`/`viewDidDisappear`. Ignored when the cell already shows another item.
  public func didEndDisplaying(id: ItemID, in cell: ListCell) {
    guard let entry = modules[ObjectIdentifier(cell)], entry.item == id else { return }
    if let state = entry.module.currentState() { states[id] = state }
    entry.module.viewController.beginAppearanceTransition(false, animated: false)
    entry.module.viewController.endAppearanceTransition()
  }

  /// Removes every module from the parent and forgets every state.
  public func removeAll() {
    for entry in modules.values { ModuleEmbedding.remove(entry.module.viewController) }
    modules = [:]
    states = [:]
  }

  private func makeModule(in cell: ListCell) -> ReusableModule<Item, State> {
    let module = factory()
    if let parent { ModuleEmbedding.embed(module.viewController, in: parent, container: cell.contentView) }
    return module
  }

  /// Drops modules whose cells are gone.
  private func prune() {
    for (key, entry) in modules where entry.cell.cell == nil {
      ModuleEmbedding.remove(entry.module.viewController)
      modules[key] = nil
    }
  }
}
