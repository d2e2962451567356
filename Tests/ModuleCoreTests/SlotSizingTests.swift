#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// Slot containers get an explicit lowest-priority zero height, so each is as tall as its child and a scroll
  /// stack's content height is determined.
  final class SlotSizingTests: XCTestCase {
    @MainActor private func wrapping(_ container: UIView) -> [NSLayoutConstraint] {
      container.constraints.filter { $0.identifier == SlotSizing.identifier }
    }

    @MainActor func testAContainerRootViewsSlotsWrapTheirChild() async throws {
      let root = ContainerRootView()

      let slot = root.addSlotContainer()

      let constraint = try XCTUnwrap(wrapping(slot).first)
      XCTAssertEqual(wrapping(slot).count, 1)
      XCTAssertTrue(constraint.isActive)
      XCTAssertEqual(constraint.constant, 0)
      XCTAssertEqual(constraint.priority, .fittingSizeLevel, "the child's own constraints win")
      XCTAssertTrue(constraint.firstItem === slot)
      XCTAssertEqual(constraint.firstAttribute, .height)
      XCTAssertNil(constraint.secondItem)
    }

    @MainActor func testAScrollStacksSlotsWrapTheirChild() async throws {
      let stack = ScrollStackView()

      let slot = stack.addSlotContainer()

      XCTAssertTrue(stack.arrangedSubviews.last === slot)
      XCTAssertEqual(wrapping(slot).map(\.priority), [.fittingSizeLevel])
      XCTAssertEqual(wrapping(slot).map(\.isActive), [true])
    }

    @MainActor func testWrappingTwiceAddsOneConstraint() async {
      let view = UIView()

      let first = SlotSizing.wrapChild(in: view)
      let second = SlotSizing.wrapChild(in: view)

      XCTAssertTrue(first === second)
      XCTAssertEqual(wrapping(view).count, 1)
    }
  }
#endif
