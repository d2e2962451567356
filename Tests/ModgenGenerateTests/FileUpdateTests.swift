import Foundation
import XCTest

@testable import ModgenGenerate

/// The per-file decision of `modgen update`, from the three versions of a file.
final class FileUpdateTests: XCTestCase {
  private func data(_ text: String) -> Data { Data(text.utf8) }

  func testEachCombinationOfBaseYoursAndTemplate() {
    let base = data("a\nb\nc\n")
    let edited = data("a\nb\nc\nmine\n")
    let changed = data("A\nb\nc\n")
    XCTAssertEqual(FileUpdate.decide(base: base, yours: base, template: base), .unchanged)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: base, template: changed), .merged(changed), "unedited")
    XCTAssertEqual(FileUpdate.decide(base: base, yours: edited, template: base), .unchanged, "template unchanged")
    XCTAssertEqual(FileUpdate.decide(base: base, yours: edited, template: changed), .merged(data("A\nb\nc\nmine\n")))
    XCTAssertEqual(FileUpdate.decide(base: base, yours: changed, template: changed), .unchanged, "the same change")
    guard
      case .conflict(let text, let count) = FileUpdate.decide(base: base, yours: data("x\nb\nc\n"), template: changed)
    else { return XCTFail("a conflict") }
    XCTAssertEqual(count, 1)
    XCTAssertEqual(String(decoding: text, as: UTF8.self), "<<<<<<< yours\nx\n=======\nA\n>>>>>>> template\nb\nc\n")
  }

  func testFilesAddedDroppedAndDeleted() {
    let base = data("a\n")
    XCTAssertEqual(FileUpdate.decide(base: nil, yours: nil, template: base), .create(base))
    XCTAssertEqual(FileUpdate.decide(base: nil, yours: base, template: base), .unchanged)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: base, template: nil), .remove)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: data("b\n"), template: nil), .keptEdited)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: nil, template: nil), .staysDeleted)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: nil, template: base), .staysDeleted)
    XCTAssertEqual(FileUpdate.decide(base: base, yours: nil, template: data("c\n")), .deletedByYou)
  }

  func testANewDayAloneIsNoChange() {
    let old = data("// Created on 01/01/2026\nstruct A {}\n")
    let new = data("// Created on 26/11/2026\nstruct A {}\n")
    let stamps = { (a: Data, b: Data) -> Bool in
      String(decoding: a, as: UTF8.self).dropFirst(25) == String(decoding: b, as: UTF8.self).dropFirst(25)
    }
    XCTAssertEqual(FileUpdate.decide(base: old, yours: old, template: new, sameButForStamps: stamps), .unchanged)
    XCTAssertEqual(FileUpdate.decide(base: old, yours: old, template: new), .merged(new), "without the stamp rule")
  }
}
