import Foundation

/// UIKit's index paths of table and collection views where UIKit does not exist: a section and an item (or row)
/// in it.
extension IndexPath {
  /// The index path of item `item` in section `section` (a collection view's item).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The index path of row `row` in section `section` (a table view's row).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section the index path points into.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item's index in its section.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row's index in its section (the same index as ``item``).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
