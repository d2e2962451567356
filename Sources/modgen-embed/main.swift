import EmbeddedFilesGenerator
import Foundation

// Run by the EmbedBuiltinFiles build plugin on every build: modgen-embed <package root> <output file>.
// Writes the output only when it changes, so an unchanged build recompiles nothing.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: modgen-embed <package root> <output file>\n".utf8))
  exit(64)
}
let output = URL(fileURLWithPath: arguments[2])
do {
  let source = EmbeddedFilesGenerator.render(
    try EmbeddedFilesGenerator.collect(root: URL(fileURLWithPath: arguments[1])))
  if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
    try Data(source.utf8).write(to: output, options: .atomic)
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
