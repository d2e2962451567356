#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// Tells a module's owner, exactly once, that the module left the screen for good, however it left.
  ///
  /// A module leaves for good when the user goes back (the back button or the swipe back from the screen's edge),
  /// swipes its sheet down, when anyone dismisses it or the navigation controller it is in, or when it closes itself
  /// (``ModuleClosing``). Each of these reaches the module's view controller as a `viewDidDisappear(_:)` in which
  /// ``hasLeftForGood(_:)`` is `true`; an own close also ends in the router's completion. The object that reports
  /// to the owner (the presenter or view model) keeps a `ScreenExit` and sends the report through ``report(_:)``
  /// from both places, so the owner hears it once.
  ///
  /// The view controller checks from `viewDidDisappear(_:)`, not `viewWillDisappear(_:)`: a swipe the user abandons
  /// half-way calls `viewWillDisappear(_:)` and then appears again.
  ///
  /// ```swift
  /// // The view controller
  /// override func viewDidDisappear(_ animated: Bool) {
  ///   super.viewDidDisappear(animated)
  ///   if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }
  /// }
  ///
  /// // The presenter
  /// private let screenExit = ScreenExit()
  ///
  /// func didTapClose() {
  ///   router.close { [weak self] in self?.didLeaveScreen() }
  /// }
  ///
  /// func didLeaveScreen() {
  ///   screenExit.report { output?.passcodeModuleDidClose() }
  /// }
  /// ```
  ///
  /// UIKit sends appearance callbacks only to controllers on screen. A module covered by another when it goes (below the
  /// top of a navigation stack that is dismissed, or popped from the middle of the stack with `popToViewController`)
  /// gets no `viewDidDisappear(_:)` and does not report; the owner of the flow that removed it knows it is gone.
  ///
  /// No presentation-controller delegate is needed to hear about a sheet swiped down: UIKit dismisses the sheet, and
  /// the view controller's `viewDidDisappear(_:)` sees it being dismissed. A module that wants to refuse or confirm
  /// the swipe sets `isModalInPresentation` or its own `presentationController?.delegate`.
  @MainActor
  public final class ScreenExit {
    /// Whether the exit was reported.
    public private(set) var isReported = false

    /// Creates an exit that has not been reported.
    public init() {}

    /// Runs `report` the first time it is called; later calls do nothing.
    public func report(_ report: () -> Void) {
      guard !isReported else { return }
      isReported = true
      report()
    }

    /// Whether `viewController`, in its `viewDidDisappear(_:)`, disappeared because it left the screen for good.
    ///
    /// `true` when it or one of its ancestors is being removed from its container (`isMovingFromParent`: popped by
    /// the back button, the swipe back or code) or dismissed (`isBeingDismissed`: its sheet swiped down, dismissed by
    /// anyone, with the navigation controller it is in); `false` when it is only covered (a screen pushed or presented
    /// over it) or its window goes away.
    public static func hasLeftForGood(_ viewController: UIViewController) -> Bool {
      var current: UIViewController? = viewController
      while let controller = current {
        if controller.isMovingFromParent || controller.isBeingDismissed { return true }
        current = controller.parent
      }
      return false
    }
  }
#endif
