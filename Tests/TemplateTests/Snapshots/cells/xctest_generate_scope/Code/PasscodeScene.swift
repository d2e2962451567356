//
//  PasscodeScene.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene: the list, its cell modules and the dependency scope they share.
///
/// The app's scope knows only the list's assembly (``register(in:)``). The rest, the cell modules' assembly and the
/// scene-wide services, lives in a scope of the scene's own (``makeScope(parent:)``), made for each assembled list
/// and released with it: two lists never share a store, and nothing of a closed one outlives it.
@MainActor
enum PasscodeScene {
  /// Registers what the app sees of the scene: the list's assembly. Each resolution makes a new assembly whose
  /// modules make their scenes below the scope asked, the app's or that of a scene embedding this one.
  static func register(in appScope: Scope) {
    appScope.register((any PasscodeModuleAssemblying).self, .transient) { scope in
      PasscodeModuleAssembly(parentScope: scope)
    }
  }

  /// Makes the scope of one assembled list below `parent`: the scene-wide services, one of each per scene, and the
  /// cell modules' assembly. The list keeps it; lookups fall back to `parent`, which never sees what is registered
  /// here.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.register(PasscodeSceneStore.self) { _ in
        PasscodeSceneStore(service: PasscodeService())
      }
      scene.register((any PasscodeServicing).self) { scope in
        scope.resolve(PasscodeSceneStore.self)
      }
      // One service for every cell module of the list: a cache or a like queue it keeps is the scene's.
      scene.register((any FeedCardServicing).self) { _ in FeedCardService() }
      scene.register((any FeedCardModuleAssemblying).self) { scope in
        FeedCardModuleAssembly(service: scope.resolve())
      }
    }
  }
}

/// The Passcode scene's store: loads the list's items once per scene, however many parts of the scene
/// ask and however many at the same time, and hands them to each. One per assembled list, released with it. Grow it
/// with the state the list and its cell modules read and change together, and inject it through the assemblies the
/// scene registers.
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
