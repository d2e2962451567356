import UIKit

#if os(iOS) || os(tvOS) || os(visionOS)

  /// A list of sections built from cell models (section submodules' rows, or cells that are modules): a
  /// list-layout `UICollectionView` with a diffable data source of ``ItemID``s. Cell types are
  /// registered in ``apply(_:animatingDifferences:)``, before the snapshot is applied (never in
  /// the cell provider); a changed model whose cell type is unchanged is reconfigured in place,
  /// otherwise reloaded. Display and selection callbacks come out as ``willDisplay``,
  /// ``didEndDisplaying`` and ``onEvent`` (`.selected`).
  open class ListView: UIView, UICollectionViewDelegate {
    /// The sections as last applied.
    public private(set) var sections: [SectionModel] = []
    /// Reports a cell's event with its row.
    public var onEvent: (@MainActor (CellEvent, ItemID) -> Void)?
    /// Called when a row's cell comes on screen (configured).
    public var willDisplay: (@MainActor (ListCell, ItemID) -> Void)?
    /// Called when a row's cell goes off screen.
    public var didEndDisplaying: (@MainActor (ListCell, ItemID) -> Void)?
    /// The collection view showing the list.
    public let collectionView: UICollectionView

    private var models: [ItemID: AnyCellModel] = [:]
    private var registered: Set<String> = []
    private var rows: [ObjectIdentifier: ItemID] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<SectionID, ItemID>?

    /// An empty list with `appearance` (inset grouped, as a settings screen).
    public init(appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      super.init(frame: .zero)
      collectionView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(collectionView)
      NSLayoutConstraint.activate([
        collectionView.topAnchor.constraint(equalTo: topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
        collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
      collectionView.delegate = self
      let dataSource = UICollectionViewDiffableDataSource<SectionID, ItemID>(collectionView: collectionView) {
        [unowned self] collectionView, indexPath, id in
        self.makeCell(collectionView, indexPath, id)
      }
      let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = self.sections.indices.contains(indexPath.section) ? self.sections[indexPath.section].header : nil
        view.contentConfiguration = content
      }
      let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { [unowned self] view, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
        content.text = self.sections.indices.contains(indexPath.section) ? self.sections[indexPath.section].footer : nil
        view.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
      }
      self.dataSource = dataSource
    }

    /// Not supported: lists are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Every row, top to bottom.
    public var itemIDs: [ItemID] { sections.flatMap { $0.cells.map(\.id) } }

    /// Shows `sections`; ids must be unique across the list.
    public func apply(_ sections: [SectionModel], animatingDifferences: Bool = true) {
      var seen: Set<ItemID> = []
      for section in sections {
        for cell in section.cells {
          precondition(seen.insert(cell.id).inserted, "ListView: item \(cell.id) appears twice")
        }
      }
      let old = models
      self.sections = sections
      models = Dictionary(uniqueKeysWithValues: sections.flatMap(\.cells).map { ($0.id, $0) })
      for model in models.values where registered.insert(model.reuseIdentifier).inserted {
        collectionView.register(model.cellType, forCellWithReuseIdentifier: model.reuseIdentifier)
      }
      var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
      snapshot.appendSections(sections.map(\.id))
      for section in sections { snapshot.appendItems(section.cells.map(\.id), toSection: section.id) }
      var reconfigure: [ItemID] = []
      var reload: [ItemID] = []
      for (id, model) in models {
        guard let before = old[id], before != model else { continue }
        if before.reuseIdentifier == model.reuseIdentifier { reconfigure.append(id) } else { reload.append(id) }
      }
      if !reconfigure.isEmpty { snapshot.reconfigureItems(reconfigure) }
      if !reload.isEmpty { snapshot.reloadItems(reload) }
      dataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func makeCell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ id: ItemID)
      -> UICollectionViewCell
    {
      guard let model = models[id] else { return UICollectionViewCell() }
      let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: model.reuseIdentifier, for: indexPath)
      guard let cell = dequeued as? ListCell else { return dequeued }
      rows[ObjectIdentifier(cell)] = id
      cell.sendEvent = { [weak self] event in self?.onEvent?(event, id) }
      model.configure(cell)
      return cell
    }

    /// Reports the cell coming on screen.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      guard let cell = cell as? ListCell, let id = rows[ObjectIdentifier(cell)] else { return }
      willDisplay?(cell, id)
    }

    /// Reports the cell going off screen.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      guard let cell = cell as? ListCell, let id = rows[ObjectIdentifier(cell)] else { return }
      didEndDisplaying?(cell, id)
    }

    /// Reports a tap as `.selected`.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.deselectItem(at: indexPath, animated: true)
      guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
      onEvent?(.selected, id)
    }
  }
#endif
