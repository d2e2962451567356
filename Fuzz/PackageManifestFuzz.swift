import Foundation

// libFuzzer harness for the Package.swift reader and editor: every input is tokenized and read;
// when it reads, a module's two targets are added, and the result must read again, hold both
// targets, refuse a second identical addition (or add nothing), and lose both again when they are
// removed, giving back a manifest that reads. Built by scripts/fuzz-package-manifest.sh with
// Sources/SwiftPackageManifest/*.swift and Located.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let source = SourceText(text, file: "Package.swift")
  _ = try? SwiftTokenizer.tokens(of: source)
  guard (try? PackageManifest(source)) != nil else { return 0 }
  let request = PackageManifestEditor.Request(name: "Fuzzed", folder: "Sources/Fuzzed", testsFolder: "Tests/FuzzedTests")
  guard let edit = try? PackageManifestEditor.addTargets(request, to: source), !edit.added.isEmpty else { return 0 }
  let edited = SourceText(edit.text, file: "Package.swift")
  guard let reread = try? PackageManifest(edited) else {
    fatalError("the edited manifest does not read back")
  }
  let names = Set(reread.targets.map(\.name))
  guard names.contains(request.name), names.contains(request.testName) else {
    fatalError("the edited manifest lacks the added targets: \(names.sorted())")
  }
  if let again = try? PackageManifestEditor.addTargets(request, to: edited), !again.added.isEmpty {
    fatalError("a second identical edit added \(again.added)")
  }
  guard let removal = try? PackageManifestEditor.removeTargets(named: edit.added, from: edited) else {
    fatalError("the targets just added cannot be removed")
  }
  guard let restored = try? PackageManifest(SourceText(removal.text, file: "Package.swift")) else {
    fatalError("the manifest does not read back after the removal")
  }
  if restored.targets.contains(where: { edit.added.contains($0.name) }) {
    fatalError("a removed target is still there")
  }
  return 0
}
