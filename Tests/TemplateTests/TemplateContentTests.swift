import BuiltinFiles
import Foundation
import ModgenGenerate
import XCTest

/// Fast checks of the built-in templates' manifests and of what they render, without compiling anything.
final class TemplateContentTests: XCTestCase {
  func testManifestsReferenceEveryTemplateFileExactlyOnce() throws {
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      let referenced = (template.manifest.codeFiles + template.manifest.testFiles).map(\.template)
      XCTAssertEqual(referenced.count, Set(referenced).count, "\(name): a file is listed twice")
      var onDisk: [String] = []
      for folder in ["Code", "Tests"] {
        let root = template.directory.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        onDisk += paths.filter { $0.hasSuffix(".liquid") }.map { "\(folder)/\($0)" }
      }
      // A template's own files are all used; the files it inherits from its bases may be used or not.
      let inherited = Set(
        (template.manifest.files?.allFiles() ?? []).filter { $0.hasPrefix("Code/") || $0.hasPrefix("Tests/") })
      XCTAssertEqual(Set(onDisk).subtracting(referenced), [], "\(name): files in Code/Tests that no entry renders")
      XCTAssertEqual(Set(referenced).subtracting(inherited), [], "\(name): entries without a file")
    }
  }

  func testEveryTemplateOffersBothTestFrameworksWithXCTestByDefault() throws {
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      let tests = try XCTUnwrap(
        template.manifest.parameters.first { $0.name == "tests" }, "\(name) has no tests parameter")
      XCTAssertEqual(tests.choices, ["xctest", "swift-testing"], name)
      XCTAssertEqual(tests.defaultValue?.description, "xctest", name)
      XCTAssertFalse(template.plan.isCapped, "\(name): modgen check would not build every combination")
    }
  }

  func testEachVariantRendersTestsOfItsFrameworkOnly() throws {
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        let files = try SnapshotRenderer(template: template).render(
          moduleName: "Passcode", projectName: "App", variant: variant)
        let tests = files.filter { $0.role == .tests && $0.path.hasSuffix("Tests.swift") }
        XCTAssertFalse(tests.isEmpty, variant.summary)
        let usesXCTest = variant.values.first { $0.name == "tests" }?.value == "xctest"
        let framework = usesXCTest ? "import XCTest" : "import Testing"
        let other = usesXCTest ? "import Testing" : "import XCTest"
        for file in tests {
          XCTAssertTrue(file.contents.contains(framework), "\(variant.summary): \(file.path)")
          XCTAssertFalse(file.contents.contains(other), "\(variant.summary): \(file.path)")
        }
      }
    }
  }

  func testModuleNameIsNeverBakedIn() throws {
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      let variant = template.variants[0].replacing(["use_case": "FetchOrders"])
      let files = try SnapshotRenderer(template: template).render(
        moduleName: "OrderHistory", projectName: "Shop", variant: variant)
      for file in files {
        XCTAssertTrue(file.path.hasPrefix("OrderHistory"), "\(name): \(file.path)")
        XCTAssertFalse(file.contents.lowercased().contains("passcode"), "\(name): \(file.path) mentions Passcode")
        XCTAssertTrue(file.contents.hasPrefix("//\n//  \(file.path)\n//  Shop\n"), "\(name): \(file.path) header")
      }
      if BuiltInTemplate.screenNames.contains(name) {
        let module = try XCTUnwrap(files.first { $0.path == "OrderHistoryModule.swift" })
        XCTAssertTrue(module.contents.contains("func orderHistoryModuleDidClose()"), name)
        XCTAssertTrue(module.contents.contains("protocol OrderHistoryModuleInput: ModuleCore.ModuleInput"), name)
      }
      let tests = files.filter { $0.role == .tests }
      XCTAssertTrue(
        tests.allSatisfy { !$0.contents.contains("@testable") || $0.contents.contains("@testable import Shop\n") })
    }
  }

  /// An app target declares its own `ViewController` (Xcode's app template does): generated code and tests name
  /// ModuleCore's types with the module name, so they never pick up the app's class instead.
  func testModuleCoreTypesAreNamedUnambiguously() throws {
    let moduleCoreTypes = ["ViewController", "NavigationController", "ModuleInput", "ModuleOutput", "PlatformView"]
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        let files = try SnapshotRenderer(template: template).render(
          moduleName: "Passcode", projectName: "App", variant: variant)
        for file in files {
          for type in moduleCoreTypes {
            let bare = try Regex("(?:^|[^A-Za-z0-9_.])\(type)\\b")
            let lines = file.contents.split(separator: "\n").filter { line in
              !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(bare)
            }
            XCTAssertEqual(lines, [], "\(variant.summary): \(file.path) names \(type) without ModuleCore.")
          }
        }
      }
    }
  }

  /// Identifiers built from the module name use `camel_case`, so acronyms stay readable.
  func testIdentifiersFromAcronymNamesAreCamelCased() throws {
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        for (moduleName, camel, wrong) in [
          ("URLShortener", "urlShortener", "uRLShortener"), ("HTTP2Client", "http2Client", "hTTP2Client"),
        ] {
          let files = try SnapshotRenderer(template: template).render(
            moduleName: moduleName, projectName: "App", variant: variant)
          let all = files.map(\.contents).joined()
          XCTAssertTrue(all.contains(camel), "\(variant.summary) \(moduleName)")
          if BuiltInTemplate.screenNames.contains(name) {
            XCTAssertTrue(all.contains("func \(camel)ModuleDidClose()"), "\(variant.summary) \(moduleName)")
          }
          XCTAssertFalse(all.contains(wrong), "\(variant.summary) \(moduleName)")
        }
      }
    }
  }

  /// The configuration closure spells its existentials with `any`, as the `ExistentialAny` feature requires.
  func testConfigurationSpellsExistentialsWithAny() throws {
    for name in BuiltInTemplate.names where name != "section" {
      let template = try BuiltInTemplate(named: name)
      let files = try SnapshotRenderer(template: template).render(
        moduleName: "Passcode", projectName: "App", variant: template.variants[0])
      let module = try XCTUnwrap(files.first { $0.path == "PasscodeModule.swift" })
      XCTAssertTrue(
        module.contents.contains(
          "typealias PasscodeConfiguration = (\n  _ input: any PasscodeModuleInput\n) -> (any PasscodeModuleOutput)?"),
        name)
    }
  }

  func testVIPUseCaseIsNormalisedToTypeAndMethodNames() throws {
    let template = try BuiltInTemplate(named: "vip")
    let variant = template.variants[0].replacing(["use_case": "loadCart"])
    let files = try SnapshotRenderer(template: template).render(
      moduleName: "Shop", projectName: "App", variant: variant)
    let all = files.map(\.contents).joined()
    XCTAssertTrue(all.contains("enum LoadCart {"))
    XCTAssertTrue(all.contains("func loadCart(request: Shop.LoadCart.Request) async"))
    XCTAssertTrue(all.contains("func presentLoadCart(response: Shop.LoadCart.Response)"))
    XCTAssertTrue(all.contains("func displayLoadCart(viewModel: Shop.LoadCart.ViewModel)"))
    XCTAssertFalse(all.contains("presentloadCart"))
  }

  func testVIPUseCaseNamesModelsAndMethods() throws {
    let template = try BuiltInTemplate(named: "vip")
    let variant = template.variants[0].replacing(["use_case": "FetchOrders"])
    let files = try SnapshotRenderer(template: template).render(
      moduleName: "Shop", projectName: "App", variant: variant)
    let all = files.map(\.contents).joined()
    XCTAssertTrue(all.contains("enum FetchOrders {"))
    XCTAssertTrue(all.contains("func fetchOrders(request: Shop.FetchOrders.Request) async"))
    XCTAssertTrue(all.contains("func presentFetchOrders(response: Shop.FetchOrders.Response)"))
    XCTAssertTrue(all.contains("func displayFetchOrders(viewModel: Shop.FetchOrders.ViewModel)"))
    XCTAssertFalse(all.contains("LoadContent"))
  }

  func testHeaderLeavesOutBlankProjectAuthorAndCompany() throws {
    let template = try BuiltInTemplate(named: "mvvm")
    var renderer = SnapshotRenderer(template: template)
    renderer.developerName = ""
    renderer.company = ""
    let files = try renderer.render(moduleName: "Passcode", projectName: "", variant: template.variants[0])
    let router = try XCTUnwrap(files.first { $0.path == "PasscodeRouter.swift" })
    XCTAssertTrue(
      router.contents.hasPrefix(
        "//\n//  PasscodeRouter.swift\n//\n//  Created on \(SnapshotRenderer.date).\n//\n\nimport"),
      router.contents.prefix(120).description)
  }

  func testHeaderNamesProjectAuthorAndCompany() throws {
    let template = try BuiltInTemplate(named: "viper")
    let files = try SnapshotRenderer(template: template).render(
      moduleName: "Passcode", projectName: "Bank", variant: template.variants[0])
    let presenter = try XCTUnwrap(files.first { $0.path == "PasscodePresenter.swift" })
    let expected = """
      //
      //  PasscodePresenter.swift
      //  Bank
      //
      //  Created by \(SnapshotRenderer.developerName) on \(SnapshotRenderer.date).
      //  Copyright © \(SnapshotRenderer.year) \(SnapshotRenderer.company). All rights reserved.
      //

      import ModuleCore
      """
    XCTAssertTrue(presenter.contents.hasPrefix(expected), presenter.contents.prefix(200).description)
  }
}
