import UIKit

#if !(os(iOS) || os(tvOS) || os(visionOS))
  /// A headless stand-in for ModuleCore's iOS list (a list-layout `UICollectionView` with a
  /// diffable data source), enforcing the same rules so that section and cell modules can be
  /// tested on Linux: ids are unique; a changed model whose cell type is unchanged configures its
  /// visible cell again in place, otherwise the cell ends display and a cell of the new type shows
  /// it; cells are reused by type, `prepareForReuse()` first. "Scrolling" is ``display(_:)``.
  @MainActor
  open class ListView: UIView {
    /// The sections as last applied.
    public private(set) var sections: [SectionModel] = []
    /// Reports a cell's event with its row.
    public var onEvent: (@MainActor (CellEvent, ItemID) -> Void)?
    /// Called when a row's cell comes on screen (configured).
    public var willDisplay: (@MainActor (ListCell, ItemID) -> Void)?
    /// Called when a row's cell goes off screen.
    public var didEndDisplaying: (@MainActor (ListCell, ItemID) -> Void)?
    /// How many cells were made (reuse keeps it near the number of visible rows).
    public private(set) var createdCellCount = 0

    private var models: [ItemID: AnyCellModel] = [:]
    private var visible: [(id: ItemID, cell: ListCell)] = []
    private var pool: [String: [ListCell]] = [:]

    /// An empty list.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Not supported: lists are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Every row, top to bottom.
    public var itemIDs: [ItemID] { sections.flatMap { $0.cells.map(\.id) } }

    /// The rows on screen, in display order.
    public var visibleItems: [ItemID] { visible.map(\.id) }

    /// The cell showing `item`, when it is on screen.
    public func cell(for item: ItemID) -> ListCell? { visible.first { $0.id == item }?.cell }

    /// Shows `sections`. Ids must be unique across the list (a duplicate stops the program, as
    /// a diffable data source does).
    public func apply(_ sections: [SectionModel]) {
      var seen: Set<ItemID> = []
      var sectionIDs: Set<SectionID> = []
      for section in sections {
        precondition(sectionIDs.insert(section.id).inserted, "ListView: section \(section.id) appears twice")
        for cell in section.cells {
          precondition(seen.insert(cell.id).inserted, "ListView: item \(cell.id) appears twice")
        }
      }
      let old = models
      self.sections = sections
      models = Dictionary(uniqueKeysWithValues: sections.flatMap(\.cells).map { ($0.id, $0) })
      var kept: [(id: ItemID, cell: ListCell)] = []
      for entry in visible {
        guard let model = models[entry.id] else {
          endDisplay(entry)
          continue
        }
        if old[entry.id] == model {
          kept.append(entry)
        } else if model.reuseIdentifier == entry.cell.reuseIdentifier {
          configure(entry.cell, with: model)
          kept.append(entry)
        } else {
          endDisplay(entry)
          kept.append((entry.id, show(model)))
        }
      }
      visible = kept
    }

    /// "Scrolls" so that exactly `items` are on screen, in that order: rows leaving end display
    /// (their cells go back to the pool) before rows arriving are shown. Unknown ids are ignored.
    public func display(_ items: [ItemID]) {
      let wanted = items.filter { models[$0] != nil }
      let staying = Set(wanted)
      for entry in visible where !staying.contains(entry.id) { endDisplay(entry) }
      var current = Dictionary(
        uniqueKeysWithValues: visible.filter { staying.contains($0.id) }.map { ($0.id, $0.cell) })
      visible = wanted.map { id in
        if let cell = current.removeValue(forKey: id) { return (id, cell) }
        return (id, show(models[id]!))
      }
    }

    /// Sends `.selected` for `item`, as a tap on its row does.
    public func select(_ item: ItemID) {
      guard models[item] != nil else { return }
      onEvent?(.selected, item)
    }

    private func show(_ model: AnyCellModel) -> ListCell {
      let cell: ListCell
      if var reusable = pool[model.reuseIdentifier], !reusable.isEmpty {
        cell = reusable.removeLast()
        pool[model.reuseIdentifier] = reusable
        cell.prepareForReuse()
      } else {
        cell = model.cellType.init(frame: .zero)
        cell.reuseIdentifier = model.reuseIdentifier
        createdCellCount += 1
      }
      addSubview(cell)
      configure(cell, with: model)
      willDisplay?(cell, model.id)
      return cell
    }

    private func configure(_ cell: ListCell, with model: AnyCellModel) {
      let id = model.id
      cell.sendEvent = { [weak self] event in self?.onEvent?(event, id) }
      model.configure(cell)
    }

    private func endDisplay(_ entry: (id: ItemID, cell: ListCell)) {
      didEndDisplaying?(entry.cell, entry.id)
      entry.cell.removeFromSuperview()
      pool[entry.cell.reuseIdentifier ?? "", default: []].append(entry.cell)
    }
  }
#endif
