extension CheckPipeline {
  /// The UIKit stand-in (when carried, and only where UIKit does not exist: not for a simulator),
  /// ModuleCore, the project's source folders, then each variant's library target and (when it has tests)
  /// test target; the variants' targets depend on ModuleCore and on every dependency of the project's. With a
  /// core build (``core``), the stand-in and ModuleCore are left out and the targets link the core instead.
  func targets(_ variants: [ActiveVariant]) -> [ScratchTarget] {
    sharedTargets() + variants.flatMap(variantTargets)
  }

  /// The targets every variant builds on: the UIKit stand-in (where carried), ModuleCore and the
  /// project's source folders; with a core build (``core``), the source folders only, linking the core.
  func sharedTargets() -> [ScratchTarget] {
    var targets = core == nil ? coreTargets() : []
    let products = dependencies.products
    for var source in dependencies.sourceTargets {
      // A project's module may build on ModuleCore, UIKit and the project's packages, as the app does.
      if let core {
        source.dependencies = []
        source.linkerFlags = core.linkerFlags
      } else {
        source.dependencies = ["ModuleCore"]
        source.dependenciesWithoutUIKit = withoutUIKit
      }
      source.products = products
      targets.append(source)
    }
    return targets
  }

  /// The UIKit stand-in's targets (where carried, and only where UIKit does not exist) and ModuleCore, with
  /// the strict flags: what a core build holds (see ``CheckCoreBuild``).
  func coreTargets() -> [ScratchTarget] {
    var core = ScratchTarget(name: "ModuleCore", isTest: false, dependencies: [], files: moduleCore)
    var targets: [ScratchTarget] = []
    if let standIn = uiKit["UIKit"], builder.destination == .host {
      let helpers = uiKit.keys.filter { $0 != "UIKit" }.sorted()
      for name in helpers {
        targets.append(ScratchTarget(name: name, isTest: false, dependencies: [], files: uiKit[name] ?? [:]))
      }
      targets.append(ScratchTarget(name: "UIKit", isTest: false, dependencies: helpers, files: standIn))
    }
    core.dependenciesWithoutUIKit = withoutUIKit
    targets.append(core)
    return targets
  }

  /// `UIKit` where the stand-in is part of the build, else nothing.
  private var withoutUIKit: [String] {
    uiKit["UIKit"] != nil && builder.destination == .host ? ["UIKit"] : []
  }

  /// A variant's library target and, when it has tests, its test target.
  func variantTargets(_ variant: ActiveVariant) -> [ScratchTarget] {
    var targets: [ScratchTarget] = []
    let products = dependencies.products
    let shared = (core == nil ? ["ModuleCore"] : []) + dependencies.moduleNames
    let linkerFlags = core?.linkerFlags ?? []
    let code = variant.prepared.files.filter { !$0.isTest }
    let tests = variant.prepared.files.filter(\.isTest)
    var codeFiles = Dictionary(code.map { (targetPath($0, variant), $0.text) }, uniquingKeysWith: { $1 })
    if variant.prepared.variant.isolation == .mainActor {
      codeFiles[Self.appViewControllerFile] = Self.appViewController
    }
    var library = ScratchTarget(
      name: variant.name, isTest: false, dependencies: shared, files: codeFiles,
      settings: variant.prepared.variant.isolation.codeSettings)
    library.products = products
    library.linkerFlags = linkerFlags
    targets.append(library)
    if !tests.isEmpty {
      var testTarget = ScratchTarget(
        name: variant.name + "Tests", isTest: true, dependencies: [variant.name] + shared,
        files: Dictionary(tests.map { (targetPath($0, variant), $0.text) }, uniquingKeysWith: { $1 }),
        settings: variant.prepared.variant.isolation.testSettings)
      testTarget.products = products
      testTarget.linkerFlags = linkerFlags
      targets.append(testTarget)
    }
    return targets
  }

  /// The file the app-target variant adds beside the generated code.
  static let appViewControllerFile = "ModgenCheckAppViewController.swift"

  /// What Xcode's app template declares in every new app: a `ViewController` of the app's own, which
  /// generated code must not mistake for ModuleCore's.
  static let appViewController = """
    // Added by modgen check: Xcode's app template declares its own `ViewController`, so generated
    // code must name ModuleCore's types with the module.
    class ViewController {}

    """

  /// The file's path inside its target folder (without a leading `<Module>/`).
  func targetPath(_ file: PreparedFile, _ variant: ActiveVariant) -> String {
    let prefix = variant.name + "/"
    return file.relativePath.hasPrefix(prefix) ? String(file.relativePath.dropFirst(prefix.count)) : file.relativePath
  }
}
