#if canImport(UIKit) && !os(macOS)
  extension Scope {
    /// Why ``Scope/resolve(_:file:line:)`` found no instance: nothing on the scope chain registers the type, or
    /// registrations depend on each other in a circle.
    public struct ResolutionError: Error, CustomStringConvertible {
      /// What went wrong.
      public enum Reason: Sendable, Equatable {
        /// No scope on the chain registers the type.
        case notRegistered
        /// The type's registration depends, through others, on itself.
        case cycle
      }

      /// What went wrong.
      public let reason: Reason
      /// The type asked for.
      public let type: String
      /// The scope chain asked (``Scope/chain``), or the registering scope's for a cycle.
      public let chain: String
      /// The file the type was asked for in.
      public let file: String
      /// The line the type was asked for on.
      public let line: UInt

      /// An error for `type`, asked for at `file`:`line` in the scope chain `chain`.
      public init(_ reason: Reason, type: String, chain: String, file: StaticString, line: UInt) {
        self.reason = reason
        self.type = type
        self.chain = chain
        self.file = "\(file)"
        self.line = line
      }

      /// `File.swift:12: nothing registers MessageStore in app > MailMessage`.
      public var description: String {
        switch reason {
        case .notRegistered: "\(file):\(line): nothing registers \(type) in \(chain)"
        case .cycle: "\(file):\(line): \(type) depends on itself in \(chain) (a registration cycle)"
        }
      }
    }
  }
#endif
