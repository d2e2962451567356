//
//  PasscodeRouterTests.swift
//  ScrollSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ScrollSwiftTestingViperGenerate

/// Each test shows its module in a window of its own, made key, and waits for its transitions, which take their time
/// on a device. UIKit's `UIWindow.makeKey()` "causes the previous key window to resign the key status", so the tests
/// run one at a time: no test's window or transition overlaps another's.
@MainActor
@Suite(.serialized)
struct PasscodeRouterTests {
  private func makeRouter(
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

  @Test func embedConfiguresEachChildInItsSlotAndReturnsItsInput() throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()

    #expect(sut.embedMailHeader(title: "MailHeader title", output: output) != nil)
    let mailHeader = try #require(viewController.slots.child(in: PasscodeSlot.mailHeader))
    #expect(mailHeader.title == "MailHeader title")
    #expect(!mailHeader.isViewLoaded)
    #expect(sut.embedContacts(title: "Contacts title", output: output) != nil)
    let contacts = try #require(viewController.slots.child(in: PasscodeSlot.contacts))
    #expect(contacts.title == "Contacts title")
    #expect(!contacts.isViewLoaded)
    #expect(sut.embedAttachments(title: "Attachments title", output: output) != nil)
    let attachments = try #require(viewController.slots.child(in: PasscodeSlot.attachments))
    #expect(attachments.title == "Attachments title")
    #expect(!attachments.isViewLoaded)
    #expect(sut.embedMailBody(title: "MailBody title", output: output) != nil)
    let mailBody = try #require(viewController.slots.child(in: PasscodeSlot.mailBody))
    #expect(mailBody.title == "MailBody title")
    #expect(!mailBody.isViewLoaded)
    #expect(!viewController.isViewLoaded, "embedding loads no view")

    viewController.loadViewIfNeeded()

    let mailHeaderSlot = try #require(viewController.containers[PasscodeSlot.mailHeader])
    #expect(mailHeader.view.superview === mailHeaderSlot.childContainer)
    #expect(mailHeaderSlot.title == "MailHeader title", "the container shows the child's title above it")
    let contactsSlot = try #require(viewController.containers[PasscodeSlot.contacts])
    #expect(contacts.view.superview === contactsSlot.childContainer)
    #expect(contactsSlot.title == "Contacts title", "the container shows the child's title above it")
    let attachmentsSlot = try #require(viewController.containers[PasscodeSlot.attachments])
    #expect(attachments.view.superview === attachmentsSlot.childContainer)
    #expect(attachmentsSlot.title == "Attachments title", "the container shows the child's title above it")
    let mailBodySlot = try #require(viewController.containers[PasscodeSlot.mailBody])
    #expect(mailBody.view.superview === mailBodySlot.childContainer)
    #expect(mailBodySlot.title == "MailBody title", "the container shows the child's title above it")
  }

  @Test func removeTakesOnlyThatChildOut() throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()
    _ = sut.embedMailHeader(title: "MailHeader", output: output)
    _ = sut.embedContacts(title: "Contacts", output: output)
    _ = sut.embedAttachments(title: "Attachments", output: output)
    _ = sut.embedMailBody(title: "MailBody", output: output)
    viewController.loadViewIfNeeded()
    let removed = try #require(viewController.slots.child(in: PasscodeSlot.mailHeader))

    sut.removeMailHeader()

    #expect(viewController.slots.child(in: PasscodeSlot.mailHeader) == nil)
    #expect(removed.parent == nil)
    #expect(viewController.slots.order == Array(PasscodeSlot.order.dropFirst()))
  }

  @Test func closeDismissesPresentedModule() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = PasscodeViewController()
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closeDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = PasscodeViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    #expect(viewController.presentedViewController === alert)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closePopsPushedModule() async {
    let root = UIViewController()
    let viewController = PasscodeViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(viewController, on: navigationController)
    #expect(viewController.navigationController === window.rootViewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(navigationController.viewControllers == [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." A child that closes is not what
  /// was presented: the container stays on screen and takes the child out of its slot.
  @Test func aChildThatClosesLeavesThePresentedContainerOnScreen() async throws {
    let output = PasscodeModuleOutputSpy()
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try #require(
      assembly.assemble { _ in output } as? PasscodeViewController)
    let window = await TestWindow()
    defer { window.close() }
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    let child = try #require(
      viewController.slots.child(in: PasscodeSlot.mailHeader)
        as? MailHeaderViewController)
    #expect(child.presentingViewController === window.rootViewController)

    child.closeButtonTapped()
    await window.settle()

    #expect(window.rootViewController.presentedViewController === viewController)
    #expect(viewController.slots.child(in: PasscodeSlot.mailHeader) == nil)
    #expect(child.parent == nil)
    #expect(output.calls == [], "a child closing does not close the container")
  }
}
