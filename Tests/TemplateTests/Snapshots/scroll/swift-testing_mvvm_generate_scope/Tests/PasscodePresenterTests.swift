//
//  PasscodePresenterTests.swift
//  ScrollSwiftTestingMvvmGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ScrollSwiftTestingMvvmGenerateScope

@MainActor
struct PasscodePresenterTests {
  let sut: PasscodePresenter
  let view = PasscodeViewSpy()
  let interactor = PasscodeInteractorSpy()
  let router = PasscodeRouterSpy()
  let output = PasscodeModuleOutputSpy()

  init() {
    sut = PasscodePresenter(view: view, interactor: interactor, router: router)
    sut.output = output
  }

  @Test func releasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(), interactor: interactor,
      router: PasscodeRouterSpy())
    presenter?.didTapRetry()
    let loading = presenter?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    presenter = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func startEmbedsTheChildrenInSlotOrderAndLoadsContent() async {
    sut.start()
    await sut.loadingTask?.value

    #expect(
      router.calls == [
        .embedMailHeader(title: "Mail header"),
        .embedContacts(title: "Contacts"),
        .embedAttachments(title: "Attachments"),
        .embedMailBody(title: "Mail body"),
      ])
    #expect(interactor.calls == [.loadContent])
  }

  @Test func aChildThatClosesIsTakenOutOfItsSlot() {
    sut.mailHeaderModuleDidClose()
    sut.contactsModuleDidClose()
    sut.attachmentsModuleDidClose()
    sut.mailBodyModuleDidClose()

    #expect(
      router.calls == [
        .removeMailHeader,
        .removeContacts,
        .removeAttachments,
        .removeMailBody,
      ])
    #expect(output.calls == [], "a child closing does not close the module")
  }

  @Test func setTitleDisplaysTitle() {
    sut.set(title: "Title")

    #expect(view.calls == [.displayTitle("Title")])
  }

  @Test func didTapRetryLoadsContentAgain() async {
    sut.didTapRetry()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent])
  }

  @Test func didTapCloseClosesModuleAndNotifiesOutputOnceClosed() {
    sut.didTapClose()

    #expect(router.calls == [.close])
    #expect(output.calls == [], "the owner is told only once the module is off screen")
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func didLoadDisplaysViewModel() {
    sut.didLoad(PasscodeContent(message: "Hello"))

    #expect(view.calls == [.display(PasscodeViewModel(message: "Hello"))])
  }

  @Test func didFailToLoadContentDisplaysError() {
    sut.didFailToLoadContent(PasscodeTestError())

    #expect(view.calls == [.displayError(message: "Something went wrong. Please try again.")])
  }
}
