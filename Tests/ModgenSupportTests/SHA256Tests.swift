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

  /// Every length around the padding boundaries, and longer inputs, against the system's own
  /// `sha256sum` (coreutils) or `shasum -a 256` (macOS).
  func testMatchesTheSystemsSHA256OnManyLengths() throws {
    let candidates = [["/usr/bin/sha256sum"], ["/bin/sha256sum"], ["/usr/bin/shasum", "-a", "256"]]
    guard let command = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0[0]) }) else {
      throw XCTSkip("neither sha256sum nor shasum is installed")
    }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func nextByte() -> UInt8 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var expected: [String: String] = [:]
    var names: [String] = []
    for length in Array(0...130) + [183, 191, 192, 255, 256, 1000, 4096, 65_537] {
      let data = Data((0..<length).map { _ in nextByte() })
      let name = "\(length).bin"
      try data.write(to: folder.appendingPathComponent(name))
      expected[name] = SHA256.hex(of: data)
      names.append(name)
    }
    let result = try ProcessRunner(environment: ProcessInfo.processInfo.environment)
      .run(command[0], Array(command.dropFirst()) + names, in: folder)
    XCTAssertEqual(result.termination, .exited(0))
    let output = String(decoding: result.output, as: UTF8.self)
    var checked = 0
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 2 else { continue }
      let name = fields[1].hasPrefix("*") ? String(fields[1].dropFirst()) : String(fields[1])
      XCTAssertEqual(expected[name], String(fields[0]), name)
      checked += 1
    }
    XCTAssertEqual(checked, names.count)
  }

  func testIncrementalUpdatesMatchOneUpdate() {
    let text = Data((0..<200).map { UInt8($0) })
    var pieces = SHA256()
    pieces.update(text.prefix(63))
    pieces.update(text.dropFirst(63))
    XCTAssertEqual(pieces.hex, SHA256.hex(of: text))
  }

  func testEverySplitAndNonContiguousBytesMatchOneUpdate() {
    let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let whole = SHA256.hex(of: Data(bytes))
    for split in [0, 1, 55, 56, 63, 64, 65, 127, 128, 200, 299, 300] {
      var pieces = SHA256()
      pieces.update(bytes[..<split])
      pieces.update(Data(bytes[split...]))
      XCTAssertEqual(pieces.hex, whole, "split at \(split)")
    }
    var threeWays = SHA256()
    threeWays.update(bytes[..<10])
    threeWays.update(bytes[10..<20])
    threeWays.update(bytes[20...])
    XCTAssertEqual(threeWays.hex, whole)
    // A sequence with no contiguous storage (longer than one gathered chunk) goes the other way.
    let long = (0..<10_000).map { UInt8(truncatingIfNeeded: $0) }
    var lazy = SHA256()
    lazy.update(long.lazy.map { $0 })
    XCTAssertEqual(lazy.hex, SHA256.hex(of: Data(long)))
    var text = SHA256()
    text.update("abc".utf8)
    XCTAssertEqual(text.hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
