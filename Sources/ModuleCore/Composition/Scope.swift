#if canImport(UIKit) && !os(macOS)
  /// A dependency container with a parent (a scoped container): a scene's modules
  /// resolve their dependencies from the scene's scope, which falls back to its parents, never to
  /// siblings or children.
  ///
  /// Dependencies are asked for in two ways:
  /// - By ``Key``: a key says how to make its value, so asking for it cannot fail. A scene declares its parts as
  ///   keys and ``provide(_:)``s them in its scope; a test or a parent ``override(_:_:make:)``s one.
  /// - By type, for what an app registers itself: ``register(_:_:factory:)`` and ``resolve(_:file:line:)``, which
  ///   throws a ``ResolutionError`` naming the scope chain and the place asked from when nothing registers the type.
  ///
  /// ```swift
  /// enum MailScene {
  ///   static let store = Scope.Key("MailMessage store") { scope in MessageStore(api: scope[AppKeys.api]) }
  ///   static func makeScope(parent: Scope) -> Scope {
  ///     parent.child("MailMessage") { scene in scene.provide(store) }
  ///   }
  /// }
  /// let scene = MailScene.makeScope(parent: app)
  /// let store = scene[MailScene.store]  // one per scene, released with it
  /// ```
  ///
  /// Rules:
  /// - Lookup goes up the parents only; a registration hides a parent's registration of the same type or key.
  /// - A `.scoped` instance is built from, and kept by, the scope that registered or provides it, so an
  ///   app-level singleton can never capture a scene's objects. A key that no scope on the chain provides is
  ///   provided by the scope asked, on first use.
  /// - A `.transient` instance is built anew for every resolution, from the scope asked.
  /// - A `.weak` instance is shared while someone holds it (classes only), then built again.
  /// - A scope lives as long as its owner holds it (in the built-in templates, the router of the
  ///   scene's top-level module); its `.scoped` instances go with it. Children hold their parent,
  ///   not the other way round.
  @MainActor
  public final class Scope {
    /// How long a registered instance lives.
    public enum Lifetime: Sendable {
      /// New for every resolution, built from the scope asked.
      case transient
      /// One per registering scope, kept until that scope goes, built from the registering scope.
      case scoped
      /// One per registering scope while something else holds it (classes only).
      case weak
    }

    /// A registration: how to build, and the instance kept for it.
    private final class Entry {
      let lifetime: Lifetime
      let factory: @MainActor (Scope) throws -> Any
      var instance: Any?
      weak var weakInstance: AnyObject?

      init(lifetime: Lifetime, factory: @escaping @MainActor (Scope) throws -> Any) {
        self.lifetime = lifetime
        self.factory = factory
      }
    }

    /// The scope's name, shown in ``chain``.
    public let name: String
    /// The scope lookups fall back to.
    public let parent: Scope?
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var resolving: [ObjectIdentifier] = []

    /// A scope called `name` below `parent` (a root scope when `nil`).
    public init(_ name: String, parent: Scope? = nil) {
      self.name = name
      self.parent = parent
    }

    /// A new scope below this one, with its registrations made by `register`.
    public func child(_ name: String, register: (Scope) -> Void = { _ in }) -> Scope {
      let scope = Scope(name, parent: self)
      register(scope)
      return scope
    }

    /// The names from the root down to this scope: `app > MailMessage`.
    public var chain: String {
      var names: [String] = []
      var scope: Scope? = self
      while let current = scope {
        names.append(current.name)
        scope = current.parent
      }
      return names.reversed().joined(separator: " > ")
    }

    // MARK: - Keys

    /// Makes `key`'s value in this scope, for it and its children, with the key's own lifetime and way of making it.
    public func provide<Value>(_ key: Key<Value>) {
      entries[ObjectIdentifier(key)] = Entry(lifetime: key.lifetime) { scope in key.make(scope) }
    }

    /// Makes `key`'s value another way in this scope and its children (a test's stand-in, a parent's choice); this
    /// hides the key's own way and any parent's.
    public func override<Value>(
      _ key: Key<Value>, _ lifetime: Lifetime = .scoped, make: @escaping @MainActor (Scope) -> Value
    ) {
      entries[ObjectIdentifier(key)] = Entry(lifetime: lifetime) { scope in make(scope) }
    }

    /// Whether this scope or a parent provides (or overrides) `key`.
    public func provides<Value>(_ key: Key<Value>) -> Bool {
      owner(of: ObjectIdentifier(key)) != nil
    }

    /// `key`'s value: from the nearest scope that provides or overrides it, else provided here on first use.
    /// Asking cannot fail; keys that make each other in a circle stop the program on first use (a mistake in the
    /// keys' declarations, which any test that asks finds).
    public subscript<Value>(key: Key<Value>) -> Value {
      let id = ObjectIdentifier(key)
      if owner(of: id) == nil { provide(key) }
      do {
        if let value = try resolveIfRegistered(id, as: Value.self, file: #fileID, line: #line) { return value }
      } catch {
        preconditionFailure("Scope \(chain): \(error)")
      }
      preconditionFailure("Scope \(chain): \(key.name) made a value of another type")
    }

    // MARK: - Types

    /// Registers how to build `type` here; this hides a parent's registration of the same type
    /// for this scope and its children. Registering again replaces the registration (and drops
    /// an instance kept for it).
    public func register<T>(
      _ type: T.Type = T.self, _ lifetime: Lifetime = .scoped,
      factory: @escaping @MainActor (Scope) throws -> T
    ) {
      entries[ObjectIdentifier(type)] = Entry(lifetime: lifetime) { scope in try factory(scope) }
    }

    /// Whether `type` is registered here or in a parent.
    public func canResolve<T>(_ type: T.Type) -> Bool {
      owner(of: ObjectIdentifier(type)) != nil
    }

    /// The instance of `type`, or `nil` when neither this scope nor a parent registers it; throws what its
    /// registration's factory throws (a ``ResolutionError`` when what it depends on cannot be resolved).
    public func resolveIfRegistered<T>(
      _ type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws -> T? {
      try resolveIfRegistered(ObjectIdentifier(type), as: T.self, file: file, line: line)
    }

    /// The instance of `type`; throws a ``ResolutionError`` naming the scope chain and the place asked from when
    /// nothing registers it (or what it depends on), or when registrations depend on each other in a circle, and
    /// whatever else its registration's factory throws.
    public func resolve<T>(
      _ type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws -> T {
      guard let instance = try resolveIfRegistered(type, file: file, line: line) else {
        throw ResolutionError(.notRegistered, type: "\(T.self)", chain: chain, file: file, line: line)
      }
      return instance
    }

    /// The instance registered for `key`, or `nil` when nothing on the chain registers it.
    private func resolveIfRegistered<T>(
      _ key: ObjectIdentifier, as _: T.Type, file: StaticString, line: UInt
    ) throws -> T? {
      guard let owner = owner(of: key), let entry = owner.entries[key] else { return nil }
      if owner.resolving.contains(key) {
        throw ResolutionError(.cycle, type: "\(T.self)", chain: owner.chain, file: file, line: line)
      }
      owner.resolving.append(key)
      defer { owner.resolving.removeLast() }
      switch entry.lifetime {
      case .transient:
        return try entry.factory(self) as? T
      case .scoped:
        if let instance = entry.instance as? T { return instance }
        let instance = try entry.factory(owner)
        entry.instance = instance
        return instance as? T
      case .weak:
        if let instance = entry.weakInstance as? T { return instance }
        let instance = try entry.factory(owner)
        entry.weakInstance = instance as AnyObject
        return instance as? T
      }
    }

    /// The nearest scope, this one or a parent, that registers `key`.
    private func owner(of key: ObjectIdentifier) -> Scope? {
      var scope: Scope? = self
      while let current = scope {
        if current.entries[key] != nil { return current }
        scope = current.parent
      }
      return nil
    }
  }
#endif
