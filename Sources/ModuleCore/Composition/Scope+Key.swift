#if canImport(UIKit) && !os(macOS)
  extension Scope {
    /// A dependency with the way to make it, so that asking a scope for it (``Scope/subscript(_:)``) cannot fail.
    ///
    /// Declare a scene's parts as keys, each made from the scope it is asked in, and provide them in the scene's
    /// scope:
    ///
    /// ```swift
    /// static let service = Scope.Key<any MailServicing>("MailMessage service") { _ in MailService() }
    /// static let assembly = Scope.Key<any MailModuleAssemblying>("MailMessage assembly", .transient) { scope in
    ///   MailModuleAssembly(service: scope[service])
    /// }
    /// ```
    ///
    /// Keys are compared by identity: declare each once, as a `static let`.
    @MainActor
    public final class Key<Value> {
      /// The key's name, for messages.
      public let name: String
      /// How long a value made by ``make`` lives.
      public let lifetime: Lifetime
      /// Makes the value from the scope that provides the key (the scope asked, for `.transient`).
      public let make: @MainActor (Scope) -> Value

      /// A key called `name` whose values `make` builds, living as `lifetime` says.
      public init(_ name: String, _ lifetime: Lifetime = .scoped, make: @escaping @MainActor (Scope) -> Value) {
        self.name = name
        self.lifetime = lifetime
        self.make = make
      }
    }
  }
#endif
