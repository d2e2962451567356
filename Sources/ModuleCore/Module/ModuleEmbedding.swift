#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// Embeds a child module's view controller in a parent's view (a container module embeds its children).
  ///
  /// A container module's router builds the child module with its Assembly, configures it through its input,
  /// and asks `ModuleEmbedding` to embed the returned view controller; the containment calls then happen in the
  /// order UIKit requires:
  ///
  /// ```swift
  /// let child = ProfileHeaderModuleAssembly().assemble { input in
  ///   input.set(userID: userID)
  ///   return self.output
  /// }
  /// ModuleEmbedding.embed(child, in: viewController, container: headerContainer)
  /// ```
  @MainActor
  public enum ModuleEmbedding {
    /// Makes `child` a child of `parent` and puts its view into `container` (the parent's view by default).
    ///
    /// Calls, in order: `parent.addChild(child)` (which sends `child.willMove(toParent: parent)`), adds the view
    /// with its edges pinned to the container's by constraints, then `child.didMove(toParent: parent)`. A child
    /// embedded elsewhere is removed from there first; embedding it again in the same parent only moves its view
    /// (re-pinned in the new container).
    public static func embed(_ child: UIViewController, in parent: UIViewController, container: UIView? = nil) {
      let containerView: UIView = container ?? parent.view
      if child.parent === parent {
        attach(child.view, to: containerView)
        return
      }
      if child.parent != nil { remove(child) }
      parent.addChild(child)
      attach(child.view, to: containerView)
      child.didMove(toParent: parent)
    }

    /// Removes an embedded `child` from its parent; does nothing if it has no parent.
    ///
    /// Calls, in order: `child.willMove(toParent: nil)`, removes the view from its superview, then
    /// `child.removeFromParent()` (which sends `child.didMove(toParent: nil)`).
    public static func remove(_ child: UIViewController) {
      guard child.parent != nil else { return }
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }

    /// Puts `view` into `container` and pins its four edges to the container's with constraints (so a container
    /// arranged in a stack view takes the child's height, and a collapsed container takes none). A view already in
    /// `container` keeps its constraints.
    private static func attach(_ view: UIView, to container: UIView) {
      guard view.superview !== container else { return }
      container.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
    }
  }
#endif
