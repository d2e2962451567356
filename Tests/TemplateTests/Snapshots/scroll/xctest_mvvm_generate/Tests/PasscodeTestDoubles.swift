//
//  PasscodeTestDoubles.swift
//  ScrollXctestMvvmGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import ScrollXctestMvvmGenerate

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
    case embedMailHeader(title: String)
    case removeMailHeader
    case embedContacts(title: String)
    case removeContacts
    case embedAttachments(title: String)
    case removeAttachments
    case embedMailBody(title: String)
    case removeMailBody
    case close
  }

  private(set) var calls: [Call] = []
  private var pendingCompletion: (@MainActor () -> Void)?

  func embedMailHeader(title: String, output: any MailHeaderModuleOutput) -> (any MailHeaderModuleInput)? {
    calls.append(.embedMailHeader(title: title))
    return nil
  }

  func removeMailHeader() {
    calls.append(.removeMailHeader)
  }

  func embedContacts(title: String, output: any ContactsModuleOutput) -> (any ContactsModuleInput)? {
    calls.append(.embedContacts(title: title))
    return nil
  }

  func removeContacts() {
    calls.append(.removeContacts)
  }

  func embedAttachments(title: String, output: any AttachmentsModuleOutput) -> (any AttachmentsModuleInput)? {
    calls.append(.embedAttachments(title: title))
    return nil
  }

  func removeAttachments() {
    calls.append(.removeAttachments)
  }

  func embedMailBody(title: String, output: any MailBodyModuleOutput) -> (any MailBodyModuleInput)? {
    calls.append(.embedMailBody(title: title))
    return nil
  }

  func removeMailBody() {
    calls.append(.removeMailBody)
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

extension PasscodeChildrenOutputSpy: MailHeaderModuleOutput {
  func mailHeaderModuleDidClose() {
    closed.append("MailHeader")
  }
}

extension PasscodeChildrenOutputSpy: ContactsModuleOutput {
  func contactsModuleDidClose() {
    closed.append("Contacts")
  }
}

extension PasscodeChildrenOutputSpy: AttachmentsModuleOutput {
  func attachmentsModuleDidClose() {
    closed.append("Attachments")
  }
}

extension PasscodeChildrenOutputSpy: MailBodyModuleOutput {
  func mailBodyModuleDidClose() {
    closed.append("MailBody")
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
