//
//  PasscodeRouterTests.swift
//  ScrollXctestViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ScrollXctestViperGenerate

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor private func makeRouter(
    _ viewController: PasscodeViewController
  ) -> PasscodeRouter {
    PasscodeRouter(
      viewController: viewController,
      mailHeaderAssembly: MailHeaderModuleAssembly(),
      contactsAssembly: ContactsModuleAssembly(),
      attachmentsAssembly: AttachmentsModuleAssembly(),
      mailBodyAssembly: MailBodyModuleAssembly()
    )
  }

  @MainActor func testEmbedConfiguresEachChildInItsSlotAndReturnsItsInput() async throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()

    XCTAssertNotNil(sut.embedMailHeader(title: "MailHeader title", output: output))
    let mailHeader = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.mailHeader))
    XCTAssertEqual(mailHeader.title, "MailHeader title")
    XCTAssertFalse(mailHeader.isViewLoaded)
    XCTAssertNotNil(sut.embedContacts(title: "Contacts title", output: output))
    let contacts = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.contacts))
    XCTAssertEqual(contacts.title, "Contacts title")
    XCTAssertFalse(contacts.isViewLoaded)
    XCTAssertNotNil(sut.embedAttachments(title: "Attachments title", output: output))
    let attachments = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.attachments))
    XCTAssertEqual(attachments.title, "Attachments title")
    XCTAssertFalse(attachments.isViewLoaded)
    XCTAssertNotNil(sut.embedMailBody(title: "MailBody title", output: output))
    let mailBody = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.mailBody))
    XCTAssertEqual(mailBody.title, "MailBody title")
    XCTAssertFalse(mailBody.isViewLoaded)
    XCTAssertFalse(viewController.isViewLoaded, "embedding loads no view")

    viewController.loadViewIfNeeded()

    let mailHeaderSlot = try XCTUnwrap(viewController.containers[PasscodeSlot.mailHeader])
    XCTAssertTrue(mailHeader.view.superview === mailHeaderSlot.childContainer)
    XCTAssertEqual(mailHeaderSlot.title, "MailHeader title", "the container shows the child's title above it")
    let contactsSlot = try XCTUnwrap(viewController.containers[PasscodeSlot.contacts])
    XCTAssertTrue(contacts.view.superview === contactsSlot.childContainer)
    XCTAssertEqual(contactsSlot.title, "Contacts title", "the container shows the child's title above it")
    let attachmentsSlot = try XCTUnwrap(viewController.containers[PasscodeSlot.attachments])
    XCTAssertTrue(attachments.view.superview === attachmentsSlot.childContainer)
    XCTAssertEqual(attachmentsSlot.title, "Attachments title", "the container shows the child's title above it")
    let mailBodySlot = try XCTUnwrap(viewController.containers[PasscodeSlot.mailBody])
    XCTAssertTrue(mailBody.view.superview === mailBodySlot.childContainer)
    XCTAssertEqual(mailBodySlot.title, "MailBody title", "the container shows the child's title above it")
  }

  @MainActor func testRemoveTakesOnlyThatChildOut() async throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()
    _ = sut.embedMailHeader(title: "MailHeader", output: output)
    _ = sut.embedContacts(title: "Contacts", output: output)
    _ = sut.embedAttachments(title: "Attachments", output: output)
    _ = sut.embedMailBody(title: "MailBody", output: output)
    viewController.loadViewIfNeeded()
    let removed = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.mailHeader))

    sut.removeMailHeader()

    XCTAssertNil(viewController.slots.child(in: PasscodeSlot.mailHeader))
    XCTAssertNil(removed.parent)
    XCTAssertEqual(viewController.slots.order, Array(PasscodeSlot.order.dropFirst()))
  }

  @MainActor func testCloseDismissesPresentedModule() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = PasscodeViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testCloseDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = PasscodeViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = UIViewController()
    let viewController = PasscodeViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(viewController, on: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertEqual(navigationController.viewControllers, [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." A child that closes is not what
  /// was presented: the container stays on screen and takes the child out of its slot.
  @MainActor func testAChildThatClosesLeavesThePresentedContainerOnScreen() async throws {
    let output = PasscodeModuleOutputSpy()
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(
      assembly.assemble { _ in output } as? PasscodeViewController)
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let child = try XCTUnwrap(
      viewController.slots.child(in: PasscodeSlot.mailHeader)
        as? MailHeaderViewController)
    XCTAssertTrue(child.presentingViewController === window.rootViewController)

    child.closeButtonTapped()
    await window.settle()

    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    XCTAssertNil(viewController.slots.child(in: PasscodeSlot.mailHeader))
    XCTAssertNil(child.parent)
    XCTAssertEqual(output.calls, [], "a child closing does not close the container")
  }
}
