// swift-tools-version:6.0
import PackageDescription

// modgen has no package dependencies: Foundation, XCTest, Swift Testing and PackagePlugin only.
let package = Package(
  name: "modgen",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "modgen", targets: ["modgen"]),
    .library(name: "Liquid", targets: ["Liquid"]),
    .library(name: "ModgenKit", targets: ["ModgenKit"]),
    .library(name: "ModuleCore", targets: ["ModuleCore"]),
  ],
  targets: [
    .target(name: "Liquid"),
    .target(name: "ModgenKit", dependencies: ["Liquid"]),
    .executableTarget(name: "modgen", dependencies: ["ModgenKit"]),
    .executableTarget(name: "modgen-bench", dependencies: ["Liquid", "ModgenKit"]),
    .target(name: "ModuleCore"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "LiquidTests", dependencies: ["Liquid", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(
      name: "ModgenKitTests", dependencies: ["ModgenKit", "Liquid", "TestSupport"],
      exclude: ["Fixtures"]),  // template folders read from disk by path
    .testTarget(name: "ModuleCoreTests", dependencies: ["ModuleCore"]),
    .testTarget(name: "TemplateTests", dependencies: ["ModgenKit", "Liquid", "TestSupport"], exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
