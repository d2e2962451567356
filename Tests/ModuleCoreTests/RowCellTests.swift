#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// `RowModel` rows in a `ListView` on screen: one cell type shows titles, details and switches; the switch is a
  /// labelled trailing accessory and reports its row.
  final class RowCellTests: XCTestCase {
    private let section: SectionID = "general"
    private var nameRow: ItemID { ItemID(section, "name") }
    private var alertsRow: ItemID { ItemID(section, "alerts") }

    @MainActor private func rows(alertsOn: Bool = false) -> [SectionModel] {
      [
        SectionModel(
          id: section,
          cells: [
            AnyCellModel(RowModel(id: nameRow, title: "Name", detail: "Ada")),
            AnyCellModel(RowModel(id: alertsRow, title: "Alerts", isOn: alertsOn)),
          ])
      ]
    }

    /// The texts go in a value-cell content configuration; the switch is a trailing accessory, a subview of the cell
    /// beside its content view (so a long title or detail stops before it), labelled with the row's title.
    @MainActor func testRowsShowTheirTextsAndTheSwitchAsALabelledAccessory() async throws {
      let list = ListView()
      list.apply(rows())
      let screen = ListOnScreen(list)

      let nameCell = try XCTUnwrap(screen.cell(for: nameRow) as? RowCell)
      let content = try XCTUnwrap(nameCell.contentConfiguration as? UIListContentConfiguration)
      XCTAssertEqual(content.text, "Name")
      XCTAssertEqual(content.secondaryText, "Ada")
      XCTAssertTrue(nameCell.accessories.isEmpty)
      XCTAssertNil(nameCell.toggle.superview, "no switch for a row without one")

      let alertsCell = try XCTUnwrap(screen.cell(for: alertsRow) as? RowCell)
      XCTAssertEqual(alertsCell.accessories.count, 1)
      XCTAssertTrue(alertsCell.toggle.isDescendant(of: alertsCell))
      XCTAssertFalse(alertsCell.toggle.isDescendant(of: alertsCell.contentView), "not over the content")
      XCTAssertEqual(alertsCell.toggle.accessibilityLabel, "Alerts")
      XCTAssertFalse(alertsCell.toggle.isOn)
    }

    /// Turning the switch (the user's turn: the value changes, then `.valueChanged` is sent) reports `.toggled` for
    /// its row.
    @MainActor func testTurningTheSwitchReportsItsRow() async throws {
      let list = ListView()
      var events: [String] = []
      list.onEvent = { event, item in events.append("\(event) \(item)") }
      list.apply(rows())
      let screen = ListOnScreen(list)
      let cell = try XCTUnwrap(screen.cell(for: alertsRow) as? RowCell)

      cell.toggle.isOn = true
      cell.toggle.sendActions(for: .valueChanged)

      XCTAssertEqual(events, ["toggled(true) general/alerts"])
      XCTAssertEqual(cell.row?.isOn, true)
    }

    /// A changed row is shown in the same cell, its switch set without an event.
    @MainActor func testAChangedRowIsShownInTheSameCell() async throws {
      let list = ListView()
      var events: [CellEvent] = []
      list.onEvent = { event, _ in events.append(event) }
      list.apply(rows())
      let screen = ListOnScreen(list)
      let cell = try XCTUnwrap(screen.cell(for: alertsRow) as? RowCell)

      list.apply(rows(alertsOn: true))

      XCTAssertTrue(screen.cell(for: alertsRow) === cell)
      XCTAssertTrue(cell.toggle.isOn)
      XCTAssertEqual(events, [])
    }

    /// A cell that showed a row with a switch and is reused for a row without one loses the switch.
    @MainActor func testAReusedCellDropsTheSwitchForARowWithoutOne() async throws {
      let cell = RowCell(frame: .zero)
      cell.show(RowModel(id: alertsRow, title: "Alerts", isOn: true))
      XCTAssertTrue(cell.toggle.isDescendant(of: cell))

      cell.prepareForReuse()
      cell.show(RowModel(id: nameRow, title: "Name", detail: "Ada"))

      XCTAssertTrue(cell.accessories.isEmpty)
      XCTAssertNil(cell.toggle.superview)
    }
  }
#endif
