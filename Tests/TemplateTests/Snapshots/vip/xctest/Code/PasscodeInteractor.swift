//
//  PasscodeInteractor.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene's business logic, as the view controller sees it.
@MainActor
protocol PasscodeBusinessLogic: AnyObject {
  /// Runs the LoadContent use case with the worker and hands the result to the presenter.
  func loadContent(request: Passcode.LoadContent.Request) async
}

/// The Passcode scene's state the router reads when it routes.
@MainActor
protocol PasscodeDataStore: AnyObject {
  /// The content loaded last, if any.
  var content: PasscodeContent? { get }

  /// The owner's output.
  var output: (any PasscodeModuleOutput)? { get }
}

/// The Passcode scene's interactor: runs the use cases with the worker and hands their results, or why
/// they failed, to the presenter.
@MainActor
final class PasscodeInteractor: PasscodeDataStore {
  /// Formats the results.
  var presenter: (any PasscodePresentationLogic)?

  /// The owner's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// The content loaded last, if any; a failed load leaves it as it was.
  private(set) var content: PasscodeContent?

  private let worker: any PasscodeWorking

  /// Creates an interactor that does its work with `worker`.
  init(worker: any PasscodeWorking) {
    self.worker = worker
  }
}

// MARK: - PasscodeBusinessLogic

extension PasscodeInteractor: PasscodeBusinessLogic {
  func loadContent(request: Passcode.LoadContent.Request) async {
    do {
      let content = try await worker.loadContent()
      guard !Task.isCancelled else { return }
      self.content = content
      presenter?.presentLoadContent(response: Passcode.LoadContent.Response(content: content))
    } catch {
      guard !Task.isCancelled else { return }
      presenter?.presentLoadContentFailure(
        response: Passcode.LoadContent.Failure.Response(error: error))
    }
  }
}

// MARK: - PasscodeModuleInput

extension PasscodeInteractor: PasscodeModuleInput {
  func set(title: String) {
    presenter?.presentTitle(title)
  }
}
