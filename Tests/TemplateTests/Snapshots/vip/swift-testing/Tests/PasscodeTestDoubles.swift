//
//  PasscodeTestDoubles.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

@testable import VipSwiftTesting

/// An error the doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what the presenter asks the view controller to display.
final class PasscodeDisplayLogicSpy: PasscodeDisplayLogic {
  enum Call: Equatable {
    case displayTitle(String)
    case displayLoadContent(Passcode.LoadContent.ViewModel)
    case displayLoadContentFailure(Passcode.LoadContent.Failure.ViewModel)
  }

  private(set) var calls: [Call] = []

  func displayTitle(_ title: String) {
    calls.append(.displayTitle(title))
  }

  func displayLoadContent(viewModel: Passcode.LoadContent.ViewModel) {
    calls.append(.displayLoadContent(viewModel))
  }

  func displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel) {
    calls.append(.displayLoadContentFailure(viewModel))
  }
}

/// Records the requests the view controller sends.
final class PasscodeBusinessLogicSpy: PasscodeBusinessLogic {
  enum Call: Equatable {
    case loadContent(Passcode.LoadContent.Request)
  }

  private(set) var calls: [Call] = []

  func loadContent(request: Passcode.LoadContent.Request) async {
    calls.append(.loadContent(request))
  }
}

/// Records the results the interactor hands on.
final class PasscodePresentationLogicSpy: PasscodePresentationLogic {
  enum Call: Equatable {
    case presentTitle(String)
    case presentLoadContent(Passcode.LoadContent.Response)
    /// A failure, with its error when it is a ``PasscodeTestError``.
    case presentLoadContentFailure(PasscodeTestError?)
  }

  private(set) var calls: [Call] = []

  func presentTitle(_ title: String) {
    calls.append(.presentTitle(title))
  }

  func presentLoadContent(response: Passcode.LoadContent.Response) {
    calls.append(.presentLoadContent(response))
  }

  func presentLoadContentFailure(response: Passcode.LoadContent.Failure.Response) {
    calls.append(.presentLoadContentFailure(response.error as? PasscodeTestError))
  }
}

/// Records the navigation the view controller asks for.
final class PasscodeRouterSpy:
  PasscodeRoutingLogic, PasscodeDataPassing
{
  enum Call: Equatable {
    case routeToClose
    case didLeaveScreen
  }

  private(set) var calls: [Call] = []
  var dataStore: (any PasscodeDataStore)?

  func routeToClose() {
    calls.append(.routeToClose)
  }

  func didLeaveScreen() {
    calls.append(.didLeaveScreen)
  }
}

/// Holds the data the router reads.
final class PasscodeDataStoreStub: PasscodeDataStore {
  var content: PasscodeContent?
  weak var output: (any PasscodeModuleOutput)?
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

/// Answers work requests with a fixed result: by default, content whose message is "Hello".
nonisolated struct PasscodeWorkerStub: PasscodeWorking {
  /// A stub whose requests fail.
  static let failing = PasscodeWorkerStub(result: .failure(PasscodeTestError()))

  var result: Result<PasscodeContent, PasscodeTestError> = .success(
    PasscodeContent(message: "Hello"))

  func loadContent() async throws -> PasscodeContent {
    try result.get()
  }
}

/// A worker that answers each request with the next of its results, and with the last one again once they are used
/// up (on the main actor, where the tests run).
@MainActor
final class PasscodeWorkerSequence: PasscodeWorking {
  private var results: [Result<PasscodeContent, PasscodeTestError>]

  /// Creates a worker answering `results` in order; give at least one.
  init(_ results: [Result<PasscodeContent, PasscodeTestError>]) {
    self.results = results
  }

  @MainActor
  func loadContent() async throws -> PasscodeContent {
    let result = results.count > 1 ? results.removeFirst() : results[0]
    return try result.get()
  }
}
