#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// One module per list cell, reused like cells (a list whose cells are modules).
  ///
  /// Content and appearance come through separate calls, as a collection view makes them:
  /// - ``configure(_:id:in:)``, from the list's cell provider (``ListView/didConfigure``): the first time a cell is
  ///   configured its module is made and embedded as a child of the list's view controller, its view in the cell's
  ///   content view. Each time, the module shows the item, before the cell is measured. For another item, the
  ///   previous item's UI state is saved and the new item's restored. For the same item (updated while on screen),
  ///   the module keeps its current state.
  /// - ``willDisplay(id:in:)`` and ``didEndDisplaying(id:in:)``, from the list's delegate: the module appears and
  ///   disappears with its cell (it appears only while the list's screen is visible), and the item's state is saved
  ///   when its cell goes.
  /// - ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``, from the list's view controller,
  ///   which turns automatic forwarding off (`shouldAutomaticallyForwardAppearanceMethods` returns `false`) and
  ///   forwards its own appearance to the host instead:
  ///
  /// ```swift
  /// override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  /// override func viewWillAppear(_ animated: Bool) {
  ///   super.viewWillAppear(animated)
  ///   cellModules?.beginAppearanceTransition(true, animated: animated)
  /// }
  /// override func viewDidAppear(_ animated: Bool) {
  ///   super.viewDidAppear(animated)
  ///   cellModules?.endAppearanceTransition()
  /// }
  /// override func viewWillDisappear(_ animated: Bool) {
  ///   super.viewWillDisappear(animated)
  ///   cellModules?.beginAppearanceTransition(false, animated: animated)
  /// }
  /// override func viewDidDisappear(_ animated: Bool) {
  ///   super.viewDidDisappear(animated)
  ///   cellModules?.endAppearanceTransition()
  /// }
  /// ```
  ///
  /// Only the modules of displayed cells follow the screen: a cell in the reuse pool keeps its module disappeared.
  /// State is kept per item, so an item scrolled away and back comes back as it was, in whichever cell.
  @MainActor
  public final class CellModuleHost<Item: Sendable, State: Sendable> {
    /// Where a view controller is between appearing and disappearing.
    private enum Appearance {
      case disappeared
      case appearing
      case appeared
      case disappearing
    }

    /// A cell's module: what it shows, whether the cell is on screen, and where the module's appearance is.
    private struct Entry {
      let cell: WeakCell
      let module: ReusableModule<Item, State>
      var item: ItemID?
      /// Whether the module's state belongs to `item` and is saved for it; `false` once the item's state was
      /// forgotten (the list no longer has the item).
      var keepsState = true
      var isDisplayed = false
      var appearance = Appearance.disappeared
    }

    /// A cell held weakly, so cells the list dropped are pruned.
    private final class WeakCell {
      weak var cell: ListCell?
      init(_ cell: ListCell) { self.cell = cell }
    }

    private weak var parent: UIViewController?
    private let factory: @MainActor () -> ReusableModule<Item, State>
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var states: [ItemID: State] = [:]
    private var hostAppearance = Appearance.disappeared

    /// A host embedding its modules in `parent` (the list's view controller), making each with `factory`.
    public init(parent: UIViewController, factory: @escaping @MainActor () -> ReusableModule<Item, State>) {
      self.parent = parent
      self.factory = factory
    }

    /// How many modules exist (bounded by the number of cells).
    public var moduleCount: Int {
      prune()
      return entries.count
    }

    /// The module in `cell`, if it has one.
    public func module(in cell: ListCell) -> UIViewController? {
      entries[ObjectIdentifier(cell)]?.module.viewController
    }

    /// The state saved for `item`, if any.
    public func state(for item: ItemID) -> State? { states[item] }

    /// Forgets the state of an item the list no longer has: the state saved for it, and the state of a module that
    /// still shows it (never saved for it again, and not restored if the item comes back).
    public func forgetState(for item: ItemID) {
      states[item] = nil
      for key in Array(entries.keys) where entries[key]?.item == item {
        entries[key]?.keepsState = false
      }
    }

    /// `cell` is configured for `item` (call it from the list's cell provider, ``ListView/didConfigure``): makes and
    /// embeds the cell's module the first time, then has it show `item`. For another item than the one the module
    /// showed, the previous item's state is saved and `item`'s saved state restored; for the same item, the module
    /// keeps its current state.
    public func configure(_ item: Item, id: ItemID, in cell: ListCell) {
      prune()
      let key = ObjectIdentifier(cell)
      var entry = entries[key] ?? Entry(cell: WeakCell(cell), module: makeModule(in: cell))
      let state: State?
      if entry.item == id, entry.keepsState {
        state = entry.module.currentState() ?? states[id]
      } else {
        // A displayed cell moves to another item without an end of display; otherwise the previous item's state
        // was saved when its cell went.
        if entry.isDisplayed, entry.keepsState, let previous = entry.item, previous != id,
          let saved = entry.module.currentState()
        {
          states[previous] = saved
        }
        state = states[id]
      }
      entry.item = id
      entry.keepsState = true
      entries[key] = entry
      entry.module.show(item, state)
    }

    /// `cell`, configured for `id`, comes on screen (call it from the list's `willDisplay`): its module appears if the
    /// list's screen is visible, or will appear with it. Ignored for a cell configured for another item.
    public func willDisplay(id: ItemID, in cell: ListCell) {
      let key = ObjectIdentifier(cell)
      guard var entry = entries[key], entry.item == id else { return }
      entry.isDisplayed = true
      switch hostAppearance {
      case .appeared:
        transition(&entry, appearing: true, animated: false)
        end(&entry)
      case .appearing:
        transition(&entry, appearing: true, animated: false)
      case .disappeared, .disappearing:
        break
      }
      entries[key] = entry
    }

    /// `cell` went off screen after showing `id` (call it from the list's `didEndDisplaying`): saves the item's
    /// state, and its module disappears. Ignored when the cell already shows another item.
    public func didEndDisplaying(id: ItemID, in cell: ListCell) {
      let key = ObjectIdentifier(cell)
      guard var entry = entries[key], entry.item == id else { return }
      if entry.keepsState, let state = entry.module.currentState() { states[id] = state }
      entry.isDisplayed = false
      if entry.appearance == .appearing || entry.appearance == .appeared {
        transition(&entry, appearing: false, animated: false)
        end(&entry)
      }
      entries[key] = entry
    }

    /// The list's screen starts appearing (`true`, from its `viewWillAppear`) or disappearing (`false`, from its
    /// `viewWillDisappear`): the modules of the displayed cells start the same transition.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      hostAppearance = isAppearing ? .appearing : .disappearing
      for key in Array(entries.keys) {
        guard var entry = entries[key], entry.isDisplayed else { continue }
        transition(&entry, appearing: isAppearing, animated: animated)
        entries[key] = entry
      }
    }

    /// The list's screen finished its transition (from its `viewDidAppear` or `viewDidDisappear`): the modules that
    /// followed it finish theirs.
    public func endAppearanceTransition() {
      switch hostAppearance {
      case .appearing: hostAppearance = .appeared
      case .disappearing: hostAppearance = .disappeared
      case .appeared, .disappeared: return
      }
      for key in Array(entries.keys) {
        guard var entry = entries[key] else { continue }
        end(&entry)
        entries[key] = entry
      }
    }

    /// Removes every module from the parent and forgets every state.
    public func removeAll() {
      for entry in entries.values { ModuleEmbedding.remove(entry.module.viewController) }
      entries = [:]
      states = [:]
    }

    private func makeModule(in cell: ListCell) -> ReusableModule<Item, State> {
      let module = factory()
      if let parent { ModuleEmbedding.embed(module.viewController, in: parent, container: cell.contentView) }
      return module
    }

    /// Starts an appearance (or disappearance) transition of `entry`'s module unless it is already in one that way.
    private func transition(_ entry: inout Entry, appearing: Bool, animated: Bool) {
      switch (appearing, entry.appearance) {
      case (true, .disappeared), (true, .disappearing):
        entry.appearance = .appearing
      case (false, .appeared), (false, .appearing):
        entry.appearance = .disappearing
      default:
        return
      }
      entry.module.viewController.beginAppearanceTransition(appearing, animated: animated)
    }

    /// Ends the transition `entry`'s module is in, if any.
    private func end(_ entry: inout Entry) {
      switch entry.appearance {
      case .appearing: entry.appearance = .appeared
      case .disappearing: entry.appearance = .disappeared
      case .appeared, .disappeared: return
      }
      entry.module.viewController.endAppearanceTransition()
    }

    /// Drops modules whose cells are gone.
    private func prune() {
      for (key, entry) in entries where entry.cell.cell == nil {
        ModuleEmbedding.remove(entry.module.viewController)
        entries[key] = nil
      }
    }
  }
#endif
