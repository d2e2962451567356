import UIKit

/// A window for tests: puts a root view controller on screen, so presenting from it works as in an app, and performs
/// the user's ways of leaving a screen.
///
/// UIKit presents only from a controller whose view is in a window, and a window shows only in a scene; a
/// test that presents from a controller built on its own sees UIKit refuse, and then asserts nothing. (Where
/// UIKit does not exist there are no scenes, and the window is made with a phone-sized frame.) Build the
/// window in the test, present with ``present(_:)``, assert that the presentation happened, then exercise the
/// code under test. The window is released with this object.
///
/// ``swipeDownToDismiss(_:)`` and ``swipeBack(in:)`` make the calls UIKit makes when the user finishes those
/// gestures, through public API only, so a test means the same on a simulator and where UIKit does not exist:
///
/// ```swift
/// let window = TestWindow()
/// await window.present(viewController)
/// await window.swipeDownToDismiss(viewController)
/// XCTAssertEqual(output.closeCount, 1)
/// ```
@available(iOSApplicationExtension, unavailable)
@MainActor
public final class TestWindow {
  /// The window, attached to the app's first window scene when there is one.
  public let window: UIWindow

  /// The controller at the root of the window.
  public let rootViewController: UIViewController

  /// Creates a key, visible window whose root is `rootViewController`.
  public init(rootViewController: UIViewController = UIViewController()) {
    let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.rootViewController = rootViewController
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
  }

  /// The controller presented last, or the root controller when nothing is presented.
  public var topViewController: UIViewController {
    var top = rootViewController
    while let presented = top.presentedViewController { top = presented }
    return top
  }

  /// Presents `viewController` without animation on top of what the window shows (the root controller or
  /// the controller presented last) and returns once the presentation finished; returns at once when UIKit
  /// refuses it, so assert on `presentedViewController` afterwards.
  public func present(_ viewController: UIViewController) async {
    let top = topViewController
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var isResumed = false
      func resume() {
        guard !isResumed else { return }
        isResumed = true
        continuation.resume()
      }
      top.present(viewController, animated: false) { resume() }
      if top.presentedViewController !== viewController { resume() }
    }
  }

  /// Does what UIKit does when the user swipes the sheet that shows `viewController` down, and returns whether the
  /// sheet was dismissed.
  ///
  /// `viewController` is the presented controller or one inside it (the root of a presented navigation
  /// controller). Nothing happens, and the result is `false`, unless it is presented as a sheet (`.automatic`,
  /// `.pageSheet` or `.formSheet`) and presents nothing in turn: the user can only swipe the topmost sheet. Then, in
  /// UIKit's order, with the presented controller's `presentationController` and its `delegate`:
  /// 1. when the presented controller (or a controller inside it) has `isModalInPresentation` set, or the
  ///    delegate's `presentationControllerShouldDismiss(_:)` answers `false`, the delegate hears
  ///    `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays;
  /// 2. otherwise the delegate hears `presentationControllerWillDismiss(_:)`, the sheet is dismissed without
  ///    animation (its view controllers see `isBeingDismissed`), and once that finished the delegate hears
  ///    `presentationControllerDidDismiss(_:)`.
  @discardableResult
  public func swipeDownToDismiss(_ viewController: UIViewController) async -> Bool {
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
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      presenter.dismiss(animated: false) { continuation.resume() }
    }
    Self.didDismiss(presentationController, delegate)
    return true
  }

  /// Does what UIKit does when the user swipes back from the left edge of `navigationController`'s screen, or taps
  /// its back button, and returns the controller that left the stack.
  ///
  /// UIKit pops the top controller with `popViewController(animated: true)`; this does the same and returns once
  /// the transition finished (on a simulator the pop is animated). Nothing happens, and the result is `nil`, when
  /// the stack holds only its root, which cannot be swiped away. A swipe the user abandons half-way, which UIKit
  /// calls `viewWillDisappear(_:)` for and then makes the screen appear again, cannot be performed through public
  /// API.
  @discardableResult
  public func swipeBack(in navigationController: UINavigationController) async -> UIViewController? {
    guard navigationController.viewControllers.count > 1 else { return nil }
    let popped = navigationController.popViewController(animated: true)
    if let coordinator = navigationController.transitionCoordinator {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
      }
    }
    return popped
  }

  private static func refusesInteractiveDismissal(_ controller: UIViewController) -> Bool {
    controller.isModalInPresentation || controller.children.contains { refusesInteractiveDismissal($0) }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    // UIKit's delegate methods are optional Objective-C requirements.
    private static func shouldDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) -> Bool {
      delegate?.presentationControllerShouldDismiss?(controller) ?? true
    }

    private static func didAttemptToDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerDidAttemptToDismiss?(controller)
    }

    private static func willDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerWillDismiss?(controller)
    }

    private static func didDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerDidDismiss?(controller)
    }
  #else
    // The UIKit stand-in gives every delegate method a default implementation.
    private static func shouldDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) -> Bool {
      delegate?.presentationControllerShouldDismiss(controller) ?? true
    }

    private static func didAttemptToDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
    }

    private static func willDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerWillDismiss(controller)
    }

    private static func didDismiss(
      _ controller: UIPresentationController, _ delegate: (any UIAdaptivePresentationControllerDelegate)?
    ) {
      delegate?.presentationControllerDidDismiss(controller)
    }
  #endif
}
