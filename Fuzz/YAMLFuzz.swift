import Foundation

// libFuzzer harness for Generamba mode: every input is read by the YAML reader (checking that
// an error's location lies inside the input), as a Rambafile (configuring a module from it), and
// as a `.rambaspec` through the whole generation path: rendered as Liquid with the module's
// variables, read as YAML, and each entry's name and contents rendered. An input holding a NUL
// byte is split there: the spec before it, the content template (also the `header` snippet)
// after it. Built by scripts/fuzz-yaml.sh together with Sources/Located, Sources/Liquid and
// Sources/GenerambaFormat in one module.

/// The Rambafile of the conformance cases.
let fuzzRambafileText = """
  company: Acme & Co
  author: Jane Doe
  project_name: Demo App
  prefix: ACM
  xcodeproj_path: Demo App.xcodeproj
  project_target: DemoApp
  project_file_path: /Sources/Modules/
  project_group_path: Sources/Modules
  test_target: DemoAppTests
  test_file_path: Tests/Modules
  test_group_path: Tests/Modules
  templates:
  - {name: t}
  """

/// The module every spec is generated for.
let fuzzOptions = GenerambaOptions(
  moduleName: "Passcode", templateName: "t", userName: "Jane Doe",
  customParameters: [("with", "parameters,headers"), ("inherit", "Base")],
  now: Date(timeIntervalSince1970: 1_556_539_200), timeZone: TimeZone(identifier: "UTC")!)

/// Traps when a diagnostic about `text` points outside it.
func checkLocation(_ diagnostic: Diagnostic, in text: String) {
  guard let line = diagnostic.line else { return }
  // Bytes, not Characters: Swift keeps "\r\n" as one Character, which a split on "\n" misses.
  let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
  precondition(line >= 1 && line <= lines + 1, "diagnostic line \(line) outside \(lines) lines: \(diagnostic)")
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let spec: String
  var content = "// {{ module_info.file_name }} {{ date }}\n{% include 'header' %}"
  if let split = bytes.firstIndex(of: 0) {
    spec = String(decoding: bytes[..<split], as: UTF8.self)
    content = String(decoding: bytes[(split + 1)...], as: UTF8.self)
  } else {
    spec = String(decoding: bytes, as: UTF8.self)
  }
  do {
    let node = try YAMLReader.read(spec, file: "fuzz.yaml")
    _ = try? node.liquidValue()
  } catch {
    checkLocation(error, in: spec)
  }
  if let rambafile = try? Rambafile(text: spec) {
    _ = try? GenerambaModule(rambafile: rambafile, options: fuzzOptions)
    _ = try? rambafile.templateDeclarations()
    _ = try? rambafile.catalogs()
  }
  guard let rambafile = try? Rambafile(text: fuzzRambafileText) else { fatalError("the fixed Rambafile must read") }
  let files = GenerambaFileSource.inMemory([
    "Templates/t/t.rambaspec": spec, "Templates/t/Code/a.liquid": content,
    "Templates/t/snippets/header.liquid": content,
  ])
  _ = try? GenerambaGenerator.plan(rambafile: rambafile, options: fuzzOptions, files: files)
  return 0
}
