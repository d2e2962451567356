#if canImport(UIKit) && !os(macOS)
  /// The name of a place in a container module's view where a child module goes (`"header"`,
  /// `"attachments"`).
  public struct ModuleSlotID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The slot's name.
    public let rawValue: String

    /// A slot called `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// A slot from a string literal: `let header: ModuleSlotID = "header"`.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The slot's name.
    public var description: String { rawValue }
  }
#endif
