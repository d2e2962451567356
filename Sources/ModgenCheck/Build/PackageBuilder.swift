import Foundation
import ModgenSupport

/// Runs `swift build` and `swift test` on the scratch package and parses what they print.
package struct PackageBuilder: Sendable {
  /// What `swift build` did.
  package struct BuildOutcome: Sendable {
    /// Whether it exited 0.
    package var succeeded: Bool
    /// Its merged output.
    package var output: String
    /// Located diagnostics, deduplicated.
    package var diagnostics: [CompilerDiagnostic]
    /// Wall-clock seconds.
    package var seconds: Double
  }

  /// What `swift test` did.
  package struct TestOutcome: Sendable {
    /// Whether it exited 0.
    package var succeeded: Bool
    /// Its merged output.
    package var output: String
    /// Every XCTest and Swift Testing case that ran.
    package var cases: [TestCaseResult]
    /// Wall-clock seconds.
    package var seconds: Double
  }

  /// Runs the children.
  package var runner: ProcessRunner
  /// The `swift` executable (a name on `PATH`, or a path).
  package var swift: String
  /// Seconds before `swift build` is stopped.
  package var buildTimeout: TimeInterval
  /// Seconds before `swift test` is stopped.
  package var testTimeout: TimeInterval
  /// Where the build's products and reports are looked for.
  package var fileSystem: any FileSystem
  /// Where the variants are built and tested: this machine (`swift build`/`swift test`) by default, or an
  /// iOS simulator (`xcodebuild`).
  package var destination: CheckDestination = .host
  /// Folders of prebuilt Swift modules every compiler job searches (`-Xswiftc -I` for `swift build`, `-I` for
  /// the whole-module pass): ModuleCore and the UIKit stand-in from the core build (see ``CheckCoreBuild``).
  /// Given on the command line rather than in `Package.swift`, since the test-discovery module SwiftPM
  /// makes on Linux gets no target's settings and must load the test modules' dependencies too.
  package var moduleSearchPaths: [String] = []

  /// Creates a builder; `MODGEN_SWIFT` in the runner's environment overrides the `swift` used and
  /// `MODGEN_CHECK_TIMEOUT` (seconds) both timeouts.
  package init(runner: ProcessRunner, fileSystem: any FileSystem = LocalFileSystem()) {
    self.runner = runner
    self.fileSystem = fileSystem
    swift = runner.environment["MODGEN_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    let timeout = runner.environment["MODGEN_CHECK_TIMEOUT"].flatMap(TimeInterval.init)
    // A limit for a build that hangs, not for a long one: a cold build of many variants on a 2-core CI
    // runner takes 20 to 30 minutes.
    buildTimeout = timeout ?? 3600
    testTimeout = timeout ?? 900
  }

  /// `swift --version`'s first line (and, for a simulator, `xcodebuild -version`'s): part of the inputs
  /// stamp, and the proof the toolchain runs.
  package func toolchainVersion() throws(CheckError) -> String {
    let swiftVersion = try firstLine(of: swift, ["--version"])
    // The SDK comes with Xcode: a new Xcode must not reuse results built with the old one.
    guard destination.simulator != nil else { return swiftVersion }
    return swiftVersion + "; " + (try firstLine(of: "xcodebuild", ["-version"]))
  }

  /// The first line `tool arguments` prints, or an error saying it could not run.
  private func firstLine(of tool: String, _ arguments: [String]) throws(CheckError) -> String {
    let result: ProcessResult
    do {
      result = try runner.run(tool, arguments, timeout: 60)
    } catch {
      throw .toolchain(error.description)
    }
    guard result.succeeded else {
      throw .toolchain(
        "'\(([tool] + arguments).joined(separator: " "))' failed (\(result.termination)): \(result.text.suffix(400))")
    }
    return result.text.split(separator: "\n").first.map(String.init) ?? result.text
  }

  /// `swift build --build-tests` in `package`, with `-j jobs` when given (for a simulator,
  /// `xcodebuild build-for-testing`).
  package func build(package: URL, jobs: Int?, onOutput: (@Sendable (Data) -> Void)? = nil)
    throws(CheckError) -> BuildOutcome
  {
    if let device = destination.simulator {
      return try buildForSimulator(XcodebuildInvocation(package: package, device: device, jobs: jobs))
    }
    var arguments = ["build", "--build-tests", "--package-path", package.filePath]
    if let jobs { arguments += ["-j", String(jobs)] }
    for path in moduleSearchPaths { arguments += ["-Xswiftc", "-I", "-Xswiftc", path] }
    let result = try run(arguments, timeout: buildTimeout, onOutput: onOutput)
    var output = result.text
    if result.timedOut { output += "\nmodgen: swift build was stopped after \(Int(buildTimeout)) seconds\n" }
    return BuildOutcome(
      succeeded: result.succeeded, output: output, diagnostics: CompilerDiagnosticParser.parse(output),
      seconds: result.duration)
  }

  /// Every diagnostic of one library target, from a single whole-module compiler job that goes
  /// on after errors (`-emit-sil`, so SIL diagnostics are included, no object is written).
  ///
  /// SwiftPM compiles a debug target file by file and stops scheduling files after the first
  /// failure, so which errors of a failing target it reports varies from run to run; this pass
  /// makes the list complete. It needs the dependencies' modules from the SwiftPM build and
  /// throws, saying what is missing, when they or `swiftc` cannot be found or run.
  package func diagnoseTarget(package: URL, moduleName: String, files: [String]) throws(CheckError)
    -> [CompilerDiagnostic]
  {
    let swiftPath: String
    do { swiftPath = try runner.locate(swift) } catch { throw .toolchain(error.description) }
    // `swift` may be a link to `swift-driver`; swiftc sits next to the link, not its target.
    let swiftc = URL(fileURLWithPath: swiftPath, isDirectory: false).deletingLastPathComponent().appendingPathComponent(
      "swiftc", isDirectory: false
    ).filePath
    // Whether swiftc can run is a question for the OS, not for the file-system seam.
    guard FileManager.default.isExecutableFile(atPath: swiftc) else {
      throw .toolchain("no swiftc next to \(swiftPath)")
    }
    // With a core build, ModuleCore comes from there and the package's own modules folder is optional.
    let modules = modulesDirectory(package, holding: moduleSearchPaths.isEmpty ? "ModuleCore" : nil)
    if modules == nil && moduleSearchPaths.isEmpty {
      throw .toolchain("ModuleCore.swiftmodule was not found in \(package.filePath)/.build")
    }
    let searchPaths = (modules.map { [$0.filePath] } ?? []) + moduleSearchPaths
    let arguments =
      [
        "-module-name", moduleName, "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-continue-building-after-errors", "-wmo", "-emit-sil", "-o", "/dev/null",
      ] + searchPaths.flatMap { ["-I", $0] } + files
    let result: ProcessResult
    do {
      result = try runner.run(swiftc, arguments, in: package, timeout: buildTimeout)
    } catch {
      throw .toolchain(error.description)
    }
    if result.interrupted { throw .interrupted }
    return CompilerDiagnosticParser.parse(result.text)
  }

  /// The folder of the package's debug build holding `<module>.swiftmodule` (any such folder when `module`
  /// is nil): `.build/<triple>/debug/Modules` (SwiftPM 6) or `.build/<triple>/debug` (earlier).
  private func modulesDirectory(_ package: URL, holding module: String?) -> URL? {
    let build = package.appendingPathComponent(".build", isDirectory: false)
    for entry in (try? fileSystem.contentsOfDirectory(at: build)) ?? [] {
      for folder in ["debug/Modules", "debug"] {
        let modules = build.appendingPathComponent(entry, isDirectory: false).appendingPathComponent(
          folder, isDirectory: false)
        let marker = module.map { modules.appendingPathComponent("\($0).swiftmodule", isDirectory: false) } ?? modules
        if fileSystem.exists(at: marker) { return modules }
      }
    }
    return nil
  }

  /// `swift test --skip-build` in `package`; XCTest results come from its log, Swift Testing's
  /// from the xUnit report it writes (for a simulator, `xcodebuild test-without-building` and its log).
  package func test(package: URL, onOutput: (@Sendable (Data) -> Void)? = nil) throws(CheckError) -> TestOutcome {
    if let device = destination.simulator {
      return try testOnSimulator(XcodebuildInvocation(package: package, device: device))
    }
    let reports = package.appendingPathComponent(".modgen", isDirectory: false)
    let xunit = reports.appendingPathComponent("results.xml", isDirectory: false)
    let swiftTestingXUnit = reports.appendingPathComponent("results-swift-testing.xml", isDirectory: false)
    try? fileSystem.createDirectories(at: reports)
    if fileSystem.exists(at: swiftTestingXUnit) { try? fileSystem.removeItem(at: swiftTestingXUnit) }
    let arguments = ["test", "--skip-build", "--package-path", package.filePath, "--xunit-output", xunit.filePath]
    let result = try run(arguments, timeout: testTimeout, onOutput: onOutput)
    var output = result.text
    if result.timedOut { output += "\nmodgen: swift test was stopped after \(Int(testTimeout)) seconds\n" }
    var cases = TestOutputParser.parseXCTest(output)
    if fileSystem.isFile(at: swiftTestingXUnit), let xml = try? fileSystem.readText(at: swiftTestingXUnit) {
      cases += TestOutputParser.parseSwiftTestingXUnit(xml, log: output)
    }
    return TestOutcome(succeeded: result.succeeded, output: output, cases: cases, seconds: result.duration)
  }

  /// Runs `tool` (`swift` by default) with `arguments`, in `directory` when given.
  func run(
    _ arguments: [String], tool: String? = nil, in directory: URL? = nil, timeout: TimeInterval,
    onOutput: (@Sendable (Data) -> Void)?
  ) throws(CheckError) -> ProcessResult {
    let result: ProcessResult
    do {
      result = try runner.run(tool ?? swift, arguments, in: directory, timeout: timeout, onOutput: onOutput)
    } catch {
      throw .toolchain(error.description)
    }
    if result.interrupted { throw .interrupted }
    return result
  }
}
