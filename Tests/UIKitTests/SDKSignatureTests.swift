import Foundation
import XCTest

/// The iOS SDK's declarations that ModuleCore and the built-in templates use, in `SDKSignatures.txt` (one line per
/// declaration: its kind, its path, and its declaration as the SDK's Swift interface spells it, attributes left
/// out), checked against the stand-in's symbol graph: a declaration that is missing from the stand-in, or whose
/// kind, labels, optionality, `static` or `let`/`var` differ, fails the test. The list is checked without the SDK;
/// `scripts/sdk-typecheck.sh` checks code against the SDK itself.
///
/// `RECORD_SDK_SIGNATURES=1` rewrites the list from the stand-in, keeping the declarations whose names ModuleCore's
/// sources or the template snapshots mention (the recording run fails, so it cannot pass unnoticed); review the
/// change against the SDK before committing it.
final class SDKSignatureTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  private static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SDKSignatures.txt")

  func testTheStandInDeclaresEveryListedSDKSignature() throws {
    let signatures = try standInSignatures()
    if ProcessInfo.processInfo.environment["RECORD_SDK_SIGNATURES"] == "1" {
      let used = try Self.identifiersUsed()
      let kept = signatures.filter { line in Self.names(in: line).allSatisfy(used.contains) }
      let header = """
        # The iOS SDK declarations ModuleCore and the built-in templates use, which the UIKit stand-in must declare
        # the same way: <kind> <path> = <declaration, attributes left out>. Checked by SDKSignatureTests.
        """
      try (header + "\n" + kept.sorted().joined(separator: "\n") + "\n").write(
        to: Self.list, atomically: true, encoding: .utf8)
      XCTFail("recorded \(kept.count) signatures to \(Self.list.path); review them and run again without RECORD")
      return
    }
    let listed = try String(contentsOf: Self.list, encoding: .utf8).split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    XCTAssertGreaterThan(listed.count, 100, "the list holds the SDK's signatures")
    let missing = listed.filter { !signatures.contains($0) }
    XCTAssertEqual(missing, [], "listed SDK signatures the stand-in does not declare the same way")
  }

  /// The stand-in's public declarations, normalised, from `swift symbolgraph-extract` on the built module.
  private func standInSignatures() throws -> Set<String> {
    guard let modules = UIKitRejectionProbeTests.modulesFolder() else {
      if ProcessInfo.processInfo.environment["MODGEN_REQUIRE_CONFORMANCE"] == "1" {
        XCTFail("the UIKit stand-in's module was not found in this package's build folder")
      }
      throw XCTSkip("the UIKit stand-in's module was not found in this package's build folder")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-sdk-signatures-\(UUID())")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "symbolgraph-extract", "-module-name", "UIKit", "-I", modules.path, "-target", Self.hostTarget,
      "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "swift symbolgraph-extract failed:\n\(log)")
    let data = try Data(contentsOf: output.appendingPathComponent("UIKit.symbols.json"))
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
    return Set(graph.symbols.map(\.signature))
  }

  private static var hostTarget: String {
    #if arch(arm64)
      let arch = "aarch64"
    #else
      let arch = "x86_64"
    #endif
    #if os(macOS)
      return "\(arch == "aarch64" ? "arm64" : arch)-apple-macosx13.0"
    #else
      return "\(arch)-unknown-linux-gnu"
    #endif
  }

  /// The names a signature line is about: each component of its path (base names, without labels).
  private static func names(in line: String) -> [String] {
    let path = line.split(separator: " ")[1]
    return path.split(separator: ".").map { String($0.prefix { $0 != "(" }) }
  }

  /// Every identifier in ModuleCore's sources and in the template snapshots.
  private static func identifiersUsed() throws -> Set<String> {
    var identifiers: Set<String> = []
    for folder in ["Sources/ModuleCore", "Tests/TemplateTests/Snapshots"] {
      let base = root.appendingPathComponent(folder)
      let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      for path in paths where path.hasSuffix(".swift") {
        let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        identifiers.formUnion(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
      }
    }
    return identifiers
  }
}

/// The parts of a symbol graph the list compares.
private struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Fragment: Decodable {
      let kind: String
      let spelling: String
    }
    struct Names: Decodable { let title: String }
    let kind: Kind
    let pathComponents: [String]
    let declarationFragments: [Fragment]?

    /// `<kind> <path> = <declaration>`: the declaration without attributes (`@nonexhaustive`, which compilers before
    /// Swift 6.3 do not have, included), whitespace collapsed.
    var signature: String {
      let kind = kind.identifier.hasPrefix("swift.") ? String(kind.identifier.dropFirst(6)) : kind.identifier
      let declaration = (declarationFragments ?? []).filter { $0.kind != "attribute" }.map(\.spelling).joined()
      let collapsed = declaration.split(whereSeparator: \.isWhitespace).filter { $0 != "@nonexhaustive" }
        .joined(separator: " ")
      return "\(kind) \(pathComponents.joined(separator: ".")) = \(collapsed)"
    }
  }
  let symbols: [Symbol]
}
