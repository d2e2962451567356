import Foundation

/// UIKit's `NSDiffableDataSourceSnapshot` where UIKit does not exist: the sections and items a diffable data source
/// shows, by identifier, in order, with the items to reload or reconfigure when it is applied.
///
/// Identifiers must be unique across the snapshot: adding a section or an item whose identifier is already there,
/// or the same identifier twice in one call, is a programmer error. UIKit raises for duplicates in one call (newer
/// versions log and move an identifier already in the snapshot instead); the UIKit stand-in stops the program for
/// both, with UIKit's message. Naming an identifier that is not in the snapshot (to insert next to, delete, reload or
/// reconfigure) stops it too.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

  /// The items to reload when the snapshot is applied (each gets a new cell).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items to reconfigure when the snapshot is applied (their cells are configured again in place).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// How many items there are, in every section.
  public var numberOfItems: Int { sectionOfItem.count }
  /// How many sections there are.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// The items, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// How many items `identifier` has.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of `identifier`, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let index = indexOfSection(identifier) else { Self.stop("Invalid section identifier: \(identifier)") }
    return sections[index].items
  }

  /// The section holding `identifier`, if the item is in the snapshot.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// The index of `identifier` among all items, section after section.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

  /// The index of `identifier` among the sections.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  /// Adds `identifiers` at the end of `section` (the last section when `nil`).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    checkNew(identifiers)
    let index: Int
    if let section {
      guard let found = indexOfSection(section) else { Self.stop("Invalid section identifier: \(section)") }
      index = found
    } else {
      guard !sections.isEmpty else {
        Self.stop("There are currently no sections in the data source. Please add a section first.")
      }
      index = sections.count - 1
    }
    sections[index].items += identifiers
    for identifier in identifiers { sectionOfItem[identifier] = sections[index].id }
  }

  /// Inserts `identifiers` before the item `beforeIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insert(identifiers, next: beforeIdentifier, after: false)
  }

  /// Inserts `identifiers` after the item `afterIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, next: afterIdentifier, after: true)
  }

  /// Removes `identifiers` (each must be in the snapshot).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    checkExisting(identifiers, purpose: "delete")
    let deleted = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { deleted.contains($0) } }
    for identifier in identifiers { sectionOfItem[identifier] = nil }
    reloadedItemIdentifiers.removeAll { deleted.contains($0) }
    reconfiguredItemIdentifiers.removeAll { deleted.contains($0) }
  }

  /// Removes every item (the sections stay).
  public mutating func deleteAllItems() {
    for index in sections.indices { sections[index].items = [] }
    sectionOfItem = [:]
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  /// Marks `identifiers` to be reloaded when the snapshot is applied: each gets a new cell.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    checkExisting(identifiers, purpose: "reload")
    reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
  }

  /// Marks `identifiers` to be reconfigured when the snapshot is applied: their existing cells are configured
  /// again in place.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    checkExisting(identifiers, purpose: "reconfigure")
    reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
  }

  /// Adds `identifiers` as sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    checkNew(identifiers)
    sections += identifiers.map { ($0, []) }
  }

  /// Inserts `identifiers` as sections before the section `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    checkNew(identifiers)
    guard let index = indexOfSection(toIdentifier) else { Self.stop("Invalid section identifier: \(toIdentifier)") }
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }

  /// Removes the sections `identifiers` and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = indexOfSection(identifier) else { Self.stop("Invalid section identifier: \(identifier)") }
      let items = sections[index].items
      sections.remove(at: index)
      for item in items { sectionOfItem[item] = nil }
      reloadedItemIdentifiers.removeAll { items.contains($0) }
      reconfiguredItemIdentifiers.removeAll { items.contains($0) }
    }
  }

  /// Forgets the items to reload and reconfigure (a data source does it once it applied the snapshot).
  mutating func clearUpdates() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  /// The index path of `identifier`, if it is in the snapshot.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
      let item = sections[sectionIndex].items.firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  /// The item at `indexPath`, if there is one.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  private mutating func insert(_ identifiers: [ItemIdentifierType], next neighbour: ItemIdentifierType, after: Bool) {
    checkNew(identifiers)
    guard let section = sectionOfItem[neighbour], let sectionIndex = indexOfSection(section),
      let index = sections[sectionIndex].items.firstIndex(of: neighbour)
    else { Self.stop("Invalid item identifier specified for insert: \(neighbour)") }
    sections[sectionIndex].items.insert(contentsOf: identifiers, at: after ? index + 1 : index)
    for identifier in identifiers { sectionOfItem[identifier] = section }
  }

  private func checkNew(_ identifiers: [ItemIdentifierType]) {
    var seen: Set<ItemIdentifierType> = []
    let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionOfItem[$0] != nil }
    guard duplicates.isEmpty else {
      Self.stop("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
    }
  }

  private func checkNew(_ identifiers: [SectionIdentifierType]) {
    var seen: Set<SectionIdentifierType> = []
    let duplicates = identifiers.filter { !seen.insert($0).inserted || indexOfSection($0) != nil }
    guard duplicates.isEmpty else {
      Self.stop(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
    }
  }

  private func checkExisting(_ identifiers: [ItemIdentifierType], purpose: String) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      Self.stop("Invalid item identifier specified for \(purpose): \(identifier)")
    }
  }

  private static func describe(_ identifiers: [some Hashable]) -> String {
    "{(\(identifiers.map { "\($0)" }.joined(separator: ", ")))}"
  }

  private static func stop(_ message: String) -> Never {
    preconditionFailure(message)
  }
}
