// swift-tools-version:6.1
import PackageDescription

// modgen has no package dependencies: Foundation, XCTest, Swift Testing and PackagePlugin only.
//
// The tool is built in layers; each target names only the layers below it, so the compiler
// refuses a dependency that points up:
//
//   Located          source text, locations, diagnostics, suggestions, JSON (parser, writer, JSONReader)
//   Liquid           the template engine (a library product of its own)
//   ModgenSupport    file system, path rules, child processes, git
//   BuiltinFiles     the built-in templates and ModuleCore's sources, carried in the binary
//                    (made on every build by the EmbedBuiltinFiles plugin)
//   GenerambaFormat  Generamba's formats: YAML, Rambafile, .rambaspec, user preferences, which
//                    custom_parameters a template reads, and its generation plan
//   TemplateSpec     template manifests, modgen.json, template files and the catalog (which
//                    template a name means, a Rambafile project's Generamba templates included);
//                    ProjectDiscovery/: what an Xcode, XcodeGen, Tuist or Swift package project
//                    holds, for `modgen init`
//   TemplateSources  `modgen template install|list|search`: folders, git repositories, catalogs,
//                    the lock file, what a Rambafile or modgen.json declares; and in Import/
//                    `template import`, the .rambaspec-to-template.json converter
//   XcodeProject     project.pbxproj: a reader with byte ranges and a line-inserting editor;
//                    knows no modgen types
//   SwiftPackageManifest  Package.swift: a Swift tokenizer, the targets it declares, an editor
//                    that adds and removes targets; knows no modgen types
//   ModgenGenerate   parameters, rendering, the plan (ModulePlanner: what `gen` and `adopt`
//                    render), the all-or-nothing writer (Generamba projects' plans too), the Xcode
//                    and Package.swift entries a plan adds; Lifecycle/: a module's record
//                    (ModuleRecorder), status, update (ModuleUpdater, 3-way merge) and destroy,
//                    which take recorded project entries out the same way
//   ModgenCheck      `modgen check`: Plan/ (variants, shards, dependencies), Pipeline/, Build/
//                    (scratch package, swift build, xcodebuild), Cache/, Diagnostics/, Reports/
//   ModgenCLI        every command (parse, call the layer, report), the option groups commands
//                    share, the one diagnostic printer
//   modgen           main.swift: the process's arguments, environment and streams
//
// ModuleCore, the library generated modules import, stands alone. On platforms without UIKit
// (Linux and the others named below) it builds against UIKit, a stand-in of ours with UIKit's
// names and rules; builds for Apple platforms use Apple's UIKit and never see the stand-in. Built
// for macOS itself (modgen's own `swift build` on a Mac) ModuleCore is an empty module: it is for
// iOS. The stand-in is not a product of its own: a product would put a second `UIKit` module into
// iOS builds.
let package = Package(
  name: "modgen",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "modgen", targets: ["modgen"]),
    .library(name: "Liquid", targets: ["Liquid"]),
    .library(name: "ModuleCore", targets: ["ModuleCore"]),
    // `swift package --allow-writing-to-package-directory modgen gen Passcode viper` in a package
    // that depends on modgen.
    .plugin(name: "ModgenCommand", targets: ["ModgenCommand"]),
  ],
  targets: [
    .target(name: "Located"),
    .target(name: "Liquid", dependencies: ["Located"]),
    .target(name: "ModgenSupport"),
    .target(name: "EmbeddedFilesGenerator"),
    .executableTarget(name: "modgen-embed", dependencies: ["EmbeddedFilesGenerator"]),
    .plugin(name: "EmbedBuiltinFiles", capability: .buildTool(), dependencies: ["modgen-embed"]),
    // `Sources/BuiltinFiles/Templates` links to `Templates/` (excluded from compilation) so that
    // adding or removing a template file makes SwiftPM re-plan the build and re-run the plugin.
    .target(name: "BuiltinFiles", exclude: ["Templates"], plugins: ["EmbedBuiltinFiles"]),
    .target(name: "GenerambaFormat", dependencies: ["Located", "Liquid"]),
    .target(name: "XcodeProject", dependencies: ["Located"]),
    .target(name: "SwiftPackageManifest", dependencies: ["Located"]),
    .target(
      name: "TemplateSpec",
      dependencies: ["Located", "Liquid", "ModgenSupport", "BuiltinFiles", "GenerambaFormat", "XcodeProject"]),
    .target(
      name: "TemplateSources", dependencies: ["Located", "ModgenSupport", "TemplateSpec", "GenerambaFormat"]),
    .target(
      name: "ModgenGenerate",
      dependencies: [
        "Located", "Liquid", "ModgenSupport", "TemplateSpec", "GenerambaFormat", "XcodeProject", "SwiftPackageManifest",
      ]),
    .target(
      name: "ModgenCheck",
      dependencies: ["Located", "Liquid", "ModgenSupport", "BuiltinFiles", "TemplateSpec", "ModgenGenerate"]),
    .target(
      name: "ModgenCLI",
      dependencies: [
        "Located", "Liquid", "ModgenSupport", "TemplateSpec", "TemplateSources", "ModgenGenerate", "ModgenCheck",
      ]),
    .executableTarget(name: "modgen", dependencies: ["ModgenCLI", "ModgenSupport"]),
    .plugin(
      name: "ModgenCommand",
      capability: .command(
        intent: .custom(verb: "modgen", description: "Run modgen (gen, list, info, check…) in this package."),
        permissions: [.writeToPackageDirectory(reason: "modgen gen writes the module's files into this package.")]),
      dependencies: ["modgen"]),
    .executableTarget(name: "modgen-bench", dependencies: ["Located", "Liquid", "XcodeProject", "ModgenGenerate"]),
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
    // Loaded by the compiler when a file imports both Testing and UIKit (Swift Testing's overlay for UIKit).
    .target(name: "_Testing_UIKit"),
    .target(
      name: "ModuleCore",
      dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "LocatedTests", dependencies: ["Located"]),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "Located", "TestSupport"]),
    .testTarget(name: "SwiftPackageManifestTests", dependencies: ["SwiftPackageManifest", "Located"]),
    .testTarget(name: "GenerambaFormatTests", dependencies: ["GenerambaFormat", "Located", "Liquid", "TestSupport"]),
    .testTarget(name: "LiquidTests", dependencies: ["Liquid", "Located", "TestSupport"], exclude: ["Snapshots"]),
    // The tests of the modgen layers, one target per library target, sharing ModgenTestSupport: an
    // in-memory file system, the fixture templates in Tests/Fixtures and the in-process CLI harness.
    .target(
      name: "ModgenTestSupport", dependencies: ["ModgenSupport", "TemplateSpec", "ModgenCLI"],
      path: "Tests/ModgenTestSupport"),
    .testTarget(name: "ModgenSupportTests", dependencies: ["ModgenSupport", "ModgenGenerate", "ModgenTestSupport"]),
    .testTarget(
      name: "BuiltinFilesTests",
      dependencies: ["BuiltinFiles", "EmbeddedFilesGenerator", "TemplateSpec", "ModgenGenerate", "ModgenTestSupport"]),
    .testTarget(
      name: "TemplateSpecTests",
      dependencies: ["Located", "Liquid", "ModgenSupport", "TemplateSpec", "ModgenGenerate", "ModgenTestSupport"]),
    .testTarget(
      name: "TemplateSourcesTests",
      dependencies: ["Located", "ModgenSupport", "TemplateSpec", "TemplateSources", "ModgenTestSupport"]),
    .testTarget(
      name: "ModgenGenerateTests",
      dependencies: [
        "Located", "ModgenSupport", "TemplateSpec", "ModgenGenerate", "SwiftPackageManifest", "ModgenTestSupport",
      ]),
    .testTarget(
      name: "ModgenCheckTests",
      dependencies: [
        "Located", "ModgenSupport", "TemplateSpec", "ModgenGenerate", "ModgenCheck", "ModgenCLI", "ModgenTestSupport",
      ]),
    .testTarget(
      name: "ModgenCLITests",
      dependencies: [
        "Located", "ModgenSupport", "TemplateSpec", "ModgenGenerate", "ModgenCheck", "ModgenCLI", "TestSupport",
        "ModgenTestSupport",
      ]),
    // The slow tests: each runs a real `swift build` of a scratch package.
    .testTarget(
      name: "CheckIntegrationTests",
      dependencies: ["Located", "ModgenSupport", "ModgenCheck", "TestSupport", "ModgenTestSupport"],
      exclude: ["Fixtures"]),  // also README's quick start, run on a copy of Examples/Demo
    .testTarget(
      name: "ModuleCoreTests",
      dependencies: [
        "ModuleCore", .target(name: "UIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    // Probes: files the iOS SDK rejects (and their fixed twins), type-checked one by one by a test.
    .testTarget(name: "UIKitTests", dependencies: ["UIKit"], exclude: ["Probes", "SDKSignatures.txt"]),
    .testTarget(
      name: "TemplateTests",
      dependencies: ["ModgenSupport", "BuiltinFiles", "TemplateSpec", "ModgenGenerate", "ModgenCheck", "TestSupport"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
