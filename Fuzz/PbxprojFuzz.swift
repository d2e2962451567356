import Foundation

// libFuzzer harness for the project.pbxproj reader and editor: every input is read; when it
// reads, two files are added to the main group (and to the first target), and the result must
// read again. Built by scripts/fuzz-pbxproj.sh with Sources/XcodeProject/*.swift and Located.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let project = try? XcodeProjectFile(text: text) else { return 0 }
  let targets = project.targets.prefix(1).compactMap { $0["name"] }
  let request = AddFilesRequest(
    groupPath: "Fuzz/Group", files: [.init(name: "A.swift", role: .source), .init(name: "B.xib", role: .resource)],
    targets: targets)
  guard let edit = try? project.addFiles(request) else { return 0 }
  // What the editor writes must read back, and a second edit must add nothing.
  guard let reread = try? XcodeProjectFile(text: edit.text) else {
    fatalError("the edited project does not read back")
  }
  if let again = try? reread.addFiles(request), !again.added.isEmpty, edit.synchronizedFolder == nil {
    fatalError("a second identical edit added \(again.added)")
  }
  return 0
}
