import XCTest

@testable import BuiltinFiles

final class EmbeddedFileTableTests: XCTestCase {
  private let table = EmbeddedFileTable([
    "Templates/viper/template.json": "{}",
    "Templates/viper/Code/View.swift.liquid": "view",
    "Templates/vip/template.json": "[]",
    "Sources/ModuleCore/Module.swift": "module",
    "Templates/viperish/template.json": "other",
  ])

  func testADictionaryBecomesPathsSortedWithTheirContents() {
    XCTAssertEqual(
      table.paths,
      [
        "Sources/ModuleCore/Module.swift", "Templates/vip/template.json", "Templates/viper/Code/View.swift.liquid",
        "Templates/viper/template.json", "Templates/viperish/template.json",
      ])
    XCTAssertEqual(table.contents, ["module", "[]", "view", "{}", "other"])
    XCTAssertEqual(table.dictionary["Templates/vip/template.json"], "[]")
    XCTAssertEqual(table.dictionary.count, 5)
  }

  func testALookupFindsEveryPathAndNothingElse() {
    for (path, contents) in zip(table.paths, table.contents) {
      XCTAssertEqual(table[path], contents, path)
    }
    XCTAssertNil(table["Templates/viper"])
    XCTAssertNil(table["Templates/viper/template.jso"])
    XCTAssertNil(table["A"])  // before the first path
    XCTAssertNil(table["Z"])  // after the last
    XCTAssertNil(EmbeddedFileTable([:])["Templates/viper/template.json"])
  }

  func testPathsStartingWithAPrefixAreTheFolder() {
    XCTAssertEqual(
      Array(table.paths(startingWith: "Templates/viper/")),
      ["Templates/viper/Code/View.swift.liquid", "Templates/viper/template.json"])
    XCTAssertEqual(Array(table.paths(startingWith: "Templates/")).count, 4)
    XCTAssertEqual(Array(table.paths(startingWith: "Templates/cell/")), [])
    XCTAssertEqual(Array(table.paths(startingWith: "")), table.paths)
  }

  func testPathsStartingWithAPrefixMatchAFilterOfTheCarriedTable() {
    let carried = EmbeddedFiles.table
    // Every prefix of every carried path (each folder and part-name), and some that match nothing.
    var prefixes: Set<String> = ["", "Z", "Templates/zzz", "Templates/viper/Code/Presenter.swift.liquidX"]
    for path in carried.paths {
      for end in path.indices { prefixes.insert(String(path[..<end])) }
    }
    for prefix in prefixes {
      XCTAssertEqual(Array(carried.paths(startingWith: prefix)), carried.paths.filter { $0.hasPrefix(prefix) }, prefix)
    }
  }

  func testTheCarriedTableIsSortedAndHoldsTheCarriedFiles() {
    let carried = EmbeddedFiles.table
    XCTAssertFalse(carried.paths.isEmpty)
    XCTAssertEqual(carried.paths, carried.paths.sorted())
    XCTAssertEqual(Set(carried.paths).count, carried.paths.count)
    XCTAssertEqual(carried.dictionary, EmbeddedFiles.files)
    XCTAssertNotNil(carried["Templates/viper/template.json"])
  }
}
