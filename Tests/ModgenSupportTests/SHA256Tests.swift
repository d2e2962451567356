import Foundation
import ModgenSupport
import XCTest

/// ``SHA256`` against the FIPS 180-4 / NIST example vectors.
final class SHA256Tests: XCTestCase {
  func testEmptyString() {
    XCTAssertEqual(
      SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  func testABC() {
    XCTAssertEqual(
      SHA256.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  func testTwoBlockMessage() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    XCTAssertEqual(message.utf8.count * 8, 448)
    XCTAssertEqual(
      SHA256.hex(of: Data(message.utf8)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  func testMillionAs() {
    var hash = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { hash.update(chunk) }
    XCTAssertEqual(hash.hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  func testIncrementalUpdatesMatchOneUpdate() {
    let text = Data((0..<200).map { UInt8($0) })
    var pieces = SHA256()
    pieces.update(text.prefix(63))
    pieces.update(text.dropFirst(63))
    XCTAssertEqual(pieces.hex, SHA256.hex(of: text))
  }
}
