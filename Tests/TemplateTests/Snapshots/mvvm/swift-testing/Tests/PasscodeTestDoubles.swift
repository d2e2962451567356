//
//  PasscodeTestDoubles.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import MvvmSwiftTesting

/// An error the doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what a view bound to the view model is shown, in order.
@MainActor
final class PasscodeRenderSpy {
  /// One title and state shown together.
  struct Rendering: Equatable {
    let title: String?
    let state: PasscodeViewState
  }

  /// Everything shown, in order.
  private(set) var renderings: [Rendering] = []

  /// The states shown, in order.
  var states: [PasscodeViewState] { renderings.map(\.state) }

  /// Shows `title` and `state`; bind the view model to it.
  func render(title: String?, state: PasscodeViewState) {
    renderings.append(Rendering(title: title, state: state))
  }
}

/// A view model that records the view's calls and shows what the test sends to the bound view.
final class PasscodeViewModelSpy: PasscodeViewModeling {
  enum Call: Equatable {
    case bind
    case start
    case retry
    case close
    case didLeaveScreen
  }

  private(set) var calls: [Call] = []
  private(set) var title: String?
  private(set) var state = PasscodeViewState.loading
  private var binding: (@MainActor (_ title: String?, _ state: PasscodeViewState) -> Void)?

  func bind(_ render: @escaping @MainActor (_ title: String?, _ state: PasscodeViewState) -> Void) {
    calls.append(.bind)
    binding = render
    render(title, state)
  }

  func start() {
    calls.append(.start)
  }

  func retry() {
    calls.append(.retry)
  }

  func close() {
    calls.append(.close)
  }

  func didLeaveScreen() {
    calls.append(.didLeaveScreen)
  }

  /// Changes the title and the state, as the view model does, and shows them in the bound view.
  func send(title: String?, state: PasscodeViewState) {
    self.title = title
    self.state = state
    binding?(title, state)
  }
}

/// Records the transitions the view model asks for.
final class PasscodeRouterSpy: PasscodeRouting {
  enum Call: Equatable {
    case close
  }

  private(set) var calls: [Call] = []
  private var pendingCompletion: (@MainActor () -> Void)?

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
