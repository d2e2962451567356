//
//  PasscodeScene.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene's store: loads the list's items once per scene, however many parts of the scene
/// ask and however many at the same time, and hands them to each. One per assembled list, released with it. Grow it
/// with the state the list and its cell modules read and change together, and inject it through the assemblies the
/// scene provides.
actor PasscodeSceneStore: PasscodeServicing {
  /// The items loaded so far, if any.
  private(set) var items: [FeedCardItem]?

  private let service: any PasscodeServicing

  /// The load asked for first, shared by every caller that comes while it is in progress, so that the service is
  /// asked once; forgotten when it fails, so that the next caller asks again.
  private var loading: Task<[FeedCardItem], any Error>?

  /// Creates a store that loads the items through `service`.
  init(service: any PasscodeServicing) {
    self.service = service
  }

  func loadItems() async throws -> [FeedCardItem] {
    if let items { return items }
    let task = loading ?? Task { [service] in try await service.loadItems() }
    loading = task
    do {
      let loaded = try await task.value
      if let items { return items }
      items = loaded
      return loaded
    } catch {
      if loading == task { loading = nil }
      throw error
    }
  }
}

/// The Passcode scene: the list, its cell modules and the dependency scope they share.
///
/// The scene's parts are keys, each saying how it is made, so asking a scope for one cannot fail. They are provided
/// in a scope of the scene's own (``makeScope(parent:)``), made for each assembled list and released with it: two
/// lists never share a store, and nothing of a closed one outlives it. The app asks its scope for ``moduleAssembly``.
@MainActor
enum PasscodeScene {
  /// The list's assembly: each asking makes a new one, whose modules make their scenes below the scope asked (the
  /// app's, or that of a scene embedding this one).
  static let moduleAssembly: Scope.Key<any PasscodeModuleAssemblying> = Scope.Key(
    "Passcode assembly", .transient
  ) { scope in
    PasscodeModuleAssembly(parentScope: scope)
  }

  /// The scene's store, one per scene.
  static let store: Scope.Key<PasscodeSceneStore> = Scope.Key(
    "Passcode store"
  ) { _ in
    PasscodeSceneStore(service: PasscodeService())
  }

  /// How the list loads its items: through the scene's store.
  static let service: Scope.Key<any PasscodeServicing> = Scope.Key(
    "Passcode service"
  ) { scope in
    scope[store]
  }

  /// One service for every cell module of the list: a cache or a like queue it keeps is the scene's.
  static let feedCardService: Scope.Key<any FeedCardServicing> = Scope.Key(
    "FeedCard service"
  ) { _ in
    FeedCardService()
  }

  /// Builds the cell modules with the scene's service.
  static let feedCardAssembly: Scope.Key<any FeedCardModuleAssemblying> = Scope.Key(
    "FeedCard assembly"
  ) { scope in
    FeedCardModuleAssembly(service: scope[feedCardService])
  }

  /// Makes the scope of one assembled list below `parent`, providing the scene's store, services and the cell
  /// modules' assembly, one of each per scene. The list keeps it; `parent` never sees what it provides.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.provide(store)
      scene.provide(service)
      scene.provide(feedCardService)
      scene.provide(feedCardAssembly)
    }
  }
}
