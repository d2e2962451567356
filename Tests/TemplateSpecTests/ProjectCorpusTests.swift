import Foundation
import ModgenTestSupport
import TemplateSpec
import XCTest

/// `init`'s readers over project files in the shapes of 20 public projects' (Tests/Fixtures/ProjectCorpus,
/// each naming the project it follows in index.json): XcodeGen `project.yml` files with block
/// scalars, anchors, templates, includes and schemes, and Tuist `Project.swift` files written with
/// literals, helpers or interpolation. Each must give the targets, types and source folders its
/// index says.
final class ProjectCorpusTests: XCTestCase {
  private struct Index: Decodable {
    struct Case: Decodable {
      let folder: String
      let file: String
      let models: String
      let targets: [[Entry]]
    }

    enum Entry: Decodable, Equatable {
      case text(String)
      case list([String])

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
          self = .text(text)
        } else {
          self = .list(try container.decode([String].self))
        }
      }
    }

    let cases: [Case]
  }

  private let corpus = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/ProjectCorpus")

  private func index() throws -> Index {
    try JSONDecoder().decode(Index.self, from: Data(contentsOf: corpus.appendingPathComponent("index.json")))
  }

  func testTheCorpusHasTwentyProjectsFromDifferentSources() throws {
    let cases = try index().cases
    XCTAssertGreaterThanOrEqual(cases.count, 20)
    XCTAssertEqual(Set(cases.map(\.models)).count, cases.count, "each case follows a different project")
    XCTAssertTrue(cases.allSatisfy { $0.models.hasPrefix("https://github.com/") })
  }

  func testEveryProjectFileGivesItsTargetsAndSources() throws {
    for item in try index().cases {
      let url = corpus.appendingPathComponent(item.folder).appendingPathComponent(item.file)
      let text = try String(contentsOf: url, encoding: .utf8)
      var found: [[Index.Entry]] = []
      if item.file == "project.yml" {
        do {
          let survey = try XcodeGenSurvey(text: text, file: item.file)
          found = survey.targets.map { [.text($0.name), .text($0.type), .list($0.sources)] }
        } catch {
          XCTFail("\(item.folder): \(error.message) at \(error.line ?? 0):\(error.column ?? 0)")
          continue
        }
      } else {
        found = ProjectSourcesManifest.tuistTargets(text).map {
          [.text($0.name), .text($0.product), .list($0.folders)]
        }
      }
      XCTAssertEqual(found, item.targets, "\(item.folder) (after \(item.models))")
    }
  }

  func testAFrameworkOfTheCorpusIsOfferedToInitWhenNamed() throws {
    let text = try String(
      contentsOf: corpus.appendingPathComponent("02-static-libraries-and-target-templates/project.yml"),
      encoding: .utf8)
    let apps = try XcodeGenSurvey(text: text, file: "project.yml").apps
    XCTAssertEqual(apps.filter(\.isOffered).map(\.target.name), ["Tour-Live", "Tour-Dev"])
    XCTAssertEqual(apps.filter { !$0.isOffered }.map(\.target.name), ["Model", "Widgets"])
    XCTAssertEqual(apps.first?.target.moduleName, "Tour", "PRODUCT_MODULE_NAME from the target template")
    XCTAssertEqual(apps.first { $0.target.name == "Tour-Dev" }?.testTargets.map(\.name), ["TourTests"])
    XCTAssertEqual(apps.first?.target.deploymentTarget, "13.0", "options.deploymentTarget")
  }
}
