//
//  PasscodeTestDoubles.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import MvvmXctest

/// An error the doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what the view model asks the view to show.
final class PasscodeViewSpy: PasscodeViewInput {
  enum Call: Equatable {
    case displayTitle(String)
    case render(PasscodeViewState)
  }

  private(set) var calls: [Call] = []

  func display(title: String) {
    calls.append(.displayTitle(title))
  }

  func render(_ state: PasscodeViewState) {
    calls.append(.render(state))
  }
}

/// Records what the view reports to its view model.
final class PasscodeViewModelSpy: PasscodeViewModeling {
  enum Call: Equatable {
    case viewDidLoad
    case didTapRetry
    case didTapClose
  }

  private(set) var calls: [Call] = []

  func viewDidLoad() {
    calls.append(.viewDidLoad)
  }

  func didTapRetry() {
    calls.append(.didTapRetry)
  }

  func didTapClose() {
    calls.append(.didTapClose)
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

  func passcodeModuleDidClose() {
    calls.append(.passcodeModuleDidClose)
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
