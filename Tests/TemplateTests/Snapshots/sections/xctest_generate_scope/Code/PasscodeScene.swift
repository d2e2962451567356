//
//  PasscodeScene.swift
//  SectionsXctestGenerateScope
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
      scene.register(PasscodeUserInfoStore.self) { _ in
        PasscodeUserInfoStore(service: UserInfoSectionService())
      }
      scene.register((any UserInfoSectionServicing).self) { scope in
        scope.resolve(PasscodeUserInfoStore.self)
      }
      scene.register((any UserInfoSectionAssemblying).self) { scope in
        UserInfoSectionAssembly(service: scope.resolve())
      }
      scene.register(PasscodeNotificationsStore.self) { _ in
        PasscodeNotificationsStore(service: NotificationsSectionService())
      }
      scene.register((any NotificationsSectionServicing).self) { scope in
        scope.resolve(PasscodeNotificationsStore.self)
      }
      scene.register((any NotificationsSectionAssemblying).self) { scope in
        NotificationsSectionAssembly(service: scope.resolve())
      }
      scene.register(PasscodeStorageStore.self) { _ in
        PasscodeStorageStore(service: StorageSectionService())
      }
      scene.register((any StorageSectionServicing).self) { scope in
        scope.resolve(PasscodeStorageStore.self)
      }
      scene.register((any StorageSectionAssemblying).self) { scope in
        StorageSectionAssembly(service: scope.resolve())
      }
    }
  }
}

/// The UserInfo section's store in the Passcode scene: loads the section's content once per scene,
/// however many parts of the scene ask and however many at the same time, keeps what the section saves, and hands
/// both to each. One per assembled list, released with it. Grow it with the state the list and its sections read and
/// change together.
actor PasscodeUserInfoStore: UserInfoSectionServicing {
  /// The content as loaded and saved so far, if any.
  private(set) var content: UserInfoSectionContent?

  private let service: any UserInfoSectionServicing

  /// The load asked for first, shared by every caller that comes while it is in progress, so that the service is
  /// asked once; forgotten when it fails, so that the next caller asks again.
  private var loading: Task<UserInfoSectionContent, any Error>?

  /// Creates a store that loads and saves the content through `service`.
  init(service: any UserInfoSectionServicing) {
    self.service = service
  }

  func loadContent() async throws -> UserInfoSectionContent {
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

  func save(isEnabled: Bool) async throws {
    try await service.save(isEnabled: isEnabled)
    content?.isEnabled = isEnabled
  }
}

/// The Notifications section's store in the Passcode scene: loads the section's content once per scene,
/// however many parts of the scene ask and however many at the same time, keeps what the section saves, and hands
/// both to each. One per assembled list, released with it. Grow it with the state the list and its sections read and
/// change together.
actor PasscodeNotificationsStore: NotificationsSectionServicing {
  /// The content as loaded and saved so far, if any.
  private(set) var content: NotificationsSectionContent?

  private let service: any NotificationsSectionServicing

  /// The load asked for first, shared by every caller that comes while it is in progress, so that the service is
  /// asked once; forgotten when it fails, so that the next caller asks again.
  private var loading: Task<NotificationsSectionContent, any Error>?

  /// Creates a store that loads and saves the content through `service`.
  init(service: any NotificationsSectionServicing) {
    self.service = service
  }

  func loadContent() async throws -> NotificationsSectionContent {
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

  func save(isEnabled: Bool) async throws {
    try await service.save(isEnabled: isEnabled)
    content?.isEnabled = isEnabled
  }
}

/// The Storage section's store in the Passcode scene: loads the section's content once per scene,
/// however many parts of the scene ask and however many at the same time, keeps what the section saves, and hands
/// both to each. One per assembled list, released with it. Grow it with the state the list and its sections read and
/// change together.
actor PasscodeStorageStore: StorageSectionServicing {
  /// The content as loaded and saved so far, if any.
  private(set) var content: StorageSectionContent?

  private let service: any StorageSectionServicing

  /// The load asked for first, shared by every caller that comes while it is in progress, so that the service is
  /// asked once; forgotten when it fails, so that the next caller asks again.
  private var loading: Task<StorageSectionContent, any Error>?

  /// Creates a store that loads and saves the content through `service`.
  init(service: any StorageSectionServicing) {
    self.service = service
  }

  func loadContent() async throws -> StorageSectionContent {
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

  func save(isEnabled: Bool) async throws {
    try await service.save(isEnabled: isEnabled)
    content?.isEnabled = isEnabled
  }
}
