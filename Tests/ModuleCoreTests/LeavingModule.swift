#if canImport(UIKit) && !os(macOS)
  import Foundation
  import ModuleCore
  import UIKit

  /// A module wired the way a generated one adopts ``ScreenExit`` and ``ModuleClosing``: its view controller reports a
  /// final disappearance to the module, the module's own close goes through `ModuleClosing`, and both report to the
  /// owner through one `ScreenExit`. It counts the reports the owner receives.
  @MainActor
  final class LeavingModule {
    /// The module's screen: reports to the module when it left for good.
    final class ViewController: UIViewController {
      weak var module: LeavingModule?

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if ScreenExit.hasLeftForGood(self) { module?.didLeaveScreen() }
      }
    }

    let viewController = ViewController()
    private let screenExit = ScreenExit()

    /// How many times the owner was told that the module closed.
    private(set) var closeReports = 0

    init() {
      viewController.module = self
    }

    /// The module closes itself (a close button); `completion` runs once it is off screen.
    func close(completion: @escaping @MainActor () -> Void = {}) {
      ModuleClosing.close(viewController) { [weak self] in
        self?.didLeaveScreen()
        completion()
      }
    }

    /// The module left the screen for good: tell the owner, once.
    func didLeaveScreen() {
      screenExit.report { closeReports += 1 }
    }
  }
#endif
