#if canImport(UIKit) && !os(macOS)
  /// A settings-style row: a title, an optional detail text and an optional switch. Section
  /// submodules build their rows from it, so one cell type (``RowCell``) shows every section.
  public struct RowModel: CellModel {
    /// The row's identity in the list.
    public let id: ItemID
    /// The main text.
    public var title: String
    /// The secondary text shown beside or below the title, if any.
    public var detail: String?
    /// The switch's state, or `nil` for a row without a switch.
    public var isOn: Bool?

    /// A row with `title`, optionally `detail` and a switch in state `isOn`.
    public init(id: ItemID, title: String, detail: String? = nil, isOn: Bool? = nil) {
      self.id = id
      self.title = title
      self.detail = detail
      self.isOn = isOn
    }

    /// Shows this row in `cell`.
    @MainActor public func configure(_ cell: RowCell) {
      cell.show(self)
    }
  }
#endif
