import Foundation
import Located
import ModgenTestSupport
import XCTest

@testable import TemplateSources

/// `modgen-templates.lock`: read back exactly as written, written the same whatever the order the
/// entries were made in, and a file that is not a lock refused with a way out.
final class TemplateLockTests: XCTestCase {
  private let lockURL = URL(fileURLWithPath: "/app/\(TemplateLock.fileName)")

  private func entry(
    _ name: String, kind: String = "local", source: String? = nil, reference: String? = nil, commit: String? = nil
  ) -> TemplateLock.Entry {
    TemplateLock.Entry(
      name: name, kind: kind, source: source ?? "vendor/\(name)", reference: reference, commit: commit,
      digest: "digest-of-\(name)")
  }

  func testNoLockFileReadsAsAnEmptyLock() throws {
    let lock = try TemplateLock.read(at: lockURL, fileSystem: InMemoryFileSystem())
    XCTAssertEqual(lock, TemplateLock())
    XCTAssertTrue(lock.entries.isEmpty)
  }

  func testWhatIsWrittenReadsBackTheSame() throws {
    var lock = TemplateLock()
    for made in [
      entry("viper"),
      entry(
        "remote", kind: "git", source: "https://example.com/templates.git", reference: "branch:main",
        commit: "0123456789abcdef0123456789abcdef01234567"),
      entry("shared", kind: "catalog", source: "https://example.com/catalog.git", commit: "fedcba9876543210"),
    ] {
      lock.entries[made.name] = made
    }
    let disk = InMemoryFileSystem()
    disk.addDirectory("/app")
    try disk.writeData(Data(lock.text.utf8), to: lockURL)
    XCTAssertEqual(try TemplateLock.read(at: lockURL, fileSystem: disk), lock)
  }

  func testTheTextIsStableSortedJSONWithoutAbsentKeys() throws {
    var forwards = TemplateLock()
    var backwards = TemplateLock()
    let entries = [
      entry("alpha"), entry("beta", kind: "git", source: "https://example.com/b.git", commit: "abc"), entry("gamma"),
    ]
    for made in entries { forwards.entries[made.name] = made }
    for made in entries.reversed() { backwards.entries[made.name] = made }
    XCTAssertEqual(forwards.text, backwards.text, "the same entries, the same bytes")
    XCTAssertTrue(forwards.text.hasSuffix("}\n"), forwards.text)
    XCTAssertTrue(forwards.text.contains("https://example.com/b.git"), "slashes are not escaped: \(forwards.text)")

    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(forwards.text.utf8)) as? [String: Any])
    XCTAssertEqual(object["lock_version"] as? Int, 1)
    let templates = try XCTUnwrap(object["templates"] as? [[String: String]])
    XCTAssertEqual(templates.map { $0["name"] }, ["alpha", "beta", "gamma"])
    XCTAssertEqual(Set(templates[0].keys), ["name", "kind", "source", "digest"], "no reference or commit for a folder")
    XCTAssertEqual(templates[1]["commit"], "abc")
    XCTAssertNil(templates[1]["reference"])
  }

  func testAFileThatIsNotALockIsRefusedAndNamed() {
    for text in ["not json", "[]", #"{"templates": "viper"}"#, #"{"lock_version": 1}"#] {
      let disk = InMemoryFileSystem(["/app/\(TemplateLock.fileName)": text])
      XCTAssertThrowsError(try TemplateLock.read(at: lockURL, fileSystem: disk), text) { error in
        guard let error = error as? TemplateSourceError else { return XCTFail("\(text): \(error)") }
        XCTAssertEqual(error.message, "modgen-templates.lock is not a modgen lock file", text)
        XCTAssertEqual(error.notes, ["remove it and run 'modgen template install' again"], text)
        XCTAssertEqual(error.diagnostics.map(\.severity), [.error])
      }
    }
  }

  /// The refusal points at the place the file stops being a lock file.
  func testAFileThatIsNotALockIsRefusedAtItsPlace() {
    let disk = InMemoryFileSystem(["/app/\(TemplateLock.fileName)": "{\n  \"templates\": \"viper\"\n}"])
    XCTAssertThrowsError(try TemplateLock.read(at: lockURL, fileSystem: disk)) { error in
      let diagnostic = (error as? TemplateSourceError)?.diagnostics.first
      XCTAssertEqual(diagnostic?.message, "modgen-templates.lock is not a modgen lock file")
      XCTAssertEqual(diagnostic?.location, SourceLocation(file: TemplateLock.fileName, line: 2, column: 16))
    }
  }

  func testEntriesMissingARequiredKeyAreLeftOut() throws {
    let text = """
      {"lock_version": 1, "templates": [
        {"name": "kept", "kind": "local", "source": "vendor/kept", "digest": "d1"},
        {"name": "no-digest", "kind": "local", "source": "vendor/no-digest"},
        {"kind": "local", "source": "vendor/nameless", "digest": "d2"},
        {"name": "pinned", "kind": "git", "source": "https://example.com/p.git", "reference": "tag:v1",
         "commit": "c0ffee", "digest": "d3", "comment": "unknown keys are ignored"}
      ]}
      """
    let lock = try TemplateLock.read(
      at: lockURL, fileSystem: InMemoryFileSystem(["/app/\(TemplateLock.fileName)": text]))
    XCTAssertEqual(lock.entries.keys.sorted(), ["kept", "pinned"])
    XCTAssertEqual(
      lock.entries["pinned"],
      TemplateLock.Entry(
        name: "pinned", kind: "git", source: "https://example.com/p.git", reference: "tag:v1", commit: "c0ffee",
        digest: "d3"))
  }

  func testRevisionsAreWrittenWithTheirKind() {
    XCTAssertEqual(TemplateSourceReference.branch("main").lockText, "branch:main")
    XCTAssertEqual(TemplateSourceReference.tag("v1.0").lockText, "tag:v1.0")
    XCTAssertEqual(TemplateSourceReference.commit("abc123").lockText, "commit:abc123")
  }
}
