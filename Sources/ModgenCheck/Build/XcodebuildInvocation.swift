import Foundation

/// The `xcodebuild` command lines that build and test the scratch package for an iOS simulator: `xcodebuild`
/// runs in the package folder (it opens `Package.swift` there), with its derived data inside the package's
/// `.build` folder, so the cache folder holds everything a check writes.
struct XcodebuildInvocation: Sendable, Equatable {
  /// The scratch package's folder (the working directory of every command).
  package var package: URL
  /// The simulator to build for and test on.
  package var device: SimulatorDevice
  /// `-jobs`, when given.
  package var jobs: Int?

  /// Commands for `package` on `device`.
  package init(package: URL, device: SimulatorDevice, jobs: Int? = nil) {
    self.package = package
    self.device = device
    self.jobs = jobs
  }

  /// `-destination`'s value: the simulator by its identifier, so that two devices of one name on two iOS
  /// versions cannot be confused.
  package var destination: String { "platform=iOS Simulator,id=\(device.udid)" }

  /// Where `xcodebuild` keeps its build: `.build/xcode` in the package.
  package var derivedData: URL {
    package.appendingPathComponent(".build/xcode", isDirectory: false)
  }

  /// The arguments that list the package's schemes as JSON.
  package var listArguments: [String] { ["-list", "-json"] }

  /// The arguments that build the code and the tests of `scheme` for the simulator.
  package func buildForTesting(scheme: String) -> [String] {
    ["build-for-testing"] + common(scheme: scheme) + (jobs.map { ["-jobs", String($0)] } ?? [])
  }

  /// The arguments that run the tests `buildForTesting` built. Parallel testing is on, with one worker (one
  /// clone of the simulator to boot): that is the mode in which `xcodebuild` prints every test case's result
  /// with its class or suite, XCTest's and Swift Testing's alike, which is what tells the variants apart.
  package func testWithoutBuilding(scheme: String) -> [String] {
    ["test-without-building"] + common(scheme: scheme) + [
      "-parallel-testing-enabled", "YES", "-parallel-testing-worker-count", "1",
    ]
  }

  private func common(scheme: String) -> [String] {
    ["-scheme", scheme, "-destination", destination, "-derivedDataPath", derivedData.path]
  }

  /// The scheme that builds every target and runs every test of the package named `packageName`, from
  /// what `xcodebuild -list -json` printed: Xcode names it `<package>-Package` when the package has several
  /// products and after the package when it has none or one. `nil` when neither is listed.
  package static func scheme(fromListJSON data: Data, packageName: String) -> String? {
    /// The listing: a package opens as a workspace (a project, in older Xcode versions).
    struct List: Decodable {
      /// The schemes of the workspace or project.
      struct Workspace: Decodable { var schemes: [String]? }
      var workspace: Workspace?
      var project: Workspace?
    }
    guard let list = try? JSONDecoder().decode(List.self, from: data) else { return nil }
    let schemes = (list.workspace?.schemes ?? []) + (list.project?.schemes ?? [])
    return [packageName + "-Package", packageName].first { schemes.contains($0) }
  }
}
