//
//  PasscodeRouterTests.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellsXctestGenerateScope

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor func testACellModuleIsAssembledWithTheOutputAndShowsItemsThroughItsInput() async throws {
    let assembly = PasscodeCellAssemblySpy()
    let output = PasscodeCellOutputSpy()
    let list = UIViewController()
    let sut = PasscodeRouter(
      viewController: list, scope: Scope("Passcode"), sampleAssembly: assembly)

    let module = sut.makeCellModule(output: output)

    let stub = try XCTUnwrap(assembly.madeModules.first)
    XCTAssertTrue(module.viewController === stub.viewController)
    XCTAssertTrue(assembly.outputs.first.flatMap { $0 } === output, "the cell module reports to the given output")
    let cells = CellModuleHost<SampleItem, SampleState>(parent: list) { module }
    cells.configure(SampleItem(id: "first", title: "First"), id: ItemID("list", "first"), in: ListCell())
    XCTAssertEqual(stub.shownItems, ["first"], "the module's input shows the items")
  }

  @MainActor func testCloseDismissesPresentedModule() async {
    let window = TestWindow()
    let viewController = UIViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let sut = PasscodeRouter(
      viewController: viewController, scope: Scope("Passcode"),
      sampleAssembly: PasscodeCellAssemblySpy())

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testCloseDismissesModuleWithWhatItPresents() async {
    let window = TestWindow()
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let sut = PasscodeRouter(
      viewController: viewController, scope: Scope("Passcode"),
      sampleAssembly: PasscodeCellAssemblySpy())

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let window = TestWindow(rootViewController: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let sut = PasscodeRouter(
      viewController: viewController, scope: Scope("Passcode"),
      sampleAssembly: PasscodeCellAssemblySpy())

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertEqual(navigationController.viewControllers, [root])
  }
}
