import UIKit

#if os(iOS) || os(tvOS) || os(visionOS)

  /// The base of every list cell: a `UICollectionViewCell` that reports its events to the list
  /// through ``sendEvent`` (set by the list each time it configures the cell).
  open class ListCell: UICollectionViewCell {
    /// Reports an event of this cell's row; set by the list.
    public var sendEvent: (@MainActor (CellEvent) -> Void)?

    /// Clears the event reporter; a reused cell gets a new one.
    open override func prepareForReuse() {
      super.prepareForReuse()
      sendEvent = nil
    }
  }
#else
  /// A headless stand-in for ModuleCore's iOS list cell (a `UICollectionViewCell`): a view with a
  /// content view, a reuse identifier set by the list, and the event reporter.
  @MainActor
  open class ListCell: UIView {
    /// Where the cell's content goes.
    public let contentView = UIView()
    /// The reuse identifier the list dequeued it with.
    public internal(set) var reuseIdentifier: String?
    /// Reports an event of this cell's row; set by the list each time it configures the cell.
    public var sendEvent: (@MainActor (CellEvent) -> Void)?

    /// An empty cell (the list makes cells by type).
    public required override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(contentView)
    }

    /// Not supported: cells are made by the list.
    public required init?(coder: NSCoder) { nil }

    /// Called before the list reuses the cell for another row; clears the event reporter.
    open func prepareForReuse() {
      sendEvent = nil
    }
  }
#endif
