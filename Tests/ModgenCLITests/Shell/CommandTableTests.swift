import XCTest

@testable import ModgenCLI

final class CommandTableTests: XCTestCase {
  func testEveryEntryIsNamedAsItsSpecAndFoundByName() {
    let names = CommandTable.entries.map(\.name)
    XCTAssertEqual(Set(names).count, names.count, "a command is listed twice")
    XCTAssertEqual(CommandTable.all.map(\.name), names)
    for name in names {
      XCTAssertEqual(CommandTable.command(named: name)?.name, name)
    }
    XCTAssertEqual(names.first, "gen")
    XCTAssertNil(CommandTable.command(named: "generate"))
    XCTAssertNil(CommandTable.command(named: ""))
  }
}
