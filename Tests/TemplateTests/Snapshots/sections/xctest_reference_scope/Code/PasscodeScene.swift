//
//  PasscodeScene.swift
//  SectionsXctestReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene: the list, its section submodules and the dependency scope they share.
///
/// The app's scope knows only the list's assembly (``register(in:)``). The rest, the sections' assemblies and the
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
  /// sections' assemblies. The list keeps it; lookups fall back to `parent`, which never sees what is registered
  /// here.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.register((any UserInfoSectionAssemblying).self) { _ in UserInfoSectionAssembly() }
      scene.register((any NotificationsSectionAssemblying).self) { _ in NotificationsSectionAssembly() }
      scene.register((any StorageSectionAssemblying).self) { _ in StorageSectionAssembly() }
    }
  }
}
