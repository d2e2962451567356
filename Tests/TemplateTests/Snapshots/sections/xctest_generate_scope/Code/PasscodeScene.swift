//
//  PasscodeScene.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

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

/// The Passcode scene: the list, its section submodules and the dependency scope they share.
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

  /// The UserInfo section's store, one per scene.
  static let userInfoStore: Scope.Key<PasscodeUserInfoStore> = Scope.Key(
    "UserInfo section store"
  ) { _ in
    PasscodeUserInfoStore(service: UserInfoSectionService())
  }

  /// How the UserInfo section loads and saves: through the scene's store.
  static let userInfoService: Scope.Key<any UserInfoSectionServicing> = Scope.Key(
    "UserInfo section service"
  ) { scope in
    scope[userInfoStore]
  }

  /// Builds the UserInfo section with the scene's service.
  static let userInfoAssembly: Scope.Key<any UserInfoSectionAssemblying> = Scope.Key(
    "UserInfo section assembly"
  ) { scope in
    UserInfoSectionAssembly(service: scope[userInfoService])
  }

  /// The Notifications section's store, one per scene.
  static let notificationsStore: Scope.Key<PasscodeNotificationsStore> = Scope.Key(
    "Notifications section store"
  ) { _ in
    PasscodeNotificationsStore(service: NotificationsSectionService())
  }

  /// How the Notifications section loads and saves: through the scene's store.
  static let notificationsService: Scope.Key<any NotificationsSectionServicing> = Scope.Key(
    "Notifications section service"
  ) { scope in
    scope[notificationsStore]
  }

  /// Builds the Notifications section with the scene's service.
  static let notificationsAssembly: Scope.Key<any NotificationsSectionAssemblying> = Scope.Key(
    "Notifications section assembly"
  ) { scope in
    NotificationsSectionAssembly(service: scope[notificationsService])
  }

  /// The Storage section's store, one per scene.
  static let storageStore: Scope.Key<PasscodeStorageStore> = Scope.Key(
    "Storage section store"
  ) { _ in
    PasscodeStorageStore(service: StorageSectionService())
  }

  /// How the Storage section loads and saves: through the scene's store.
  static let storageService: Scope.Key<any StorageSectionServicing> = Scope.Key(
    "Storage section service"
  ) { scope in
    scope[storageStore]
  }

  /// Builds the Storage section with the scene's service.
  static let storageAssembly: Scope.Key<any StorageSectionAssemblying> = Scope.Key(
    "Storage section assembly"
  ) { scope in
    StorageSectionAssembly(service: scope[storageService])
  }

  /// Makes the scope of one assembled list below `parent`, providing the sections' stores, services and
  /// assemblies, one of each per scene. The list keeps it; `parent` never sees what it provides.
  static func makeScope(parent: Scope) -> Scope {
    parent.child("Passcode") { scene in
      scene.provide(userInfoStore)
      scene.provide(userInfoService)
      scene.provide(userInfoAssembly)
      scene.provide(notificationsStore)
      scene.provide(notificationsService)
      scene.provide(notificationsAssembly)
      scene.provide(storageStore)
      scene.provide(storageService)
      scene.provide(storageAssembly)
    }
  }
}
