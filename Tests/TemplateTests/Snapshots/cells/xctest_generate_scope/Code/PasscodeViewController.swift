//
//  PasscodeViewController.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: a list whose cells each show their item with a Sample module. The modules
/// are children of this view controller, one per cell, reused with the cells; an item scrolled away and back
/// comes back as the user left it.
final class PasscodeViewController: UIViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the owner keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// The items shown, as last given; kept until the view loads.
  private(set) var items: [SampleItem] = []

  /// The error shown instead of the items, if loading failed.
  private(set) var errorMessage: String?

  /// The list, made with the view.
  private(set) var listView: ListView?

  /// The Sample modules of the cells, made with the view.
  private(set) var cellModules: CellModuleHost<SampleItem, SampleState>?

  private var itemsByID: [String: SampleItem] = [:]

  /// The cell modules appear and disappear with their cells (the cell host tells them), not with this screen.
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func loadView() {
    let listView = ListView()
    let cellModules = CellModuleHost<SampleItem, SampleState>(parent: self) { [unowned self] in
      makeCellModule()
    }
    listView.willDisplay = { [weak self] cell, id in
      guard let item = self?.itemsByID[id.item] else { return }
      self?.cellModules?.willDisplay(item, id: id, in: cell)
    }
    listView.didEndDisplaying = { [weak self] cell, id in
      self?.cellModules?.didEndDisplaying(id: id, in: cell)
    }
    listView.apply(Self.sections(of: items))
    self.listView = listView
    self.cellModules = cellModules
    view = listView
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    eventHandler?.didTapClose()
  }

  private func makeCellModule() -> ReusableModule<SampleItem, SampleState> {
    guard let eventHandler else { preconditionFailure("\(Self.self) shows cells before its event handler is set") }
    return eventHandler.makeCellModule()
  }

  private static func sections(of items: [SampleItem]) -> [SectionModel] {
    [
      SectionModel(
        id: PasscodeCellModel.section,
        cells: items.map { AnyCellModel(PasscodeCellModel(item: $0)) })
    ]
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func display(items: [SampleItem]) {
    let kept = Set(items.map(\.id))
    for item in self.items where !kept.contains(item.id) {
      cellModules?.forgetState(for: PasscodeCellModel(item: item).id)
    }
    self.items = items
    itemsByID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    errorMessage = nil
    listView?.apply(Self.sections(of: items))
  }

  func displayError(message: String) {
    errorMessage = message
  }
}
