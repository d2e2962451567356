import Foundation

/// UIKit's `UIViewController` where UIKit does not exist (Linux, and plain macOS builds such as `swift test`
/// on a Mac).
///
/// It keeps the signatures modules rely on, so code written against it compiles unchanged with UIKit, and
/// follows UIKit's rules for which calls happen on their own:
/// - reading ``view`` loads it (``loadView()`` then ``viewDidLoad()``) once;
/// - ``addChild(_:)`` calls ``willMove(toParent:)`` on the child, ``removeFromParent()`` calls
///   ``didMove(toParent:)`` with `nil`; the other half of each pair is the caller's job;
/// - ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` deliver the appearance
///   callbacks to the presented controller;
/// - appearance transitions are forwarded to children while
///   ``shouldAutomaticallyForwardAppearanceMethods`` is `true`.
///
/// It refuses what UIKit refuses. Like UIKit, it ignores (logging UIKit's warning, not calling `completion`) a
/// presentation from a controller whose view is not in a window (see ``UIWindow``) or that is already
/// presenting; and like UIKit, which raises an exception, it stops the program when asked to present a
/// controller that is already presented, on screen, or a child of another controller.
///
/// Simpler than UIKit: transitions complete at once, so completions run before the call returns and
/// `animated` is ignored; presenting never makes the presenter disappear (as with the default sheet style).
@MainActor
open class UIViewController: UIResponder {
  private enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  private var loadedView: UIView?
  private var appearanceState = AppearanceState.disappeared
  private var appearanceAnimated = false
  private weak var presentingController: UIViewController?
  private var presentedController: UIViewController?

  /// The title shown by containers such as a navigation bar; also the navigation item's title.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows for this controller: its title and bar button items.
  open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

  /// The controller that contains this one, if any.
  public private(set) weak var parent: UIViewController?

  /// The child controllers, in the order they were added.
  public internal(set) var children: [UIViewController] = []

  /// Whether appearance callbacks received by this controller are forwarded to its children.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Creates a controller; the nib arguments exist for UIKit compatibility and are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a controller without a nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: - View

  /// The root view, loaded on first access.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to build a custom one.
  open func loadView() {
    loadedView = UIView()
  }

  /// Loads the root view if it is not loaded yet, then calls ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Called once, after the root view was loaded.
  open func viewDidLoad() {}

  // MARK: - Appearance

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance (`isAppearing`) or disappearance transition, calling `viewWill…`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearanceAnimated = animated
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      appearanceState = .appearing
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceForwardingTargets() {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition started by ``beginAppearanceTransition(_:animated:)``, calling `viewDid…`.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceForwardingTargets() {
      child.endAppearanceTransition()
    }
  }

  /// Whether the controller has appeared (or is appearing) and has not disappeared since.
  var isInAppearedState: Bool { appearanceState == .appeared || appearanceState == .appearing }

  /// The children that receive forwarded appearance callbacks; containers narrow this down.
  func appearanceForwardingTargets() -> [UIViewController] { children }

  /// Runs a complete appearance or disappearance transition.
  func performAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearanceTransition(isAppearing, animated: animated)
    endAppearanceTransition()
  }

  // MARK: - Containment

  /// Adds `childController` as a child, calling its ``willMove(toParent:)`` first.
  ///
  /// A controller that already has another parent is removed from it. The caller adds the child's view and
  /// then calls ``didMove(toParent:)``, as with UIKit.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    if childController.parent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this controller from its parent, calling ``didMove(toParent:)`` with `nil` afterwards.
  ///
  /// The caller calls ``willMove(toParent:)`` with `nil` and removes the view first, as with UIKit.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent (`nil` when removed).
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent (`nil` when removed).
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigationController = candidate as? UINavigationController { return navigationController }
      current = candidate.parent
    }
    return nil
  }

  // MARK: - Presentation

  /// The controller this one (or its outermost ancestor) was presented by.
  public var presentingViewController: UIViewController? {
    presentingController ?? parent?.presentingViewController
  }

  /// The controller this one (or its outermost ancestor) presents.
  public var presentedViewController: UIViewController? {
    presentedController ?? parent?.presentedViewController
  }

  /// Presents `viewControllerToPresent` modally from this controller's outermost ancestor.
  ///
  /// As with UIKit, nothing happens (and `completion` is not called) when that ancestor's view is not in a
  /// window or the ancestor is already presenting a controller. Presenting a controller that is already
  /// presented or on screen, or that is a child of another controller, is a programmer error: UIKit raises an
  /// exception, and the stand-in stops the program with UIKit's message.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    if let parent = viewControllerToPresent.parent {
      preconditionFailure(
        "Application tried to present modally a view controller \(viewControllerToPresent) that has a parent "
          + "view controller \(parent).")
    }
    let host = outermostAncestor
    if viewControllerToPresent === host || viewControllerToPresent.presentingController != nil
      || viewControllerToPresent.viewIfLoaded?.window != nil
    {
      preconditionFailure("Application tried to present modally an active controller \(viewControllerToPresent).")
    }
    guard let window = host.viewIfLoaded?.window else {
      warn("Attempt to present \(viewControllerToPresent) on \(host) whose view is not in the window hierarchy.")
      return
    }
    if let presented = host.presentedController {
      warn("Attempt to present \(viewControllerToPresent) on \(host) which is already presenting \(presented).")
      return
    }
    host.presentedController = viewControllerToPresent
    viewControllerToPresent.presentingController = host
    window.addSubview(viewControllerToPresent.view)
    viewControllerToPresent.performAppearanceTransition(true, animated: flag)
    completion?()
  }

  /// Dismisses the controller presented by this one, or, when it presents nothing, this controller itself.
  ///
  /// Every controller presented above the dismissed one is dismissed too, topmost first; `completion`
  /// runs at the end (here also when there was nothing to dismiss; code should not rely on that).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = outermostAncestor
    if host.presentedController != nil {
      host.dismissPresentedChain(animated: flag)
    } else if let presenting = host.presentingController {
      presenting.dismissPresentedChain(animated: flag)
    }
    completion?()
  }

  private var outermostAncestor: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  private func dismissPresentedChain(animated: Bool) {
    guard let presented = presentedController else { return }
    presented.dismissPresentedChain(animated: animated)
    presented.performAppearanceTransition(false, animated: animated)
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentingController = nil
    presentedController = nil
  }

  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("ModuleCore: \(message)\n".utf8))
  }
}
