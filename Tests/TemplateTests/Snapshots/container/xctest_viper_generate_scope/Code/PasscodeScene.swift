//
//  PasscodeScene.swift
//  ContainerXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene's store: loads the module's content once per scene, however many parts of the
/// scene ask and however many at the same time, and hands it to each. One per assembled module, released with it.
/// Grow it with the state the parent and its children read and change together, and inject it through the
/// assemblies the scene provides.
actor PasscodeSceneStore: PasscodeServicing {
  /// The content loaded so far, if any.
  private(set) var content: PasscodeContent?

  private let service: any PasscodeServicing

  /// The load asked for first, shared by every caller that comes while it is in progress, so that the service is
  /// asked once; forgotten when it fails, so that the next caller asks again.
  private var loading: Task<PasscodeContent, any Error>?

  /// Creates a store that loads the content through `service`.
  init(service: any PasscodeServicing) {
    self.service = service
  }

  func loadContent() async throws -> PasscodeContent {
    if let content { return content }
    let task = loading ?? Task { [service] in try await service.loadContent() }
    loading = task
    do {
      let loaded = try await task.value
      if let content { return content }
      content = loaded
      return loaded
    } catch {
      if loading == task { loading = nil }
      throw error
    }
  }
}

/// The Passcode scene: the module, its children and the dependency scope they share.
///
/// The scene's parts are keys, each saying how it is made, so asking a scope for one cannot fail. They are provided
/// in a scope of the scene's own (``makeScope(parent:)``), made for each assembled module and released with it: two
/// screens of the scene never share a store, and nothing of a closed one outlives it. The app asks its scope for
/// ``moduleAssembly``.
@MainActor
enum PasscodeScene {
  /// The module's assembly: each asking makes a new one, whose modules make their scenes below the scope asked (the
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

  /// How the module loads its content: through the scene's store.
  static let service: Scope.Key<any PasscodeServicing> = Scope.Key(
    "Passcode service"
  ) { scope in
    scope[store]
  }

  /// The ProfileHeader child's service, one per scene.
  static let profileHeaderService: Scope.Key<any ProfileHeaderServicing> = Scope.Key(
    "ProfileHeader service"
  ) { _ in
    ProfileHeaderService()
  }

  /// Builds the ProfileHeader child with the scene's service.
  static let profileHeaderAssembly: Scope.Key<any ProfileHeaderModuleAssemblying> = Scope.Key(
    "ProfileHeader assembly"
  ) { scope in
    ProfileHeaderModuleAssembly(service: scope[profileHeaderService])
  }

  /// The ProfileStats child's service, one per scene.
  static let profileStatsService: Scope.Key<any ProfileStatsServicing> = Scope.Key(
    "ProfileStats service"
  ) { _ in
    ProfileStatsService()
  }

  /// Builds the ProfileStats child with the scene's service.
  static let profileStatsAssembly: Scope.Key<any ProfileStatsModuleAssemblying> = Scope.Key(
    "ProfileStats assembly"
  ) { scope in
    ProfileStatsModuleAssembly(service: scope[profileStatsService])
  }

  /// Makes the scope of one assembled module below `parent`, providing the scene's store, services and the
  /// children's assemblies, one of each per scene. The module keeps it; `parent` never sees what it provides.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.provide(store)
      scene.provide(service)
      scene.provide(profileHeaderService)
      scene.provide(profileHeaderAssembly)
      scene.provide(profileStatsService)
      scene.provide(profileStatsAssembly)
    }
  }
}
