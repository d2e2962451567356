#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import Testing
  import UIKit

  /// A container shows each embedded child's title above it: the child's own navigation item never reaches the
  /// navigation bar, which shows the container's.
  @MainActor
  struct ModuleSlotViewTests {
    /// A container view controller whose root view makes a titled slot per slot name.
    private final class Host: ContainerViewController {
      var containers: [ModuleSlotID: UIView] = [:]

      override func loadView() {
        let root = ContainerRootView()
        for slot: ModuleSlotID in ["header", "posts"] { containers[slot] = root.addSlotContainer() }
        view = root
      }

      override func containerView(for slot: ModuleSlotID) -> UIView? { containers[slot] }

      func slotView(_ slot: ModuleSlotID) -> ModuleSlotView? { containers[slot] as? ModuleSlotView }
    }

    /// The header is in a text style that follows Dynamic Type on screen, wraps, and takes no space until there is a
    /// title.
    @Test func theHeaderFollowsDynamicTypeAndIsHiddenUntilTitled() {
      let slot = ModuleSlotView()

      #expect(slot.headerView.isHidden)
      #expect(slot.titleLabel.font == .preferredFont(forTextStyle: .headline))
      #expect(slot.titleLabel.adjustsFontForContentSizeCategory)
      #expect(slot.titleLabel.numberOfLines == 0)
      #expect(slot.stackView.arrangedSubviews == [slot.headerView, slot.childContainer])

      slot.title = "Posts"
      #expect(!slot.headerView.isHidden)
      #expect(slot.titleLabel.text == "Posts")

      slot.title = ""
      #expect(slot.headerView.isHidden, "an empty title shows no header")
    }

    /// A child asked for before the host's view loads gets its title when it is embedded, and its view goes below
    /// the header, not beside it.
    @Test func aPendingChildsTitleIsShownWhenTheViewLoads() {
      let host = Host()
      let header = UIViewController()
      host.slots.embed(header, in: "header", title: "Profile")
      host.slots.embed(UIViewController(), in: "posts")

      #expect(host.slots.title(in: "header") == "Profile")
      host.loadViewIfNeeded()

      #expect(host.slotView("header")?.title == "Profile")
      #expect(host.slotView("header")?.headerView.isHidden == false)
      #expect(header.view.superview === host.slotView("header")?.childContainer)
      #expect(host.slotView("posts")?.headerView.isHidden == true, "no title, no header")
    }

    /// Once the view is loaded, a new child, a new title and a removal show at once; a removed child's header goes
    /// with it, and a collapsed slot hides its header too.
    @Test func titlesFollowTheSlotsChildren() {
      let host = Host()
      host.loadViewIfNeeded()
      let first = UIViewController()

      host.slots.embed(first, in: "posts", title: "Posts")
      #expect(host.slotView("posts")?.title == "Posts")

      host.slots.setTitle("Latest posts", for: "posts")
      #expect(host.slotView("posts")?.title == "Latest posts")

      host.slots.embed(UIViewController(), in: "posts", title: "Drafts")
      #expect(host.slotView("posts")?.title == "Drafts")
      #expect(first.parent == nil)

      host.slots.setCollapsed(true, slot: "posts")
      #expect(host.slotView("posts")?.isHidden == true, "the header collapses with its child")

      host.slots.remove(from: "posts")
      #expect(host.slotView("posts")?.headerView.isHidden == true)
      #expect(host.slots.title(in: "posts") == nil)
    }

    /// The scroll stack makes titled slots too.
    @Test func theScrollStackMakesTitledSlots() {
      let stack = ScrollStackView()
      let slot = stack.addSlotContainer()

      #expect(stack.arrangedSubviews == [slot])
      #expect(slot.constraints.contains { $0.identifier == SlotSizing.identifier }, "the slot wraps its child")
    }
  }
#endif
