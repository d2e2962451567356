#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The base of every list cell: a `UICollectionViewListCell`, so it gets the list's look (a grouped list's cell
  /// background) and the highlight of a tap, that reports its events to the list through ``sendEvent`` (set by the
  /// list each time it configures the cell).
  @MainActor
  open class ListCell: UICollectionViewListCell {
    /// Reports an event of this cell's row; set by the list each time it configures the cell.
    public var sendEvent: (@MainActor (CellEvent) -> Void)?

    /// Clears the event reporter; a reused cell gets a new one when it is configured.
    open override func prepareForReuse() {
      super.prepareForReuse()
      sendEvent = nil
    }
  }
#endif
