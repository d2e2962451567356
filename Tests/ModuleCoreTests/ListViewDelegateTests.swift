#if canImport(UIKit) && !os(macOS)
  #if !canImport(os)
    import UIKit
    import XCTest

    @testable import ModuleCore

    /// `ListView` stays its collection view's delegate, reports scrolling through a callback, and logs its mistakes
    /// instead of writing them to standard error.
    final class ListViewDelegateTests: XCTestCase {
      /// A view controller that wants scroll events and makes itself the delegate, as UIKit code often does.
      @MainActor private final class ScrollWatcher: NSObject, UICollectionViewDelegate {}

      /// Setting another delegate would cut off display and selection: the list keeps itself and logs a fault.
      @MainActor func testAnotherDelegateIsRefusedAndLogged() async {
        let list = ListView()
        let watcher = ScrollWatcher()
        let logged = ModuleLogger.messages.count

        list.delegate = watcher

        XCTAssertTrue(list.delegate === list, "the list is still its own delegate")
        let faults = ModuleLogger.messages.dropFirst(logged).filter { $0.level == "fault" }
        XCTAssertEqual(faults.count, 1)
        XCTAssertTrue(faults.first?.text.contains("ScrollWatcher") ?? false, "\(faults)")
        XCTAssertEqual(faults.first?.category, "Lists")
        list.delegate = list
        XCTAssertEqual(ModuleLogger.messages.count, logged + 1, "setting the list itself logs nothing")
      }

      /// Scrolling reaches `onScroll` through the list's own `scrollViewDidScroll(_:)`, the method UIKit calls on a
      /// collection view's delegate (the stand-in scrolls nothing by itself, so the test calls it as UIKit would).
      @MainActor func testScrollingReachesOnScroll() async {
        let list = ListView()
        var scrolled: [UIScrollView] = []
        list.onScroll = { scrolled.append($0) }

        list.scrollViewDidScroll(list)

        XCTAssertEqual(scrolled.count, 1)
        XCTAssertTrue(scrolled.first === list)
      }

      /// By default a duplicate id is logged as an error, with the ids dropped.
      @MainActor func testDuplicatesAreLoggedByDefault() async {
        let list = ListView()
        let logged = ModuleLogger.messages.count

        list.apply([textSection("main", [("a", "A"), ("a", "B")])])

        let errors = ModuleLogger.messages.dropFirst(logged).filter { $0.level == "error" }
        XCTAssertEqual(errors.map(\.text), ["ListView: ids must be unique; dropped the later item main/a"])
      }
    }
  #endif
#endif
