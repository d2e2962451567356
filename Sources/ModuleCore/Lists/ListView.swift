#if canImport(UIKit) && !os(macOS)
  import Foundation
  import UIKit

  /// A list of sections built from cell models (section submodules' rows, or cells that are modules): a list-layout
  /// `UICollectionView` with a diffable data source of ``ItemID``s, and always its own delegate.
  ///
  /// - ``apply(_:animatingDifferences:)`` registers each cell type before the snapshot is applied (never in the cell
  ///   provider). A changed model whose cell type is unchanged is reconfigured: its visible cell is configured again
  ///   in place. A changed cell type is reloaded: the row gets a new cell. Ids must be unique; a duplicate is
  ///   reported (``reportDuplicates``) and dropped, never a crash.
  /// - The cell provider configures a cell with its model, then calls ``didConfigure`` (where a cell module gets its
  ///   item), before the collection view sizes the cell.
  /// - Display and selection come out as ``willDisplay``, ``didEndDisplaying`` and ``onEvent`` (`.selected` for a
  ///   tap); a cell's own events (a switch) come out through ``onEvent`` too; scrolling comes out as ``onScroll``.
  ///   These callbacks are the list's delegate interface: the list stays its collection view's delegate (setting
  ///   another is refused and logged as a fault), so a view controller can never cut display and selection off by
  ///   becoming the delegate for scrolling.
  ///
  /// It is the view it shows: make it a view controller's `view`, or give it a frame. Cells are list cells
  /// (``ListCell``), so they get the list's grouped background and its tap highlight.
  @MainActor
  open class ListView: UICollectionView, UICollectionViewDelegate {
    /// The sections shown, as last applied (without dropped duplicates).
    public private(set) var sections: [SectionModel] = []
    /// Reports a cell's event with its row.
    public var onEvent: (@MainActor (CellEvent, ItemID) -> Void)?
    /// Called in the cell provider once a row's model configured its cell, before the cell is sized: the place to
    /// fill a cell from outside its model (a cell module, through ``CellModuleHost/configure(_:id:in:)``).
    public var didConfigure: (@MainActor (ListCell, AnyCellModel) -> Void)?
    /// Called when a row's cell comes on screen (already configured and sized).
    public var willDisplay: (@MainActor (ListCell, ItemID) -> Void)?
    /// Called when a row's cell goes off screen (scrolled away, deleted, or replaced by a reload).
    public var didEndDisplaying: (@MainActor (ListCell, ItemID) -> Void)?
    /// Called with the list whenever its content scrolls (`scrollViewDidScroll(_:)`): the place for paging or
    /// hiding bars, since the list stays its own delegate.
    public var onScroll: (@MainActor (UIScrollView) -> Void)?
    /// Told the item and section ids that ``apply(_:animatingDifferences:)`` was given more than once (their later
    /// occurrences were dropped); by default it logs them as an error (the unified log on Apple platforms,
    /// subsystem `ModuleCore`, category `Lists`).
    public var reportDuplicates: @MainActor (_ items: [ItemID], _ sections: [SectionID]) -> Void = { items, sections in
      let names = (sections.map { "section \($0)" } + items.map { "item \($0)" }).joined(separator: ", ")
      ListLogger.lists.error("ListView: ids must be unique; dropped the later \(names, privacy: .public)")
    }

    /// The list itself, always: display, selection and scrolling reach their callbacks (``willDisplay``,
    /// ``didEndDisplaying``, ``onEvent``, ``onScroll``) through it. Setting another delegate would cut them off, so
    /// the list keeps itself and logs a fault instead; use the callbacks.
    open override var delegate: (any UICollectionViewDelegate)? {
      get { super.delegate }
      set {
        if let newValue, newValue !== self {
          let refused = String(describing: type(of: newValue))
          ListLogger.lists.fault(
            "ListView: kept itself as its delegate instead of \(refused, privacy: .public); use its callbacks")
        }
        super.delegate = self
      }
    }

    private static let placeholderIdentifier = "ModuleCore.ListView.placeholder"
    private var models: [ItemID: AnyCellModel] = [:]
    private var registered: Set<String> = []
    private var rows: [ObjectIdentifier: ItemID] = [:]
    private var diffableDataSource: UICollectionViewDiffableDataSource<SectionID, ItemID>?

    /// An empty list with `appearance` (inset grouped, as a settings screen), with section headers and footers.
    public init(appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      super.init(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      delegate = self
      // A cell module's view changes the cell's constraints after the cell was first measured.
      selfSizingInvalidation = .enabledIncludingConstraints
      register(ListCell.self, forCellWithReuseIdentifier: Self.placeholderIdentifier)
      let isPlain = appearance == .plain
      let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [unowned self] view, _, indexPath in
        var content = isPlain ? UIListContentConfiguration.plainHeader() : .groupedHeader()
        content.text = section(at: indexPath.section)?.header
        view.contentConfiguration = content
      }
      let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [unowned self] view, _, indexPath in
        var content = isPlain ? UIListContentConfiguration.plainFooter() : .groupedFooter()
        content.text = section(at: indexPath.section)?.footer
        view.contentConfiguration = content
      }
      let dataSource = UICollectionViewDiffableDataSource<SectionID, ItemID>(collectionView: self) {
        [unowned self] _, indexPath, id in
        makeCell(at: indexPath, for: id)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == UICollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
      }
      diffableDataSource = dataSource
    }

    /// Not supported: lists are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Every row, top to bottom.
    public var itemIDs: [ItemID] { sections.flatMap { $0.cells.map(\.id) } }

    /// Shows `sections`. Ids must be unique across the list: a section or row whose id came before is dropped and
    /// reported to ``reportDuplicates``. Visible headers and footers show their section's new texts.
    public func apply(_ sections: [SectionModel], animatingDifferences: Bool = true) {
      let unique = Self.droppingDuplicates(sections)
      if !unique.items.isEmpty || !unique.sections.isEmpty { reportDuplicates(unique.items, unique.sections) }
      let old = models
      self.sections = unique.kept
      models = Dictionary(unique.kept.flatMap(\.cells).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for section in unique.kept {
        for model in section.cells where registered.insert(model.reuseIdentifier).inserted {
          register(model.cellType, forCellWithReuseIdentifier: model.reuseIdentifier)
        }
      }
      var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
      snapshot.appendSections(unique.kept.map(\.id))
      var reconfigure: [ItemID] = []
      var reload: [ItemID] = []
      for section in unique.kept {
        snapshot.appendItems(section.cells.map(\.id), toSection: section.id)
        for model in section.cells {
          guard let before = old[model.id], before != model else { continue }
          if before.reuseIdentifier == model.reuseIdentifier {
            reconfigure.append(model.id)
          } else {
            reload.append(model.id)
          }
        }
      }
      if !reconfigure.isEmpty { snapshot.reconfigureItems(reconfigure) }
      if !reload.isEmpty { snapshot.reloadItems(reload) }
      diffableDataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
      refreshVisibleHeadersAndFooters()
    }

    /// The row shown at `indexPath`, if any.
    public func itemID(at indexPath: IndexPath) -> ItemID? { diffableDataSource?.itemIdentifier(for: indexPath) }

    /// Where `item` is shown, if it is.
    public func indexPath(for item: ItemID) -> IndexPath? { diffableDataSource?.indexPath(for: item) }

    /// The row `cell` was last configured for.
    func row(of cell: ListCell) -> ItemID? { rows[ObjectIdentifier(cell)] }

    private func section(at index: Int) -> SectionModel? {
      sections.indices.contains(index) ? sections[index] : nil
    }

    private func makeCell(at indexPath: IndexPath, for id: ItemID) -> UICollectionViewCell {
      guard let model = models[id] else {
        return dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
      }
      let dequeued = dequeueReusableCell(withReuseIdentifier: model.reuseIdentifier, for: indexPath)
      guard let cell = dequeued as? ListCell else { return dequeued }
      rows[ObjectIdentifier(cell)] = id
      cell.sendEvent = { [weak self] event in self?.onEvent?(event, id) }
      model.configure(cell)
      didConfigure?(cell, model)
      return cell
    }

    /// Gives the headers and footers on screen their section's current texts (a snapshot that keeps a section keeps
    /// its views as they were).
    private func refreshVisibleHeadersAndFooters() {
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        for indexPath in indexPathsForVisibleSupplementaryElements(ofKind: kind) {
          guard let view = supplementaryView(forElementKind: kind, at: indexPath) as? UICollectionViewListCell,
            var content = view.contentConfiguration as? UIListContentConfiguration
          else { continue }
          let section = section(at: indexPath.section)
          content.text = kind == UICollectionView.elementKindSectionHeader ? section?.header : section?.footer
          view.contentConfiguration = content
        }
      }
    }

    /// `sections` without the sections and rows whose ids came before, and the ids dropped.
    private static func droppingDuplicates(
      _ sections: [SectionModel]
    ) -> (kept: [SectionModel], items: [ItemID], sections: [SectionID]) {
      var sectionIDs: Set<SectionID> = []
      var itemIDs: Set<ItemID> = []
      var droppedSections: [SectionID] = []
      var droppedItems: [ItemID] = []
      var kept: [SectionModel] = []
      for var section in sections {
        guard sectionIDs.insert(section.id).inserted else {
          droppedSections.append(section.id)
          continue
        }
        section.cells = section.cells.filter { cell in
          if itemIDs.insert(cell.id).inserted { return true }
          droppedItems.append(cell.id)
          return false
        }
        kept.append(section)
      }
      return (kept, droppedItems, droppedSections)
    }
  }
#endif
