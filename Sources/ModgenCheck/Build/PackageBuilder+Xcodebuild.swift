import Foundation
import ModgenSupport

extension PackageBuilder {
  /// The name of the scratch package (`Package(name:)` in its manifest), from which Xcode names its schemes.
  static let scratchPackageName = "ModgenCheck"

  /// `xcodebuild build-for-testing` of the scratch package's scheme for the simulator; its compiler
  /// diagnostics read as `swift build`'s.
  func buildForSimulator(_ invocation: XcodebuildInvocation) throws(CheckError) -> BuildOutcome {
    let started = Date()
    let scheme = try self.scheme(invocation)
    let result = try run(
      invocation.buildForTesting(scheme: scheme), tool: "xcodebuild", in: invocation.package, timeout: buildTimeout,
      onOutput: nil)
    var output = result.text
    if result.timedOut { output += "\nmodgen: xcodebuild was stopped after \(Int(buildTimeout)) seconds\n" }
    return BuildOutcome(
      succeeded: result.succeeded, output: output, diagnostics: CompilerDiagnosticParser.parse(output),
      seconds: Date().timeIntervalSince(started))
  }

  /// `xcodebuild test-without-building` on the simulator, its test cases read from its log.
  func testOnSimulator(_ invocation: XcodebuildInvocation) throws(CheckError) -> TestOutcome {
    let started = Date()
    let scheme = try self.scheme(invocation)
    let result = try run(
      invocation.testWithoutBuilding(scheme: scheme), tool: "xcodebuild", in: invocation.package,
      timeout: testTimeout, onOutput: nil)
    var output = result.text
    if result.timedOut { output += "\nmodgen: xcodebuild was stopped after \(Int(testTimeout)) seconds\n" }
    return TestOutcome(
      succeeded: result.succeeded, output: output, cases: XcodebuildOutputParser.parseTests(output),
      seconds: Date().timeIntervalSince(started))
  }

  /// The scheme that builds and tests every target, as `xcodebuild -list -json` names it.
  private func scheme(_ invocation: XcodebuildInvocation) throws(CheckError) -> String {
    let result = try run(
      invocation.listArguments, tool: "xcodebuild", in: invocation.package, timeout: buildTimeout, onOutput: nil)
    // The JSON follows any notes xcodebuild prints while resolving the package.
    let json = result.text.firstIndex(of: "{").map { Data(result.text[$0...].utf8) } ?? Data()
    guard result.succeeded,
      let scheme = XcodebuildInvocation.scheme(fromListJSON: json, packageName: Self.scratchPackageName)
    else {
      throw .toolchain(
        "'xcodebuild -list -json' in \(invocation.package.filePath) named no scheme \(Self.scratchPackageName)"
          + " or \(Self.scratchPackageName)-Package: \(result.text.suffix(400))")
    }
    return scheme
  }
}
