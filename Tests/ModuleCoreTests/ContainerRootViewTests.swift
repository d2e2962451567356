#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import Testing
  import UIKit

  /// A container screen's root view, as laid out for a device: opaque, below the bars, slots hugging, content
  /// taking the rest.
  @MainActor
  struct ContainerRootViewTests {
    /// The root view is opaque (`.systemBackground`), so a pushed screen is not transparent.
    @Test func theBackgroundIsTheSystemBackground() {
      #expect(ContainerRootView().backgroundColor == .systemBackground)
    }

    /// The stack is pinned to the safe area: top, leading and trailing equal, bottom at most the safe area's bottom
    /// (required), plus an equal bottom just below the slots' hugging priority so the stack fills the screen.
    @Test func theStackIsPinnedToTheSafeArea() {
      let root = ContainerRootView()
      let stack = root.stackView
      let safeArea = root.safeAreaLayoutGuide

      #expect(stack.superview === root)
      #expect(stack.axis == .vertical)
      #expect(!stack.translatesAutoresizingMaskIntoConstraints)
      for attribute: NSLayoutConstraint.Attribute in [.top, .leading, .trailing] {
        let pin = installedConstraint(on: root, stack, attribute, to: safeArea, attribute)
        #expect(pin?.priority == .required, "\(attribute)")
      }
      let bottomLimit = installedConstraint(on: root, stack, .bottom, .lessThanOrEqual, to: safeArea, .bottom)
      let bottomFill = installedConstraint(on: root, stack, .bottom, .equal, to: safeArea, .bottom)
      #expect(bottomLimit?.priority == .required)
      #expect(bottomFill?.priority == .defaultHigh - 1)
      #expect(root.constraints.count == 5)
    }

    /// Slot containers go above the content view in the order they are added and hug their content vertically; the
    /// content view hugs less than anything, so it takes the height the slots leave.
    @Test func slotsHugAndTheContentTakesTheRest() {
      let root = ContainerRootView()

      let header = root.addSlotContainer()
      let posts = root.addSlotContainer(UIView())

      #expect(root.stackView.arrangedSubviews == [header, posts, root.contentView])
      #expect(header.contentHuggingPriority(for: .vertical) == .defaultHigh)
      #expect(posts.contentHuggingPriority(for: .vertical) == .defaultHigh)
      #expect(root.contentView.contentHuggingPriority(for: .vertical) == .defaultLow - 1)
      #expect(root.contentView.contentHuggingPriority(for: .vertical) < .defaultLow, "below every default hugging")
    }

    /// A container view controller built on the root view embeds its children in the slot containers, pinned, and a
    /// collapsed slot stays arranged but hidden.
    @Test func aContainerEmbedsItsChildrenInTheRootsSlots() {
      final class Host: ContainerViewController {
        var containers: [ModuleSlotID: UIView] = [:]

        override func loadView() {
          let root = ContainerRootView()
          for slot: ModuleSlotID in ["header", "posts"] { containers[slot] = root.addSlotContainer() }
          view = root
        }

        override func containerView(for slot: ModuleSlotID) -> UIView? { containers[slot] }
      }
      let host = Host()
      let header = UIViewController()
      let posts = UIViewController()
      host.slots.embed(header, in: "header")
      host.slots.embed(posts, in: "posts")

      host.slots.setCollapsed(true, slot: "posts")
      host.loadViewIfNeeded()

      let root = host.view as? ContainerRootView
      let headerSlot = host.containers["header"] as? ModuleSlotView
      #expect(header.view.superview === headerSlot?.childContainer)
      #expect(headerSlot?.childContainer.constraints.count == 4, "the child's edges")
      let constraints = headerSlot?.constraints ?? []
      #expect(constraints.filter { $0.identifier == SlotSizing.identifier }.count == 1, "the slot wraps its child")
      #expect(root?.stackView.arrangedSubviews.map(\.isHidden) == [false, true, false])
    }
  }
#endif
