//
//  PasscodeScene.swift
//  ScrollXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene: the module, its children and the dependency scope they share.
///
/// The app's scope knows only the module's assembly (``register(in:)``). The rest, the children's assemblies and the
/// scene-wide services, lives in a scope of the scene's own (``makeScope(parent:)``), made for each assembled module
/// and released with it: two screens of the scene never share a store, and nothing of a closed one outlives it.
@MainActor
enum PasscodeScene {
  /// Registers what the app sees of the scene: the module's assembly. Each resolution makes a new assembly whose
  /// modules make their scenes below the scope asked, the app's or that of a scene embedding this one.
  static func register(in appScope: Scope) {
    appScope.register((any PasscodeModuleAssemblying).self, .transient) { scope in
      PasscodeModuleAssembly(parentScope: scope)
    }
  }

  /// Makes the scope of one assembled module below `parent`: the scene-wide services, one of each per scene, and the
  /// children's assemblies. The module keeps it; lookups fall back to `parent`, which never sees what is registered
  /// here.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.register(PasscodeSceneStore.self) { _ in
        PasscodeSceneStore(service: PasscodeService())
      }
      scene.register((any PasscodeServicing).self) { scope in
        scope.resolve(PasscodeSceneStore.self)
      }
      scene.register((any MailHeaderServicing).self) { _ in MailHeaderService() }
      scene.register((any MailHeaderModuleAssemblying).self) { scope in
        MailHeaderModuleAssembly(service: scope.resolve())
      }
      scene.register((any ContactsServicing).self) { _ in ContactsService() }
      scene.register((any ContactsModuleAssemblying).self) { scope in
        ContactsModuleAssembly(service: scope.resolve())
      }
      scene.register((any AttachmentsServicing).self) { _ in AttachmentsService() }
      scene.register((any AttachmentsModuleAssemblying).self) { scope in
        AttachmentsModuleAssembly(service: scope.resolve())
      }
      scene.register((any MailBodyServicing).self) { _ in MailBodyService() }
      scene.register((any MailBodyModuleAssemblying).self) { scope in
        MailBodyModuleAssembly(service: scope.resolve())
      }
    }
  }
}

/// The Passcode scene's store: loads the module's content once per scene, however many parts of the
/// scene ask and however many at the same time, and hands it to each. One per assembled module, released with it.
/// Grow it with the state the parent and its children read and change together, and inject it through the
/// assemblies the scene registers.
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
