import Foundation
import XCTest

@testable import ModgenSupport

/// A file's fingerprint (path, size, modification time) changes when the file is replaced, and the
/// running program's names its executable.
final class FileFingerprintTests: XCTestCase {
  func testAFingerprintChangesWithTheFilesSizeOrDate() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("one".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: file.path)
    let first = FileFingerprint.describe(file.path)
    XCTAssertEqual(first, FileFingerprint.describe(file.path))
    XCTAssertEqual(first, "\(file.path) 3 1000.0")

    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 2_000)], ofItemAtPath: file.path)
    XCTAssertNotEqual(FileFingerprint.describe(file.path), first)
    try Data("three".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: file.path)
    XCTAssertNotEqual(FileFingerprint.describe(file.path), first)
  }

  func testAMissingFileIsDescribedByItsPathAlone() {
    XCTAssertEqual(FileFingerprint.describe("/no/such/file"), "/no/such/file")
  }

  func testTheRunningExecutableIsDescribedWithItsSize() throws {
    let executable = try XCTUnwrap(Bundle.main.executableURL).resolvingSymlinksInPath().path
    let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: executable)[.size] as? NSNumber)
    XCTAssertTrue(
      FileFingerprint.runningExecutable.hasPrefix("\(executable) \(size) "), FileFingerprint.runningExecutable)
  }
}
