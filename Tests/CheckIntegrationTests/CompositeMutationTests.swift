import Foundation
import TestSupport
import XCTest

@testable import ModgenCheck

/// Break the built-in container template on purpose and see its generated tests catch it: the
/// tests `check` runs are only worth something if a wrong composite fails them.
extension CheckCommandTests {
  /// A copy of `Templates/container` narrowed to one variant (XCTest, viper children, generated)
  /// with two bugs a template author could make: the view lays the slots out bottom to top, and
  /// removing any child empties the last slot. The copy still compiles; its tests must fail, by
  /// name, and nothing else may.
  func testABrokenContainerFailsItsOwnGeneratedTests() throws {
    let failed = try Self.failingTests(ofMutated: "container") { template in
      try Self.edit(template.appendingPathComponent("snippets/view_controller_layout.liquid")) {
        $0.replacingOccurrences(of: "Slot.order {", with: "Slot.order.reversed() {")
      }
      try Self.edit(template.appendingPathComponent("Code/Router.swift.liquid")) {
        $0.replacingOccurrences(
          of: "slots.remove(from: {{ module_info.name }}Slot.{{ child | camel_case }})",
          with: "slots.remove(from: {{ module_info.name }}Slot.order[{{ module_info.name }}Slot.order.count - 1])")
      }
    }
    XCTAssertTrue(failed.contains("testViewStacksOneContainerPerSlotAboveTheContentBelowTheNavigationBar"), "\(failed)")
    XCTAssertTrue(failed.contains("testRemoveTakesOnlyThatChildOut"), "\(failed)")
    XCTAssertTrue(failed.contains("testAChildThatClosesLeavesAndItsSiblingsStay"), "\(failed)")
    XCTAssertFalse(failed.contains("testCloseDismissesPresentedModule"), "an unrelated test failed: \(failed)")
  }

  /// A copy of `Templates/sections` whose interactor shows the sections only once all of them
  /// arrived, and routes every event to the first section: the tests naming those promises fail.
  func testABrokenSectionListFailsItsOwnGeneratedTests() throws {
    let failed = try Self.failingTests(ofMutated: "sections") { template in
      try Self.edit(template.appendingPathComponent("Code/Interactor.swift.liquid")) {
        $0.replacingOccurrences(
          of: """
                await list.loadAll { [weak self] sections in
                  self?.output?.didUpdate(sections: sections)
                }
            """,
          with: """
                let sections = await list.loadAll()
                output?.didUpdate(sections: sections)
            """
        ).replacingOccurrences(
          of: "list.route(event, to: item)",
          with: "list.route(event, to: ItemID(list.sections[0].sectionID, item.item))")
      }
    }
    XCTAssertTrue(failed.contains("testSectionsAreShownInTheirOrderWhateverOrderTheyArriveIn"), "\(failed)")
    XCTAssertTrue(failed.contains("testASlowSectionHoldsBackNoOther"), "\(failed)")
    XCTAssertTrue(failed.contains("testAnEventReachesOnlyTheSectionOfItsRow"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testLoadingStartsEverySectionBeforeAnyFinishes"), "an unrelated test failed: \(failed)")
  }

  /// A copy of `Templates/cells` whose list keeps the state of items it no longer has, with a
  /// copy of `Templates/cell` whose module shows whatever likes arrive last, the previous item's
  /// included: the tests naming those promises fail.
  func testABrokenCellModuleListFailsItsOwnGeneratedTests() throws {
    let failed = try Self.failingTests(ofMutated: "cells", children: ["cell"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "cellModules?.forgetState(for: {{ module_info.name }}CellModel(item: item).id)", with: "_ = item")
      }
      let cell = template.deletingLastPathComponent().appendingPathComponent("cell")
      try Self.edit(cell.appendingPathComponent("Code/Presenter.swift.liquid")) {
        $0.replacingOccurrences(
          of: "    guard item?.id == id else { return }\n    likesLoad = load", with: "    likesLoad = load"
        )
        .replacingOccurrences(
          of: "      loadingTask?.cancel()\n      likesLoad = .loading", with: "      likesLoad = .loading"
        )
        .replacingOccurrences(
          of: "    loadingTask?.cancel()\n    likesLoad = .loading", with: "    likesLoad = .loading")
      }
    }
    XCTAssertTrue(failed.contains("testAnItemRemovedFromTheListLosesItsState"), "\(failed)")
    XCTAssertTrue(failed.contains("testThePreviousItemsLateLikesAreIgnored"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testAReusedCellKeepsItsModuleAndTheStateFollowsTheItem"), "an unrelated test failed: \(failed)")
  }

  /// A copy of `Templates/container` made a scene (`scope=true`) whose scene store is provided by
  /// the parent scope (the app's) instead of the scene's own: the tests naming scope isolation, one
  /// store per scene and the store's lifetime fail; the scene still provides all its parts.
  func testALeakyScopeFailsItsOwnGeneratedSceneTests() throws {
    let failed = try Self.failingTests(ofMutated: "container", bools: ["scope": true]) { template in
      try Self.edit(template.appendingPathComponent("Code/Scene.swift.liquid")) {
        $0.replacingOccurrences(of: "scene.provide(store)", with: "parent.provide(store)")
      }
    }
    XCTAssertTrue(failed.contains("testTheAppScopeAndASiblingSeeNoneOfTheScenesParts"), "\(failed)")
    XCTAssertTrue(failed.contains("testOneStoreIsSharedWithinAModuleAndEachModuleHasItsOwn"), "\(failed)")
    XCTAssertTrue(failed.contains("testTheStoreGoesWithTheModuleAndAppWideServicesStay"), "\(failed)")
    XCTAssertFalse(failed.contains("testTheSceneProvidesItsParts"), "an unrelated test failed: \(failed)")
  }

  /// Copies `Templates/<name>` (and the templates it generates children with, named in `children`,
  /// which then replace the built-in ones) to a temporary folder, narrows it to its default variant,
  /// applies `mutate` (given the copy's folder), checks it (nonisolated only) and returns the names
  /// of the generated tests that failed; the copy must still build.
  static func failingTests(
    ofMutated name: String, children: [String] = [], bools: [String: Bool] = [:], _ mutate: (URL) throws -> Void
  ) throws -> Set<String> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-mutant-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for copied in [name] + children {
      try FileManager.default.copyItem(
        at: SharedFixtures.packageRoot.appendingPathComponent("Templates/\(copied)"),
        to: folder.appendingPathComponent(copied))
    }
    // The template and the copied bases it inherits parameters from are narrowed together.
    var pins: [String] = []
    var narrowed: String? = name
    while let current = narrowed, ([name] + children).contains(current) {
      let manifest = folder.appendingPathComponent(current).appendingPathComponent("template.json")
      pins += try narrowToTheDefaultChoices(manifest, bools: bools).filter { pin in
        !pins.contains { $0.prefix(while: { $0 != "=" }) == pin.prefix(while: { $0 != "=" }) }
      }
      narrowed = try baseName(of: manifest)
    }
    try mutate(template)

    let run = modgen(
      ["check", name, "--templates", folder.path, "--json", "--isolation", "nonisolated"] + pins.flatMap { ["-p", $0] })
    XCTAssertEqual(run.status, 1, run.stderr)
    let report = try JSONDecoder().decode(CheckReport.self, from: Data(run.stdout.utf8))
    let variants = try XCTUnwrap(report.templates.first { $0.name == name }, run.stdout).variants
    XCTAssertEqual(variants.count, 1, "the copy was narrowed to one variant: \(variants.map(\.parameters))")
    let variant = try XCTUnwrap(variants.first)
    XCTAssertEqual(variant.build, .passed, run.stderr)
    XCTAssertEqual(variant.tests, .failed, run.stderr)
    return Set(variant.failures.map(\.name))
  }

  /// The `base` a manifest names, if any.
  private static func baseName(of manifest: URL) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
    return object?["base"] as? String
  }

  /// Keeps only the first choice (each one's default) of every choice parameter of a manifest (one that declares
  /// none is left as it is), and returns the `check --param` values that fix each bool parameter (to `bools`, else its default).
  private static func narrowToTheDefaultChoices(_ file: URL, bools: [String: Bool]) throws -> [String] {
    var manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    guard let parameters = manifest["parameters"] as? [[String: Any]] else { return [] }
    let pins = parameters.compactMap { parameter -> String? in
      guard parameter["type"] as? String == "bool", let name = parameter["name"] as? String else { return nil }
      return "\(name)=\(bools[name] ?? (parameter["default"] as? Bool ?? false))"
    }
    manifest["parameters"] = parameters.map { parameter in
      var parameter = parameter
      if let choices = parameter["choices"] as? [String] { parameter["choices"] = Array(choices.prefix(1)) }
      return parameter
    }
    try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted]).write(to: file)
    return pins
  }

  /// Rewrites a file of the mutant copy, failing if the edit changed nothing (the template moved on).
  static func edit(_ file: URL, _ change: (String) -> String) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = change(text)
    XCTAssertNotEqual(changed, text, "the mutation no longer applies to \(file.lastPathComponent)")
    try changed.write(to: file, atomically: true, encoding: .utf8)
  }
}
