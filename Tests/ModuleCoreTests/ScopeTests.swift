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

    @MainActor func testLookupGoesUpToParentsButNeverToChildrenOrSiblings() async {
      let app = Scope("app")
      app.register(String.self) { _ in "from app" }
      let scene = app.child("Mail") { $0.register(Int.self) { _ in 42 } }
      let sibling = app.child("Settings")

      XCTAssertEqual(scene.resolve(String.self), "from app")
      XCTAssertEqual(scene.resolve(Int.self), 42)
      XCTAssertNil(app.resolveIfRegistered(Int.self), "a parent never sees a child's registrations")
      XCTAssertNil(sibling.resolveIfRegistered(Int.self), "siblings never see each other's")
      XCTAssertTrue(scene.canResolve(String.self))
      XCTAssertFalse(sibling.canResolve(Int.self))
      XCTAssertEqual(scene.chain, "app > Mail")
    }

    @MainActor func testARegistrationHidesTheParents() async {
      let app = Scope("app")
      app.register(String.self) { _ in "app" }
      let scene = app.child("Mail") { $0.register(String.self) { _ in "scene" } }
      XCTAssertEqual(scene.resolve(String.self), "scene")
      XCTAssertEqual(app.resolve(String.self), "app")
    }

    @MainActor func testScopedInstancesAreOnePerRegisteringScopeAndBuiltFromIt() async {
      let app = Scope("app")
      app.register(Store.self) { scope in Store(owner: scope.name) }
      // A singleton registered in the app cannot capture a scene's objects: it is built from the app.
      app.register(Service.self) { scope in Service(store: scope.resolve()) }
      let first = app.child("First") { $0.register(Store.self) { scope in Store(owner: scope.name) } }
      let second = app.child("Second")

      let service = first.resolve(Service.self)
      XCTAssertEqual(service.store.owner, "app")
      XCTAssertTrue(second.resolve(Service.self) === service, "one per registering scope")
      XCTAssertEqual(first.resolve(Store.self).owner, "First")
      XCTAssertTrue(first.resolve(Store.self) === first.resolve(Store.self))
    }

    @MainActor func testTransientInstancesAreNewEachTimeAndBuiltFromTheScopeAsked() async {
      let app = Scope("app")
      app.register(Store.self, .transient) { scope in Store(owner: scope.name) }
      let scene = app.child("Mail")
      let one = scene.resolve(Store.self)
      let two = scene.resolve(Store.self)
      XCTAssertFalse(one === two)
      XCTAssertEqual(one.owner, "Mail")
    }

    @MainActor func testWeakInstancesAreSharedWhileHeld() async {
      let app = Scope("app")
      var built = 0
      app.register(Store.self, .weak) { _ in
        built += 1
        return Store(owner: "app")
      }
      var held: Store? = app.resolve(Store.self)
      XCTAssertTrue(app.resolve(Store.self) === held)
      XCTAssertEqual(built, 1)
      held = nil
      _ = app.resolve(Store.self)
      XCTAssertEqual(built, 2, "built again once nobody held it")
      _ = held
    }

    @MainActor func testAScenesInstancesGoWithItsScope() async {
      let app = Scope("app")
      weak var store: Store?
      var scene: Scope? = app.child("Mail") { $0.register(Store.self) { _ in Store(owner: "Mail") } }
      store = scene?.resolve(Store.self)
      XCTAssertNotNil(store)
      scene = nil
      XCTAssertNil(store, "released with the scene's scope")
    }

    @MainActor func testRegisteringAgainReplacesAndDropsTheKeptInstance() async {
      let scope = Scope("app")
      scope.register(Store.self) { _ in Store(owner: "old") }
      XCTAssertEqual(scope.resolve(Store.self).owner, "old")
      scope.register(Store.self) { _ in Store(owner: "new") }
      XCTAssertEqual(scope.resolve(Store.self).owner, "new")
    }
  }
#endif
