import Foundation
import ModuleCore
import XCTest

/// A text cell for the tests.
final class TextCell: ListCell {
  var text = ""
  var configureCount = 0
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A switch cell for the tests.
final class SwitchCell: ListCell {
  var isOn = false
}

struct TextModel: CellModel {
  let id: ItemID
  let text: String

  @MainActor func configure(_ cell: TextCell) {
    cell.text = text
    cell.configureCount += 1
  }
}

struct SwitchModel: CellModel {
  let id: ItemID
  let isOn: Bool

  @MainActor func configure(_ cell: SwitchCell) { cell.isOn = isOn }
}

/// The headless `ListView` follows the iOS list's rules.
final class ListViewTests: XCTestCase {
  private func section(_ id: SectionID, _ rows: [(String, String)]) -> SectionModel {
    SectionModel(id: id, cells: rows.map { AnyCellModel(TextModel(id: ItemID(id, $0.0), text: $0.1)) })
  }

  @MainActor func testCellsAreMadeByTypeConfiguredAndReused() async {
    let list = ListView()
    let rows = (0..<20).map { ("row\($0)", "Row \($0)") }
    list.apply([section("main", rows)])
    let ids = list.itemIDs
    XCTAssertEqual(ids.count, 20)

    list.display(Array(ids[0..<5]))
    XCTAssertEqual((list.cell(for: ids[2]) as? TextCell)?.text, "Row 2")
    list.display(Array(ids[5..<10]))
    list.display(Array(ids[10..<15]))

    XCTAssertEqual(list.createdCellCount, 5, "cells leaving the screen are reused")
    let reused = list.cell(for: ids[12]) as? TextCell
    XCTAssertEqual(reused?.text, "Row 12")
    XCTAssertEqual(reused?.reuseCount, 2, "prepareForReuse before each reuse")
    XCTAssertEqual(list.visibleItems, Array(ids[10..<15]))
  }

  @MainActor func testAChangedModelOfTheSameCellTypeIsConfiguredInPlace() async {
    let list = ListView()
    var ended: [ItemID] = []
    list.didEndDisplaying = { _, id in ended.append(id) }
    let id = ItemID("main", "a")
    list.apply([section("main", [("a", "old")])])
    list.display([id])
    let cell = list.cell(for: id) as? TextCell

    list.apply([section("main", [("a", "new")])])
    XCTAssertTrue(list.cell(for: id) === cell, "the same cell, configured again")
    XCTAssertEqual(cell?.text, "new")
    XCTAssertEqual(ended, [])

    list.apply([SectionModel(id: "main", cells: [AnyCellModel(SwitchModel(id: id, isOn: true))])])
    XCTAssertEqual(ended, [id], "another cell type: the old cell ends display")
    XCTAssertTrue(list.cell(for: id) is SwitchCell)
    XCTAssertEqual((list.cell(for: id) as? SwitchCell)?.isOn, true)
  }

  @MainActor func testUnchangedModelsAreNotConfiguredAgainAndRemovedRowsEndDisplay() async {
    let list = ListView()
    var ended: [ItemID] = []
    list.didEndDisplaying = { _, id in ended.append(id) }
    list.apply([section("main", [("a", "A"), ("b", "B")])])
    list.display(list.itemIDs)
    let a = list.cell(for: ItemID("main", "a")) as? TextCell
    list.apply([section("main", [("a", "A")])])
    XCTAssertEqual(a?.configureCount, 1)
    XCTAssertEqual(ended, [ItemID("main", "b")])
    XCTAssertEqual(list.visibleItems, [ItemID("main", "a")])
  }

  @MainActor func testEventsComeOutWithTheirRow() async {
    let list = ListView()
    var events: [String] = []
    list.onEvent = { event, id in events.append("\(event) \(id)") }
    list.apply([section("main", [("a", "A")])])
    let id = ItemID("main", "a")
    list.display([id])
    list.cell(for: id)?.sendEvent?(.toggled(true))
    list.select(id)
    XCTAssertEqual(events, ["toggled(true) main/a", "selected main/a"])
  }

  @MainActor func testAnyCellModelComparesWrappedModels() async {
    let id = ItemID("s", "x")
    XCTAssertEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(TextModel(id: id, text: "a")))
    XCTAssertNotEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(TextModel(id: id, text: "b")))
    XCTAssertNotEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(SwitchModel(id: id, isOn: true)))
    XCTAssertEqual(AnyCellModel(TextModel(id: id, text: "a")).base(as: TextModel.self)?.text, "a")
    XCTAssertNil(AnyCellModel(TextModel(id: id, text: "a")).base(as: SwitchModel.self))
  }
}

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
