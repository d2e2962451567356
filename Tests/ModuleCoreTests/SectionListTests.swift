#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import XCTest

  /// `SectionList`: concurrent loads joined in declaration order, updates, event routing.
  final class SectionListTests: XCTestCase {
    /// A section whose load waits until the test releases it.
    @MainActor private final class GatedSection: SectionModule {
      let sectionID: SectionID
      var rows: [String]
      var events: [String] = []
      weak var sectionOutput: (any SectionModuleOutput)?
      private var continuation: CheckedContinuation<Void, Never>?
      private var released = false

      init(_ id: SectionID, rows: [String]) {
        sectionID = id
        self.rows = rows
      }

      func release() {
        released = true
        continuation?.resume()
        continuation = nil
      }

      func loadSection() async -> SectionModel {
        if !released { await withCheckedContinuation { continuation = $0 } }
        return SectionModel(
          id: sectionID, cells: rows.map { AnyCellModel(TextModel(id: ItemID(sectionID, $0), text: $0)) })
      }

      func handle(_ event: CellEvent, at item: ItemID) { events.append("\(event) \(item.item)") }
    }

    @MainActor func testSectionsJoinInDeclarationOrderWhateverOrderTheyArriveIn() async {
      let first = GatedSection("first", rows: ["a"])
      let second = GatedSection("second", rows: ["b", "c"])
      let list = SectionList([first, second])
      var progress: [[SectionID]] = []
      let loading = Task { @MainActor in await list.loadAll { progress.append($0.map(\.id)) } }
      for _ in 0..<10 { await Task.yield() }
      second.release()
      for _ in 0..<10 { await Task.yield() }
      XCTAssertEqual(list.joined.map(\.id), ["second"], "the second arrives first and is shown alone")
      first.release()
      let joined = await loading.value
      XCTAssertEqual(joined.map(\.id), ["first", "second"])
      XCTAssertEqual(progress, [["second"], ["first", "second"]])
    }

    @MainActor func testASectionUpdatesOnlyItsOwnRowsAndEventsGoToTheirSection() async {
      let first = GatedSection("first", rows: ["a"])
      let second = GatedSection("second", rows: ["b"])
      first.release()
      second.release()
      let list = SectionList([first, second])
      await list.loadAll()
      let updated = list.update(
        SectionModel(id: "second", cells: [AnyCellModel(TextModel(id: ItemID("second", "z"), text: "z"))]))
      XCTAssertEqual(updated?.flatMap { $0.cells.map(\.id.item) }, ["a", "z"])
      XCTAssertNil(list.update(SectionModel(id: "other")), "not this list's section")
      list.route(.selected, to: ItemID("second", "z"))
      list.route(.toggled(false), to: ItemID("first", "a"))
      XCTAssertEqual(second.events, ["selected z"])
      XCTAssertEqual(first.events, ["toggled(false) a"])
    }
  }
#endif
