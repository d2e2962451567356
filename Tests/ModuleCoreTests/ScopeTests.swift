#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import XCTest

  /// `Scope`'s rules: upward lookup, hiding, lifetimes and where instances are built from.
  final class ScopeTests: XCTestCase {
    private final class Store {
      let owner: String
      init(owner: String) { self.owner = owner }
    }

    private final class Service {
      let store: Store
      init(store: Store) { self.store = store }
    }

    @MainActor func testLookupGoesUpToParentsButNeverToChildrenOrSiblings() async throws {
      let app = Scope("app")
      app.register(String.self) { _ in "from app" }
      let scene = app.child("Mail") { $0.register(Int.self) { _ in 42 } }
      let sibling = app.child("Settings")

      XCTAssertEqual(try scene.resolve(String.self), "from app")
      XCTAssertEqual(try scene.resolve(Int.self), 42)
      XCTAssertNil(try app.resolveIfRegistered(Int.self), "a parent never sees a child's registrations")
      XCTAssertNil(try sibling.resolveIfRegistered(Int.self), "siblings never see each other's")
      XCTAssertTrue(scene.canResolve(String.self))
      XCTAssertFalse(sibling.canResolve(Int.self))
      XCTAssertEqual(scene.chain, "app > Mail")
    }

    @MainActor func testARegistrationHidesTheParents() async throws {
      let app = Scope("app")
      app.register(String.self) { _ in "app" }
      let scene = app.child("Mail") { $0.register(String.self) { _ in "scene" } }
      XCTAssertEqual(try scene.resolve(String.self), "scene")
      XCTAssertEqual(try app.resolve(String.self), "app")
    }

    @MainActor func testScopedInstancesAreOnePerRegisteringScopeAndBuiltFromIt() async throws {
      let app = Scope("app")
      app.register(Store.self) { scope in Store(owner: scope.name) }
      // A singleton registered in the app cannot capture a scene's objects: it is built from the app.
      app.register(Service.self) { scope in Service(store: try scope.resolve()) }
      let first = app.child("First") { $0.register(Store.self) { scope in Store(owner: scope.name) } }
      let second = app.child("Second")

      let service = try first.resolve(Service.self)
      XCTAssertEqual(service.store.owner, "app")
      XCTAssertTrue(try second.resolve(Service.self) === service, "one per registering scope")
      XCTAssertEqual(try first.resolve(Store.self).owner, "First")
      let kept = try first.resolve(Store.self)
      XCTAssertTrue(try first.resolve(Store.self) === kept)
    }

    @MainActor func testTransientInstancesAreNewEachTimeAndBuiltFromTheScopeAsked() async throws {
      let app = Scope("app")
      app.register(Store.self, .transient) { scope in Store(owner: scope.name) }
      let scene = app.child("Mail")
      let one = try scene.resolve(Store.self)
      let two = try scene.resolve(Store.self)
      XCTAssertFalse(one === two)
      XCTAssertEqual(one.owner, "Mail")
    }

    @MainActor func testWeakInstancesAreSharedWhileHeld() async throws {
      let app = Scope("app")
      var built = 0
      app.register(Store.self, .weak) { _ in
        built += 1
        return Store(owner: "app")
      }
      var held: Store? = try app.resolve(Store.self)
      XCTAssertTrue(try app.resolve(Store.self) === held)
      XCTAssertEqual(built, 1)
      held = nil
      _ = try app.resolve(Store.self)
      XCTAssertEqual(built, 2, "built again once nobody held it")
      _ = held
    }

    @MainActor func testAScenesInstancesGoWithItsScope() async throws {
      let app = Scope("app")
      weak var store: Store?
      var scene: Scope? = app.child("Mail") { $0.register(Store.self) { _ in Store(owner: "Mail") } }
      store = try scene?.resolve(Store.self)
      XCTAssertNotNil(store)
      scene = nil
      XCTAssertNil(store, "released with the scene's scope")
    }

    @MainActor func testRegisteringAgainReplacesAndDropsTheKeptInstance() async throws {
      let scope = Scope("app")
      scope.register(Store.self) { _ in Store(owner: "old") }
      XCTAssertEqual(try scope.resolve(Store.self).owner, "old")
      scope.register(Store.self) { _ in Store(owner: "new") }
      XCTAssertEqual(try scope.resolve(Store.self).owner, "new")
    }

    /// A type nothing registers is an error the caller handles, naming the scope chain and the place asked from:
    /// the program goes on.
    @MainActor func testAMissingRegistrationIsAnErrorThatNamesTheChainAndThePlace() async {
      let scene = Scope("app").child("Mail")
      let line: UInt = #line + 2
      do {
        _ = try scene.resolve(Store.self)
        XCTFail("nothing registers Store")
      } catch let error as Scope.ResolutionError {
        XCTAssertEqual(error.reason, .notRegistered)
        XCTAssertEqual(error.chain, "app > Mail")
        XCTAssertEqual(error.line, line)
        XCTAssertTrue(error.description.hasSuffix(":\(line): nothing registers Store in app > Mail"), error.description)
      } catch {
        XCTFail("\(error)")
      }
    }

    /// A registration whose own dependency is missing fails the same way, with the inner type named.
    @MainActor func testAMissingDependencyOfARegistrationIsAnError() async {
      let app = Scope("app")
      app.register(Service.self) { scope in Service(store: try scope.resolve()) }

      XCTAssertThrowsError(try app.resolve(Service.self)) { error in
        XCTAssertEqual((error as? Scope.ResolutionError)?.type, "Store")
      }
      XCTAssertThrowsError(try app.resolveIfRegistered(Service.self), "registered, but its store is not")
    }

    /// Registrations that depend on each other in a circle are an error, not endless recursion.
    @MainActor func testARegistrationCycleIsAnError() async {
      let app = Scope("app")
      app.register(Store.self) { scope in
        _ = try scope.resolve(Service.self)
        return Store(owner: "never")
      }
      app.register(Service.self) { scope in Service(store: try scope.resolve()) }

      XCTAssertThrowsError(try app.resolve(Store.self)) { error in
        XCTAssertEqual((error as? Scope.ResolutionError)?.reason, .cycle)
      }
    }

    /// A key says how to make its value: asking never fails. A scope that provides it keeps one (`.scoped`) for
    /// itself and its children; siblings and parents never see it.
    @MainActor func testAProvidedKeyIsOnePerProvidingScope() async {
      let store = Scope.Key("store") { scope in Store(owner: scope.name) }
      let app = Scope("app")
      let scene = app.child("Mail") { $0.provide(store) }
      let screen = scene.child("Screen")
      let sibling = app.child("Settings")

      XCTAssertEqual(screen[store].owner, "Mail", "built from the scope that provides it")
      XCTAssertTrue(screen[store] === scene[store])
      XCTAssertTrue(scene.provides(store))
      XCTAssertFalse(app.provides(store), "a parent never sees a child's keys")
      XCTAssertFalse(sibling.provides(store))
    }

    /// A key no scope on the chain provides is provided by the scope asked, on first use.
    @MainActor func testAKeyNobodyProvidesIsProvidedWhereAsked() async {
      let store = Scope.Key("store") { scope in Store(owner: scope.name) }
      let app = Scope("app")
      let scene = app.child("Mail")

      let made = scene[store]

      XCTAssertEqual(made.owner, "Mail")
      XCTAssertTrue(scene.provides(store))
      XCTAssertFalse(app.provides(store))
      XCTAssertTrue(scene[store] === made)
    }

    /// An override hides the key's own way for the scope and its children; a transient key makes a value each time.
    @MainActor func testAnOverrideHidesTheKeysOwnWay() async {
      let store = Scope.Key("store") { _ in Store(owner: "key") }
      let service = Scope.Key("service", .transient) { scope in Service(store: scope[store]) }
      let app = Scope("app")
      app.provide(store)
      let scene = app.child("Mail") { $0.override(store) { _ in Store(owner: "test") } }

      XCTAssertEqual(scene[service].store.owner, "test")
      XCTAssertEqual(app[service].store.owner, "key")
      XCTAssertFalse(scene[service] === scene[service], "transient")
    }
  }
#endif
