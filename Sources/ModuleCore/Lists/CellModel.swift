#if canImport(UIKit) && !os(macOS)
  /// A cell model: everything needed to make and configure its cell, and nothing else (no
  /// closures, no references), so section submodules can build models anywhere and lists can diff
  /// them. The model's type names its cell type, so one factory makes every cell.
  public protocol CellModel: Hashable, Sendable {
    /// The cell this model configures.
    associatedtype Cell: ListCell
    /// The row's identity.
    var id: ItemID { get }
    /// Shows the model in `cell`.
    @MainActor func configure(_ cell: Cell)
  }

  /// A cell model of any type, with its equality, hashing and configuration captured while the
  /// type was known (no `AnyHashable`, which is not `Sendable`).
  public struct AnyCellModel: Hashable, Sendable, Identifiable {
    /// The row's identity.
    public let id: ItemID
    /// The cell type's reuse identifier (`String(reflecting:)` of it).
    public let reuseIdentifier: String
    /// The cell type.
    public let cellType: ListCell.Type
    private let base: any Sendable
    private let isEqual: @Sendable (AnyCellModel) -> Bool
    private let hashInto: @Sendable (inout Hasher) -> Void
    private let configureCell: @MainActor @Sendable (ListCell) -> Void

    /// Wraps `model`.
    public init<Model: CellModel>(_ model: Model) {
      id = model.id
      reuseIdentifier = String(reflecting: Model.Cell.self)
      cellType = Model.Cell.self
      base = model
      isEqual = { other in other.base(as: Model.self) == model }
      hashInto = { hasher in hasher.combine(model) }
      configureCell = { cell in
        if let cell = cell as? Model.Cell { model.configure(cell) }
      }
    }

    /// The wrapped model, when it is a `Model`.
    public func base<Model: CellModel>(as type: Model.Type) -> Model? { base as? Model }

    /// Configures `cell` (of this model's cell type) with the model.
    @MainActor public func configure(_ cell: ListCell) { configureCell(cell) }

    /// Equal when the wrapped models are of one type and equal.
    public static func == (lhs: AnyCellModel, rhs: AnyCellModel) -> Bool { lhs.isEqual(rhs) }

    /// Hashes the wrapped model.
    public func hash(into hasher: inout Hasher) { hashInto(&hasher) }
  }

  /// A section of a list: its rows' models and optional header and footer text.
  public struct SectionModel: Hashable, Sendable, Identifiable {
    /// The section's identity.
    public var id: SectionID
    /// The header text, if any.
    public var header: String?
    /// The footer text, if any.
    public var footer: String?
    /// The rows, top to bottom.
    public var cells: [AnyCellModel]

    /// A section.
    public init(id: SectionID, header: String? = nil, footer: String? = nil, cells: [AnyCellModel] = []) {
      self.id = id
      self.header = header
      self.footer = footer
      self.cells = cells
    }
  }
#endif
