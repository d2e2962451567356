#if canImport(UIKit) && !os(macOS)
  /// A dependency container with a parent (a scoped container): a scene's modules
  /// resolve their dependencies from the scene's scope, which falls back to its parents, never to
  /// siblings or children.
  ///
  /// ```swift
  /// let app = Scope("app")
  /// app.register(APIClient.self) { _ in URLSessionAPIClient() }
  /// let scene = app.child("MailMessage") { scene in
  ///   scene.register(MessageStore.self) { scope in MessageStore(api: scope.resolve()) }
  /// }
  /// let store: MessageStore = scene.resolve()  // one per scene, released with it
  /// ```
  ///
  /// Rules:
  /// - Lookup goes up the parents only; a registration hides a parent's registration of the same type.
  /// - A `.scoped` instance is built from, and kept by, the scope that registered it, so an
  ///   app-level singleton can never capture a scene's objects.
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
      let factory: @MainActor (Scope) -> Any
      var instance: Any?
      weak var weakInstance: AnyObject?

      init(lifetime: Lifetime, factory: @escaping @MainActor (Scope) -> Any) {
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

    /// Registers how to build `type` here; this hides a parent's registration of the same type
    /// for this scope and its children. Registering again replaces the registration (and drops
    /// an instance kept for it).
    public func register<T>(
      _ type: T.Type = T.self, _ lifetime: Lifetime = .scoped, factory: @escaping @MainActor (Scope) -> T
    ) {
      entries[ObjectIdentifier(type)] = Entry(lifetime: lifetime, factory: { scope in factory(scope) })
    }

    /// Whether `type` is registered here or in a parent.
    public func canResolve<T>(_ type: T.Type) -> Bool {
      owner(of: ObjectIdentifier(type)) != nil
    }

    /// The instance of `type`, or `nil` when neither this scope nor a parent registers it.
    public func resolveIfRegistered<T>(_ type: T.Type = T.self) -> T? {
      let key = ObjectIdentifier(type)
      guard let owner = owner(of: key), let entry = owner.entries[key] else { return nil }
      if owner.resolving.contains(key) {
        preconditionFailure("Scope \(owner.chain): \(T.self) depends on itself (a registration cycle)")
      }
      owner.resolving.append(key)
      defer { owner.resolving.removeLast() }
      switch entry.lifetime {
      case .transient:
        return entry.factory(self) as? T
      case .scoped:
        if let instance = entry.instance as? T { return instance }
        let instance = entry.factory(owner)
        entry.instance = instance
        return instance as? T
      case .weak:
        if let instance = entry.weakInstance as? T { return instance }
        let instance = entry.factory(owner)
        entry.weakInstance = instance as AnyObject
        return instance as? T
      }
    }

    /// The instance of `type`; a missing registration stops the program with the scope chain and
    /// the place asked from, since it is a wiring mistake the scene's generated test catches.
    public func resolve<T>(_ type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line) -> T {
      guard let instance = resolveIfRegistered(type) else {
        preconditionFailure("Scope \(chain): nothing registers \(T.self)", file: file, line: line)
      }
      return instance
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
