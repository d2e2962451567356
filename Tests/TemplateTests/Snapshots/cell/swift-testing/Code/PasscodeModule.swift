//
//  PasscodeModule.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// What a Passcode shows: one item of a list.
nonisolated struct PasscodeItem: Hashable, Sendable {
  /// The item's id, unique in its list.
  let id: String

  /// The card's title.
  var title: String
}

/// What a Passcode keeps of an item while the item's cell is away, so the item comes back as the
/// user left it, in whichever cell.
nonisolated struct PasscodeState: Hashable, Sendable {
  /// How far the card's gallery is scrolled sideways.
  var galleryOffset: Double
}

/// Configures the Passcode module when it is assembled.
///
/// The closure receives the module's input to configure it and returns the output that receives the module's
/// events; the module keeps that output weakly.
typealias PasscodeConfiguration = (
  _ input: any PasscodeModuleInput
) -> (any PasscodeModuleOutput)?

/// Builds the Passcode module.
@MainActor
protocol PasscodeModuleAssemblying {
  /// Assembles the Passcode module.
  ///
  /// - Parameter configuration: Optional closure the owner configures the module with.
  /// - Returns: The module's view controller, which keeps the module alive.
  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController
}

/// Shows items in the Passcode module; its list's cell host calls it each time the module's cell
/// shows another item.
protocol PasscodeModuleInput: ReusableModuleInput
where Item == PasscodeItem, State == PasscodeState {}

/// Receives the Passcode module's events; implemented by its list.
protocol PasscodeModuleOutput: ModuleCore.ModuleOutput {
  /// The user asked to open `item`.
  func passcodeDidRequestOpen(_ item: PasscodeItem)
}
