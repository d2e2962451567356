#if canImport(UIKit) && !os(macOS)
  import Foundation
  import ModuleCore
  import UIKit
  import XCTest

  /// `ModuleSlots` and `ContainerViewController`: children asked for during assembly are embedded
  /// when the host's view loads, in request order, into their slots' containers, and no view loads
  /// before that.
  final class ModuleSlotsTests: XCTestCase {
    /// A container with two slot views built in `loadView()`, recording its own `viewDidLoad`.
    private final class Host: ContainerViewController {
      let log: EventLog
      var header: UIView?
      var body: UIView?

      init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      override func loadView() {
        super.loadView()
        let header = UIView()
        let body = UIView()
        view.addSubview(header)
        view.addSubview(body)
        (self.header, self.body) = (header, body)
      }

      override func viewDidLoad() {
        log.record("host:viewDidLoad")
        super.viewDidLoad()
      }

      override func containerView(for slot: ModuleSlotID) -> UIView? {
        switch slot {
        case "header": header
        case "body": body
        default: nil
        }
      }
    }

    @MainActor func testChildrenAskedForBeforeTheViewLoadsWaitAndLoadNothing() async {
      let log = EventLog()
      let host = Host(log: log)
      let header = RecordingViewController("header", log: log)
      let body = RecordingViewController("body", log: log)

      host.slots.embed(body, in: "body")
      host.slots.embed(header, in: "header")

      XCTAssertFalse(host.isViewLoaded)
      XCTAssertFalse(header.isViewLoaded)
      XCTAssertFalse(body.isViewLoaded)
      XCTAssertTrue(host.slots.isPending("header"))
      XCTAssertTrue(host.slots.child(in: "header") === header)
      XCTAssertEqual(host.slots.order, ["body", "header"])
      XCTAssertEqual(log.events, [])

      host.loadViewIfNeeded()

      XCTAssertEqual(
        log.events,
        [
          "host:viewDidLoad", "body:willMove(Host)", "body:viewDidLoad", "body:didMove(Host)",
          "header:willMove(Host)", "header:viewDidLoad", "header:didMove(Host)",
        ])
      XCTAssertTrue(header.view.superview === host.header)
      XCTAssertTrue(body.view.superview === host.body)
      XCTAssertTrue(host.children.elementsEqual([body, header], by: ===))
      XCTAssertFalse(host.slots.isPending("header"))
    }

    @MainActor func testOnceTheViewIsLoadedEmbeddingActsAtOnceAndReplaces() async {
      let log = EventLog()
      let host = Host(log: log)
      host.loadViewIfNeeded()
      let first = RecordingViewController("first", log: log)
      let second = RecordingViewController("second", log: log)
      log.clear()

      host.slots.embed(first, in: "header")
      host.slots.embed(second, in: "header")

      XCTAssertEqual(
        log.events,
        [
          "first:willMove(Host)", "first:viewDidLoad", "first:didMove(Host)",
          "first:willMove(nil)", "first:didMove(nil)",
          "second:willMove(Host)", "second:viewDidLoad", "second:didMove(Host)",
        ])
      XCTAssertNil(first.parent)
      XCTAssertNil(first.view.superview)
      XCTAssertTrue(host.slots.child(in: "header") === second)
      XCTAssertEqual(host.slots.order, ["header"])
    }

    @MainActor func testRemovingAPendingChildDropsItAndAnUnknownSlotUsesTheRootView() async {
      let log = EventLog()
      let host = Host(log: log)
      let dropped = RecordingViewController("dropped", log: log)
      let other = RecordingViewController("other", log: log)
      host.slots.embed(dropped, in: "header")
      host.slots.remove(from: "header")
      host.slots.embed(other, in: "footer")
      host.loadViewIfNeeded()

      XCTAssertNil(dropped.parent)
      XCTAssertFalse(dropped.isViewLoaded)
      XCTAssertTrue(other.view.superview === host.view, "a slot without a container view uses the root view")
    }

    @MainActor func testSlotsHoldTheirHostWeakly() async {
      var host: Host? = Host(log: EventLog())
      let slots = host!.slots
      weak let released = host
      host = nil
      XCTAssertNil(released, "the slots do not keep their host alive")
      slots.embed(UIViewController(), in: "header")  // harmless once the host is gone
      slots.hostViewDidLoad()
    }
  }

  /// A scroll container (a mail message's layout): slot containers stacked in a scroll stack, each
  /// driven by a child module.
  final class ScrollStackTests: XCTestCase {
    private final class MessageHost: ContainerViewController {
      let stack = ScrollStackView()
      var containers: [ModuleSlotID: UIView] = [:]

      override func loadView() {
        super.loadView()
        view.addSubview(stack)
        for slot: ModuleSlotID in ["header", "contacts", "body"] {
          let container = UIView()
          stack.addArrangedSubview(container)
          containers[slot] = container
        }
      }

      override func containerView(for slot: ModuleSlotID) -> UIView? { containers[slot] }
    }

    @MainActor func testChildrenGoIntoTheirStackedContainersInOrder() async {
      let host = MessageHost()
      let children = (0..<3).map { _ in UIViewController() }
      host.slots.embed(children[2], in: "body")
      host.slots.embed(children[0], in: "header")
      host.slots.embed(children[1], in: "contacts")
      host.loadViewIfNeeded()

      XCTAssertEqual(host.stack.arrangedSubviews.count, 3)
      for (child, slot) in zip(children, ["header", "contacts", "body"] as [ModuleSlotID]) {
        XCTAssertTrue(child.view.superview === host.containers[slot])
        XCTAssertTrue(child.view.isDescendant(of: host.stack))
      }
      XCTAssertTrue(host.stack.arrangedSubviews.first === host.containers["header"])
      host.stack.setContentOffset(.init(x: 0, y: 120), animated: true)
      XCTAssertEqual(host.stack.contentOffset, .init(x: 0, y: 120))
    }
  }
#endif
