import Foundation

extension UICollectionView {
  /// UIKit's cell registration where UIKit does not exist: a cell class and the handler that configures its cells
  /// for an item. Make it once (not in the cell provider) and dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers the class the first time.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for the item `itemIdentifier` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// The reuse identifier the registration's cells are dequeued with (unique to the registration).
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Cell`, whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      reuseIdentifier = "\(String(reflecting: Cell.self)) \(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// UIKit's supplementary view registration where UIKit does not exist: a view class for one kind of
  /// supplementary view (a section header or footer) and the handler that configures its views. Dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView`, of kind `elementKind`, at `indexPath`.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) ->
      Void

    /// The kind of view registered.
    let elementKind: String
    /// The reuse identifier the registration's views are dequeued with (unique to the registration).
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Supplementary` for supplementary views of kind `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = "\(String(reflecting: Supplementary.self)) \(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A cell of `registration`'s class for `indexPath`, configured by its handler for `item` (registering the class
  /// the first time). Call it from the cell provider.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellClasses[registration.reuseIdentifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      preconditionFailure("The cell dequeued for \(registration.reuseIdentifier) is not a \(Cell.self).")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by its handler
  /// (registering the class the first time). Call it from the supplementary view provider.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    if supplementaryClasses[registration.elementKind]?[registration.reuseIdentifier] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      preconditionFailure("The view dequeued for \(registration.reuseIdentifier) is not a \(Supplementary.self).")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
