#if canImport(UIKit) && !os(macOS)
  /// A section of a list built from section submodules (a group of cells): one per section submodule.
  public struct SectionID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The section's name.
    public let rawValue: String

    /// A section called `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// A section from a string literal.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The section's name.
    public var description: String { rawValue }
  }

  /// A row of a list, unique across sections by construction: its section and its name there.
  public struct ItemID: Hashable, Sendable, CustomStringConvertible {
    /// The section the row belongs to.
    public let section: SectionID
    /// The row's name within the section.
    public let item: String

    /// Row `item` of `section`.
    public init(_ section: SectionID, _ item: String) {
      self.section = section
      self.item = item
    }

    /// `section/item`.
    public var description: String { "\(section)/\(item)" }
  }

  /// What a cell reports to its list: a tap, a switch, or a named action.
  public enum CellEvent: Hashable, Sendable {
    /// The row was selected.
    case selected
    /// A switch in the row changed.
    case toggled(Bool)
    /// A named action of the row (a button).
    case action(String)
  }
#endif
