#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// Collapsing: a child folds its own slot away; its siblings and their containers stay as they are.
  final class ModuleSlotsCollapsingTests: XCTestCase {
    private final class Host: ContainerViewController {
      let stack = StackView()
      var containers: [ModuleSlotID: UIView] = [:]

      override func loadView() {
        view = stack
        for slot: ModuleSlotID in ["header", "attachments", "body"] {
          let container = UIView()
          stack.addArrangedSubview(container)
          containers[slot] = container
        }
      }

      override func containerView(for slot: ModuleSlotID) -> UIView? { containers[slot] }
    }

    @MainActor func testAChildCollapsesItsOwnSlotOnly() async {
      let host = Host()
      let children = (0..<3).map { _ in UIViewController() }
      for (child, slot) in zip(children, ["header", "attachments", "body"] as [ModuleSlotID]) {
        host.slots.embed(child, in: slot)
      }
      host.slots.setCollapsed(true, slot: "body")
      XCTAssertFalse(host.isViewLoaded, "collapsing before the view loads loads nothing")
      host.loadViewIfNeeded()
      XCTAssertEqual(host.containers["body"]?.isHidden, true, "kept until the view loaded")
      host.slots.setCollapsed(false, slot: "body")

      children[1].setCollapsedInContainer(true)

      XCTAssertEqual(host.stack.arrangedSubviews.map(\.isHidden), [false, true, false])
      XCTAssertTrue(host.slots.isCollapsed("attachments"))
      XCTAssertEqual(host.slots.order, ["header", "attachments", "body"])
      XCTAssertTrue(children[1].view.superview === host.containers["attachments"], "the child stays embedded")
      children[1].setCollapsedInContainer(false)
      XCTAssertEqual(host.stack.arrangedSubviews.map(\.isHidden), [false, false, false])
      UIViewController().setCollapsedInContainer(true)  // not embedded: nothing happens
    }
  }
#endif
