extension CheckPipeline {
  /// The UIKit stand-in (when carried, and only where UIKit does not exist: not for a simulator),
  /// ModuleCore, the project's source folders, then each variant's library target and (when it has tests)
  /// test target; the variants' targets depend on ModuleCore and on every dependency of the project's.
  func targets(_ variants: [ActiveVariant]) -> [ScratchTarget] {
    sharedTargets() + variants.flatMap(variantTargets)
  }

  /// The targets every variant builds on: the UIKit stand-in (where carried), ModuleCore and the
  /// project's source folders.
  func sharedTargets() -> [ScratchTarget] {
    var core = ScratchTarget(name: "ModuleCore", isTest: false, dependencies: [], files: moduleCore)
    var targets: [ScratchTarget] = []
    var withoutUIKit: [String] = []
    if let standIn = uiKit["UIKit"], builder.destination == .host {
      let helpers = uiKit.keys.filter { $0 != "UIKit" }.sorted()
      for name in helpers {
        targets.append(ScratchTarget(name: name, isTest: false, dependencies: [], files: uiKit[name] ?? [:]))
      }
      targets.append(ScratchTarget(name: "UIKit", isTest: false, dependencies: helpers, files: standIn))
      withoutUIKit = ["UIKit"]
    }
    core.dependenciesWithoutUIKit = withoutUIKit
    targets.append(core)
    let products = dependencies.products
    for var source in dependencies.sourceTargets {
      // A project's module may build on ModuleCore, UIKit and the project's packages, as the app does.
      source.dependencies = ["ModuleCore"]
      source.dependenciesWithoutUIKit = withoutUIKit
      source.products = products
      targets.append(source)
    }
    return targets
  }

  /// A variant's library target and, when it has tests, its test target.
  func variantTargets(_ variant: ActiveVariant) -> [ScratchTarget] {
    var targets: [ScratchTarget] = []
    let products = dependencies.products
    let shared = ["ModuleCore"] + dependencies.moduleNames
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
    targets.append(library)
    if !tests.isEmpty {
      var testTarget = ScratchTarget(
        name: variant.name + "Tests", isTest: true, dependencies: [variant.name] + shared,
        files: Dictionary(tests.map { (targetPath($0, variant), $0.text) }, uniquingKeysWith: { $1 }),
        settings: variant.prepared.variant.isolation.testSettings)
      testTarget.products = products
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
