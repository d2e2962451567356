import ModuleCore
import XCTest

/// `RowModel` rows through a `ListView`: one cell type shows titles, details and switches, and a
/// switch reports its row.
final class RowCellTests: XCTestCase {
  private let section: SectionID = "general"

  @MainActor func testRowsConfigureTheirCellsAndSwitchesReportTheirRow() async throws {
    let name = ItemID(section, "name")
    let alerts = ItemID(section, "alerts")
    let list = ListView()
    var events: [String] = []
    list.onEvent = { event, item in events.append("\(event) \(item)") }
    list.apply([
      SectionModel(
        id: section,
        cells: [
          AnyCellModel(RowModel(id: name, title: "Name", detail: "Ada")),
          AnyCellModel(RowModel(id: alerts, title: "Alerts", isOn: false)),
        ])
    ])
    list.display([name, alerts])

    let nameCell = try XCTUnwrap(list.cell(for: name) as? RowCell)
    let alertsCell = try XCTUnwrap(list.cell(for: alerts) as? RowCell)
    XCTAssertEqual(nameCell.row, RowModel(id: name, title: "Name", detail: "Ada"))
    XCTAssertEqual(alertsCell.row?.isOn, false)
    XCTAssertEqual(list.createdCellCount, 2)

    nameCell.setOn(true)
    alertsCell.setOn(true)
    XCTAssertEqual(events, ["toggled(true) general/alerts"], "a row without a switch cannot be toggled")
    XCTAssertEqual(alertsCell.row?.isOn, true)
  }

  @MainActor func testAChangedRowIsShownInTheSameCell() async throws {
    let alerts = ItemID(section, "alerts")
    let list = ListView()
    list.apply([SectionModel(id: section, cells: [AnyCellModel(RowModel(id: alerts, title: "Alerts", isOn: false))])])
    list.display([alerts])
    let cell = try XCTUnwrap(list.cell(for: alerts) as? RowCell)

    list.apply([SectionModel(id: section, cells: [AnyCellModel(RowModel(id: alerts, title: "Alerts", isOn: true))])])

    XCTAssertTrue(list.cell(for: alerts) === cell)
    XCTAssertEqual(cell.row?.isOn, true)
  }
}
