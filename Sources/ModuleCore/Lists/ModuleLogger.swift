#if canImport(UIKit) && !os(macOS)
  #if !canImport(os)
    import Foundation

    /// A logger with the call shape of the unified log's `Logger` (`error(_:)`, `fault(_:)`), for where the `os`
    /// module does not exist: it keeps every message in ``messages``, and writes nothing to standard output or error.
    /// Like `Logger` in the iOS 17 SDK, it is not `Sendable`.
    struct ModuleLogger {
      /// A message logged, with its level and category.
      struct Message: Equatable, Sendable {
        /// `error` or `fault`.
        let level: String
        /// The text.
        let text: String
        /// The logger's category.
        let category: String
      }

      /// The messages of every logger, behind a lock.
      private final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [Message] = []

        func append(_ message: Message) {
          lock.lock()
          defer { lock.unlock() }
          messages.append(message)
        }

        var all: [Message] {
          lock.lock()
          defer { lock.unlock() }
          return messages
        }
      }

      private static let store = Store()

      /// The messages logged so far by every logger, oldest first.
      static var messages: [Message] { store.all }

      /// The subsystem, as `Logger`'s.
      let subsystem: String
      /// The category, as `Logger`'s.
      let category: String

      /// A logger for `category` of `subsystem`.
      init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
      }

      /// Logs a mistake the program recovers from.
      func error(_ text: String) {
        Self.store.append(Message(level: "error", text: text, category: category))
      }

      /// Logs a programming mistake.
      func fault(_ text: String) {
        Self.store.append(Message(level: "fault", text: text, category: category))
      }
    }

    /// The unified log's privacy option, accepted so that messages read the same on every platform; kept messages
    /// are never redacted.
    struct OSLogPrivacy: Sendable {
      /// Shown in full.
      static let `public` = OSLogPrivacy()
    }

    extension DefaultStringInterpolation {
      /// Interpolates `value` as the unified log's `\(value, privacy: .public)` does.
      mutating func appendInterpolation(_ value: some CustomStringConvertible, privacy: OSLogPrivacy) {
        appendInterpolation(value.description)
      }
    }
  #endif
#endif
