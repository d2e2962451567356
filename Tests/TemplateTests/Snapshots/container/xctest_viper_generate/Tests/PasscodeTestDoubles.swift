//
//  PasscodeTestDoubles.swift
//  ContainerXctestViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import ContainerXctestViperGenerate

/// An error the doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what the presenter asks the view to show.
final class PasscodeViewSpy: PasscodeViewInput {
  enum Call: Equatable {
    case displayTitle(String)
    case displayLoading
    case display(PasscodeViewModel)
    case displayError(message: String)
  }

  private(set) var calls: [Call] = []

  func display(title: String) {
    calls.append(.displayTitle(title))
  }

  func displayLoading() {
    calls.append(.displayLoading)
  }

  func display(_ viewModel: PasscodeViewModel) {
    calls.append(.display(viewModel))
  }

  func displayError(message: String) {
    calls.append(.displayError(message: message))
  }
}

/// Records the view's actions.
final class PasscodeViewDelegateSpy: PasscodeViewDelegate {
  enum Call: Equatable {
    case didTapRetry
    case didTapClose
    case didLeaveScreen
  }

  private(set) var calls: [Call] = []

  func didTapRetry() {
    calls.append(.didTapRetry)
  }

  func didTapClose() {
    calls.append(.didTapClose)
  }

  func didLeaveScreen() {
    calls.append(.didLeaveScreen)
  }
}

/// Records the business logic the presenter asks for.
final class PasscodeInteractorSpy: PasscodeInteractorInput {
  enum Call: Equatable {
    case loadContent
  }

  private(set) var calls: [Call] = []

  func loadContent() async {
    calls.append(.loadContent)
  }
}

/// Records the interactor's results.
final class PasscodeInteractorOutputSpy: PasscodeInteractorOutput {
  enum Call: Equatable {
    case didLoad(PasscodeContent)
    case didFailToLoadContent
  }

  private(set) var calls: [Call] = []

  func didLoad(_ content: PasscodeContent) {
    calls.append(.didLoad(content))
  }

  func didFailToLoadContent(_ error: any Error) {
    calls.append(.didFailToLoadContent)
  }
}

/// Records the transitions and children the presenter asks for; builds no child.
final class PasscodeRouterSpy: PasscodeRouterInput {
  enum Call: Equatable {
    case embedProfileHeader(title: String)
    case removeProfileHeader
    case embedProfileStats(title: String)
    case removeProfileStats
    case close
  }

  private(set) var calls: [Call] = []
  private var pendingCompletion: (@MainActor () -> Void)?

  func embedProfileHeader(title: String, output: any ProfileHeaderModuleOutput) -> (any ProfileHeaderModuleInput)? {
    calls.append(.embedProfileHeader(title: title))
    return nil
  }

  func removeProfileHeader() {
    calls.append(.removeProfileHeader)
  }

  func embedProfileStats(title: String, output: any ProfileStatsModuleOutput) -> (any ProfileStatsModuleInput)? {
    calls.append(.embedProfileStats(title: title))
    return nil
  }

  func removeProfileStats() {
    calls.append(.removeProfileStats)
  }

  func close(completion: @escaping @MainActor () -> Void) {
    calls.append(.close)
    pendingCompletion = completion
  }

  /// Finishes the last transition asked for, as UIKit does once its animation ends.
  func finishTransition() {
    pendingCompletion?()
    pendingCompletion = nil
  }
}

/// Records the module's events, as its owner would receive them.
final class PasscodeModuleOutputSpy: PasscodeModuleOutput {
  enum Call: Equatable {
    case passcodeModuleDidClose
  }

  private(set) var calls: [Call] = []

  /// Called after each recorded call, so a test can wait for an event that comes after a transition.
  var onCall: (@MainActor () -> Void)?

  func passcodeModuleDidClose() {
    calls.append(.passcodeModuleDidClose)
    onCall?()
  }
}

/// Receives the children's events, as the presenter does.
final class PasscodeChildrenOutputSpy {
  /// The children that said they closed, in order.
  private(set) var closed: [String] = []
}

extension PasscodeChildrenOutputSpy: ProfileHeaderModuleOutput {
  func profileHeaderModuleDidClose() {
    closed.append("ProfileHeader")
  }
}

extension PasscodeChildrenOutputSpy: ProfileStatsModuleOutput {
  func profileStatsModuleDidClose() {
    closed.append("ProfileStats")
  }
}

/// Answers content requests with a fixed result: by default, content whose message is "Hello".
nonisolated struct PasscodeServiceStub: PasscodeServicing {
  /// A stub whose requests fail.
  static let failing = PasscodeServiceStub(result: .failure(PasscodeTestError()))

  var result: Result<PasscodeContent, PasscodeTestError> = .success(
    PasscodeContent(message: "Hello"))

  func loadContent() async throws -> PasscodeContent {
    try result.get()
  }
}
