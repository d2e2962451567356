import Foundation

/// UIKit's `UIViewController` where UIKit does not exist (Linux, and plain macOS builds such as `swift test`
/// on a Mac).
///
/// It keeps the signatures modules rely on, so code written against it compiles unchanged with UIKit, and
/// follows UIKit's documented rules for which calls happen on their own:
/// - reading ``view`` loads it (``loadView()`` then ``viewDidLoad()``) once;
/// - ``addChild(_:)`` calls ``willMove(toParent:)`` on the child, ``removeFromParent()`` calls
///   ``didMove(toParent:)`` with `nil`; the other half of each pair is the caller's job;
/// - appearance callbacks are forwarded to children while ``shouldAutomaticallyForwardAppearanceMethods`` is
///   `true`; a container that answers `false` forwards them itself with ``beginAppearanceTransition(_:animated:)``
///   and ``endAppearanceTransition()``;
/// - ``isMovingToParent`` and ``isMovingFromParent`` are `true` in the appearance callbacks of a controller being
///   added to or removed from a container (pushed or popped), ``isBeingPresented`` and ``isBeingDismissed`` in
///   those of a controller being presented or dismissed, also when read from its children;
/// - ``presentingViewController`` and ``presentedViewController`` are inherited from ancestors;
/// - ``present(_:animated:completion:)`` shows the controller with its ``modalPresentationStyle``: `.automatic`
///   (the default) and the sheet styles leave the presenter on screen, `.fullScreen` makes it disappear until the
///   dismissal; ``dismiss(animated:completion:)`` undoes it, and never tells the presentation controller's delegate
///   (only the user's swipe on a sheet does).
///
/// It refuses what UIKit refuses. Like UIKit, it ignores (logging UIKit's warning, not calling `completion`) a
/// presentation from a controller whose view is not in a window (see ``UIWindow``) or that is already
/// presenting; and like UIKit, which raises an exception, it stops the program when asked to present a
/// controller that is already presented, on screen, or a child of another controller.
///
/// Like UIKit, it does transitions later than the call that asks for them: a presentation or dismissal happens in
/// the next layout pass (a later turn of the main queue, or ``UIView/layoutIfNeeded()`` on the window), its
/// completion after the appearance calls; an animated one has a ``transitionCoordinator`` until it ends on a later
/// turn. Where the stand-in is simpler than UIKit: nothing is animated or drawn, and no transition is interactive
/// (ModuleCore's `TestWindow` plays the user's swipes through public API). There are no presentation contexts,
/// adaptivity or size classes (the trait collection models only the text size): every presentation is made from the outermost ancestor, and
/// `.currentContext` styles behave like their full-screen counterparts. A child's view entering or leaving a
/// window inside a container that has appeared makes the child appear or disappear, as in UIKit.
@MainActor
open class UIViewController: UIResponder {
  /// Where the controller is in its appearance cycle.
  enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  /// A containment change between ``willMove(toParent:)`` and ``didMove(toParent:)``.
  enum ParentMove {
    case toParent
    case fromParent
  }

  /// A presentation or dismissal of this controller that is running.
  enum PresentationPhase {
    case presenting
    case dismissing
  }

  private var loadedView: UIView?
  private var appearanceState = AppearanceState.disappeared
  private var appearanceAnimated = false
  private var isInAppearanceTransition = false
  /// The containment change the controller is in, set by the stand-in itself (not by overrides calling `super`).
  var parentMove: ParentMove?

  /// The coordinator of the animated transition this controller takes part in, while it runs.
  var ownTransitionCoordinator: TransitionCoordinator?

  /// The presentation or dismissal of this controller in progress, if any.
  var presentationPhase: PresentationPhase?

  /// The controller that presented this one, when this one is presented.
  weak var presentingController: UIViewController?

  /// The controller this one presents, if any.
  var presentedController: UIViewController?

  /// The presentation controller made on first request (see ``presentationController``).
  var ownPresentationController: UIPresentationController?

  /// Where this controller's view was before a full-screen presentation took it out of the window.
  weak var superviewBeforeCovered: UIView?

  /// The title shown by containers such as a navigation bar; also the navigation item's title.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows for this controller: its title and bar button items.
  open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

  /// The controller that contains this one, if any.
  open private(set) weak var parent: UIViewController?

  /// The child controllers, in the order they were added.
  open internal(set) var children: [UIViewController] = []

  /// Whether appearance callbacks received by this controller are forwarded to its children.
  ///
  /// UIKit: "The default implementation returns `true`." A container that answers `false` calls
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// How the controller is shown when presented; `.automatic` (a sheet) by default.
  ///
  /// Read when the controller's ``presentationController`` is made, on first access or at presentation: set it
  /// before either.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// The animation used when the controller is presented (recorded; the stand-in does not animate).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

  /// The controller's trait overrides and the traits it read while laying out; see
  /// `UIViewController+Traits.swift`.
  lazy var traitState = TraitEnvironmentState(owner: self)

  /// Whether the controller refuses interactive dismissal: when `true`, the user cannot swipe its sheet down, and the
  /// presentation controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)` instead. `false` by
  /// default; dismissal in code is not affected.
  open var isModalInPresentation = false

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
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to build a custom one.
  open func loadView() {
    loadedView = UIView()
  }

  /// Loads the root view if it is not loaded yet, then calls ``viewDidLoad()``.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    loadedView?.owningController = self
    viewDidLoad()
  }

  /// Called once, after the root view was loaded.
  open func viewDidLoad() {}

  // MARK: - Layout and traits

  /// Called in the root view's layout pass, before its ``UIView/layoutSubviews()``. The default does nothing.
  ///
  /// Traits read here from the controller's or its view's `traitCollection` are tracked: when one changes, the view
  /// needs layout again.
  open func viewWillLayoutSubviews() {}

  /// Called in the root view's layout pass, after its ``UIView/layoutSubviews()``. The default does nothing.
  open func viewDidLayoutSubviews() {}

  /// The controller's traits: those of its view's superview (iOS 17), else of its parent, else of the stand-in's
  /// screen (text size `.large`), with the controller's `traitOverrides` applied.
  open var traitCollection: UITraitCollection {
    traitState.collection(inheriting: inheritedTraitValues)
  }

  // MARK: - Appearance

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the controller appears because it is being added to a container (pushed); `true` only in its
  /// appearance callbacks.
  open var isMovingToParent: Bool { isInAppearanceTransition && parentMove == .toParent }

  /// Whether the controller disappears because it is being removed from a container (popped); `true` only in its
  /// disappearance callbacks.
  open var isMovingFromParent: Bool { isInAppearanceTransition && parentMove == .fromParent }

  /// Whether the controller appears because it is being presented; `true` during its presentation.
  open var isBeingPresented: Bool { presentationPhase == .presenting }

  /// Whether the controller disappears because it is being dismissed; `true` during its dismissal.
  open var isBeingDismissed: Bool { presentationPhase == .dismissing }

  /// Starts an appearance (`isAppearing`) or disappearance transition, calling `viewWill…`.
  ///
  /// A container whose ``shouldAutomaticallyForwardAppearanceMethods`` is `false` calls it on its children, then
  /// ``endAppearanceTransition()``. A call that does not change the controller's state (appearing when it appears
  /// already) does nothing.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      appearanceAnimated = animated
      isInAppearanceTransition = true
      appearanceState = .appearing
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceAnimated = animated
      isInAppearanceTransition = true
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceForwardingTargets() {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition started by ``beginAppearanceTransition(_:animated:)``, calling `viewDid…`.
  open func endAppearanceTransition() {
    defer { isInAppearanceTransition = false }
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

  /// Whether the controller has appeared and is not in an appearance transition.
  var isFullyAppeared: Bool { appearanceState == .appeared && !isInAppearanceTransition }

  /// Whether a child's view entering or leaving a window in this container makes the child appear or disappear;
  /// containers that manage their children's appearance themselves answer `false`.
  var forwardsAppearanceOnChildViewMoves: Bool { true }

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
    childController.parentMove = .toParent
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
    parentMove = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent (`nil` when removed).
  ///
  /// Overrides call `super`, as with UIKit. ``isMovingToParent`` and ``isMovingFromParent`` do not depend on it:
  /// ``addChild(_:)`` and the navigation controller's stack changes mark the move themselves.
  open func willMove(toParent parent: UIViewController?) {
    parentMove = parent == nil ? .fromParent : .toParent
  }

  /// Called after the controller was added to or removed from a parent (`nil` when removed).
  ///
  /// Overrides call `super`, as with UIKit.
  open func didMove(toParent parent: UIViewController?) {
    parentMove = nil
  }

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigationController = candidate as? UINavigationController { return navigationController }
      current = candidate.parent
    }
    return nil
  }

  // MARK: - Presentation

  /// The controller that presented this one or, when this one was not presented but an ancestor was, the
  /// controller that presented that ancestor.
  open var presentingViewController: UIViewController? {
    presentingController ?? parent?.presentingViewController
  }

  /// The controller presented by this one or, when this one presents nothing, by its nearest ancestor that does.
  open var presentedViewController: UIViewController? {
    presentedController ?? parent?.presentedViewController
  }

  /// Presents `viewControllerToPresent` modally from this controller's outermost ancestor, in its
  /// ``modalPresentationStyle``.
  ///
  /// As with UIKit, nothing happens (and `completion` is not called) when that ancestor's view is not in a
  /// window or the ancestor is already presenting a controller. Presenting a controller that is already
  /// presented or on screen, or that is a child of another controller, is a programmer error: UIKit raises an
  /// exception, and the stand-in stops the program with UIKit's message.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller presented by this one, or, when it presents nothing, this controller itself.
  ///
  /// Every controller presented above the dismissed one is dismissed too, topmost first; `completion`
  /// runs at the end (here also when there was nothing to dismiss; code should not rely on that). The
  /// presentation controller's delegate is not told: UIKit tells it only about the user's swipe.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// The controller at the top of this one's ancestors (itself when it has no parent).
  var outermostAncestor: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }
}
