//
//  PasscodeModule.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

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

/// Configures the Passcode module; called by its owner.
protocol PasscodeModuleInput: ModuleCore.ModuleInput {
  /// Replaces the title the module shows.
  func set(title: String)
}

/// Receives the Passcode module's events; implemented by its owner.
protocol PasscodeModuleOutput: ModuleCore.ModuleOutput {
  /// The user asked to open `item` from its cell.
  func passcodeModuleDidOpen(_ item: FeedCardItem)

  /// The user closed the module. Called once it is off screen; at once when it was neither pushed nor presented
  /// (embedded by its owner, which removes it).
  func passcodeModuleDidClose()
}
