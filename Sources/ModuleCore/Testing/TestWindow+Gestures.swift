#if canImport(UIKit) && !os(macOS)
  import UIKit

  @available(iOSApplicationExtension, unavailable)
  extension TestWindow {
    /// Does what UIKit does when the user swipes the sheet that shows `viewController` down, and returns whether the
    /// sheet was dismissed, once the dismissal finished.
    ///
    /// `viewController` is the presented controller or one inside it (the root of a presented navigation
    /// controller). Nothing happens, and the result is `false`, unless it is presented as a sheet (`.automatic`,
    /// `.pageSheet` or `.formSheet`) and presents nothing in turn: the user can only swipe the topmost sheet. Then, in
    /// UIKit's order, with the presented controller's `presentationController` and its `delegate`:
    /// 1. when the presented controller (or a controller inside it) has `isModalInPresentation` set, or the
    ///    delegate's `presentationControllerShouldDismiss(_:)` answers `false`, the delegate hears
    ///    `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays;
    /// 2. otherwise the delegate hears `presentationControllerWillDismiss(_:)`, the sheet is dismissed (its view
    ///    controllers see `isBeingDismissed`), and once that finished the delegate hears
    ///    `presentationControllerDidDismiss(_:)`.
    @discardableResult
    public func swipeDownToDismiss(_ viewController: UIViewController) async -> Bool {
      await settle()
      var sheet = viewController
      while let parent = sheet.parent { sheet = parent }
      let sheetStyles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet]
      guard let presenter = sheet.presentingViewController, sheet.presentedViewController == nil,
        sheetStyles.contains(sheet.modalPresentationStyle), let presentationController = sheet.presentationController
      else { return false }
      let delegate = presentationController.delegate
      guard !Self.refusesInteractiveDismissal(sheet), Self.shouldDismiss(presentationController, delegate) else {
        Self.didAttemptToDismiss(presentationController, delegate)
        return false
      }
      Self.willDismiss(presentationController, delegate)
      var isCompleted = false
      presenter.dismiss(animated: true) { isCompleted = true }
      await settle(until: { isCompleted })
      Self.didDismiss(presentationController, delegate)
      return true
    }

    /// Does what UIKit does when the user swipes back from the left edge of `navigationController`'s screen, or taps
    /// its back button, and returns the controller that left the stack once the pop finished.
    ///
    /// UIKit pops the top controller with an animated `popViewController(animated:)`; this does the same. Nothing
    /// happens, and the result is `nil`, when the stack holds only its root, which cannot be swiped away.
    @discardableResult
    public func swipeBack(in navigationController: UINavigationController) async -> UIViewController? {
      await pop(navigationController, animated: true)
    }

    /// Does what UIKit does when the user starts swiping back from the left edge of `navigationController`'s screen
    /// and lets go half-way, so the screen stays, and returns once the screen is back.
    ///
    /// The top controller gets `viewWillDisappear(_:)`, then `viewWillAppear(_:)` and `viewDidAppear(_:)`, and never
    /// `viewDidDisappear(_:)`; the controller below it, uncovered for a moment, gets `viewWillAppear(_:)`, then
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`. The stack does not change. Code that decides in
    /// `viewWillDisappear(_:)` that the screen is gone is wrong; `viewDidDisappear(_:)` is the place (see
    /// ``ScreenExit``). Nothing happens when the stack holds only its root.
    public func abandonSwipeBack(in navigationController: UINavigationController) async {
      await settle()
      let stack = navigationController.viewControllers
      guard stack.count > 1, let top = stack.last else { return }
      let below = stack[stack.count - 2]
      top.beginAppearanceTransition(false, animated: true)
      below.beginAppearanceTransition(true, animated: true)
      await Self.nextTurn()
      below.beginAppearanceTransition(false, animated: true)
      top.beginAppearanceTransition(true, animated: true)
      below.endAppearanceTransition()
      top.endAppearanceTransition()
      await settle()
    }

    fileprivate static func refusesInteractiveDismissal(_ controller: UIViewController) -> Bool {
      controller.isModalInPresentation || controller.children.contains { refusesInteractiveDismissal($0) }
    }

    #if os(iOS) || os(tvOS) || os(visionOS)
      // UIKit's delegate methods are optional Objective-C requirements.
      fileprivate static func shouldDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) -> Bool {
        delegate?.presentationControllerShouldDismiss?(controller) ?? true
      }

      fileprivate static func didAttemptToDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
      }

      fileprivate static func willDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerWillDismiss?(controller)
      }

      fileprivate static func didDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerDidDismiss?(controller)
      }
    #else
      // The UIKit stand-in gives every delegate method a default implementation.
      fileprivate static func shouldDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) -> Bool {
        delegate?.presentationControllerShouldDismiss(controller) ?? true
      }

      fileprivate static func didAttemptToDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerDidAttemptToDismiss(controller)
      }

      fileprivate static func willDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerWillDismiss(controller)
      }

      fileprivate static func didDismiss(
        _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
      ) {
        delegate?.presentationControllerDidDismiss(controller)
      }
    #endif
  }
#endif
