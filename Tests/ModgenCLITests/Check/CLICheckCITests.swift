import Foundation
import ModgenTestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `modgen check` for CI without building: `--list` and `--shard` plan the variants, and a template that
/// fails lint (which stops the run before building) gives the JUnit file, the workflow commands and the
/// job summary.
final class CLICheckCITests: XCTestCase {
  /// A template with four parameter combinations; with `broken`, every variant fails lint at line 2
  /// of `A.liquid`.
  private func template(broken: Bool) throws -> URL {
    let directory = try makeTemporaryDirectory()
    let template = directory.appendingPathComponent("T/sample")
    try write(
      """
      {"name": "sample", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [{"name": "wide", "type": "bool", "default": false},
                      {"name": "tests", "type": "choice", "choices": ["xctest", "swift-testing"], "default": "xctest"}],
       "code_files": [{"template": "A.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write(
      "struct {{ module_info.name }} {}\n" + (broken ? "// {{ no_such_value }}\n" : ""),
      to: template.appendingPathComponent("A.liquid"))
    return directory
  }

  private func check(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> CLIRun {
    runModgen(
      ["check", "--templates", "T", "sample"] + arguments, in: directory,
      environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path].merging(environment) { $1 })
  }

  /// The `template variant` pairs of a `--list` output.
  private func listed(_ run: CLIRun) -> [String] {
    run.stdout.split(separator: "\n").map { line in
      line.split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
    }
  }

  func testListPrintsThePlanAndBuildsNothing() throws {
    let directory = try template(broken: false)
    let run = check(["--list", "--isolation", "both"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 4, "every pair of 3 two-valued factors meets in 4 variants: \(run.stdout)")
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("sample  PasscodeSample ") && $0.hasSuffix("wide=false tests=xctest isolation=nonisolated")
      },
      run.stdout)
    XCTAssertTrue(
      run.stderr.contains(
        "check: sample: 4 variants in which every pair of values meets (4 combinations of parameter values in all)"),
      run.stderr)
    let exhaustive = check(["--list", "--isolation", "both", "--exhaustive"], in: directory)
    let every = exhaustive.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(every.count, 8, exhaustive.stdout)
    XCTAssertTrue(every.contains { $0.contains("PasscodeSampleMainActor") && $0.hasSuffix("isolation=main-actor") })
    XCTAssertTrue(exhaustive.stderr.contains("every combination of parameter values"), exhaustive.stderr)
    XCTAssertTrue(Set(listed(run)).isSubset(of: listed(exhaustive)), "the pairs plan is part of the full one")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache").path),
      "nothing rendered or built")

    let pinned = check(["--list", "--isolation", "nonisolated", "-p", "wide=true", "--json"], in: directory)
    XCTAssertEqual(pinned.status, 0, pinned.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(pinned.stdout.utf8)) as? [String: Any])
    let variants = try XCTUnwrap(json["variants"] as? [[String: Any]])
    XCTAssertEqual(variants.count, 2)
    XCTAssertEqual(variants.first?["template"] as? String, "sample")
    XCTAssertEqual(variants.first?["variant"] as? String, "PasscodeSampleWide")
    XCTAssertEqual(variants.first?["parameters"] as? [String], ["wide=true", "tests=xctest"])
    XCTAssertEqual(variants.first?["isolation"] as? String, "nonisolated")
  }

  func testTheManifestAndModgenJSONAskForEveryCombination() throws {
    let directory = try template(broken: false)
    let manifest = directory.appendingPathComponent("T/sample/template.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try write(
      text.replacingOccurrences(
        of: #""license": "MIT","#, with: #""license": "MIT", "check_all_combinations_of": ["wide", "tests"],"#),
      to: manifest)
    let combined = check(["--list", "--isolation", "nonisolated"], in: directory)
    XCTAssertEqual(combined.status, 0, combined.stderr)
    XCTAssertEqual(listed(combined).count, 4, combined.stdout)
    XCTAssertTrue(combined.stderr.contains("wide, tests combined in every way"), combined.stderr)

    try write(
      text.replacingOccurrences(
        of: #""license": "MIT","#, with: #""license": "MIT", "check_all_combinations_of": ["wides"],"#),
      to: manifest)
    let unknown = check(["--list"], in: directory)
    XCTAssertEqual(unknown.status, 1, unknown.stderr)
    XCTAssertTrue(
      unknown.stderr.contains("template.json:1:") || unknown.stderr.contains("template.json:2:"), unknown.stderr)
    XCTAssertTrue(unknown.stderr.contains("no parameter named 'wides'"), unknown.stderr)

    try write(text, to: manifest)
    try write(#"{"check": {"exhaustive": true}}"#, to: directory.appendingPathComponent("modgen.json"))
    let everything = check(["--list", "--isolation", "both"], in: directory)
    XCTAssertEqual(everything.status, 0, everything.stderr)
    XCTAssertEqual(listed(everything).count, 8, everything.stdout)
    try write(#"{"check": {"exhaustive": "yes"}}"#, to: directory.appendingPathComponent("modgen.json"))
    let wrong = check(["--list"], in: directory)
    XCTAssertEqual(wrong.status, 1, wrong.stderr)
    XCTAssertTrue(wrong.stderr.contains("modgen.json:1:"), wrong.stderr)
  }

  func testShardsListDisjointSharesOfEveryVariant() throws {
    let directory = try template(broken: false)
    let all = listed(check(["--list", "--isolation", "both"], in: directory))
    var seen: [String] = []
    for index in 1...3 {
      let run = check(["--list", "--isolation", "both", "--shard", "\(index)/3"], in: directory)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(run.stderr.contains("check: shard \(index)/3: "), run.stderr)
      XCTAssertEqual(
        listed(run), listed(check(["--list", "--isolation", "both", "--shard", "\(index)/3"], in: directory)))
      seen += listed(run)
    }
    XCTAssertEqual(seen.sorted(), all.sorted(), "every variant in exactly one shard")

    let buildkite = check(
      ["--list", "--isolation", "both"], in: directory,
      environment: ["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "3"])
    XCTAssertEqual(
      listed(buildkite), listed(check(["--list", "--isolation", "both", "--shard", "1/3"], in: directory)))
    let gitlab = check(
      ["--list", "--isolation", "both"], in: directory, environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"])
    XCTAssertEqual(listed(gitlab), listed(check(["--list", "--isolation", "both", "--shard", "3/3"], in: directory)))
  }

  func testTimingsFilesBalanceShardsBySecondsWhateverTheCacheHolds() throws {
    let directory = try template(broken: false)
    let all = listed(check(["--list", "--isolation", "both"], in: directory))
    XCTAssertEqual(all.count, 4)
    // One variant takes as long as all the others together and more: it gets a shard to itself.
    let names = all.map { $0.split(separator: " ")[1] }
    let heavy = names[0]
    let entries = names.map { #""sample/\#($0)": \#($0 == heavy ? 100 : 1)"# }
    try write("{" + entries.joined(separator: ", ") + "}", to: directory.appendingPathComponent("timings.json"))
    let first = check(["--list", "--isolation", "both", "--shard", "1/2", "--timings", "timings.json"], in: directory)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stderr.contains("check: shard 1/2: 1 of 4 variant(s), balanced by the seconds in --timings"))
    XCTAssertEqual(listed(first), ["sample \(heavy)"])
    let second = check(
      ["--list", "--isolation", "both", "--shard", "2/2", "--timings", "timings.json"], in: directory,
      environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("another-cache").path])
    XCTAssertEqual((listed(first) + listed(second)).sorted(), all.sorted(), "another machine's cache changes nothing")

    let byCount = check(["--list", "--isolation", "both", "--shard", "1/2"], in: directory)
    XCTAssertTrue(byCount.stderr.contains("2 of 4 variant(s), balanced by count"), byCount.stderr)

    try write("{\"sample/A\": \"slow\"}\n", to: directory.appendingPathComponent("bad.json"))
    let bad = check(["--list", "--shard", "1/2", "--timings", "bad.json"], in: directory)
    XCTAssertEqual(bad.status, 1, bad.stderr)
    XCTAssertTrue(bad.stderr.contains("bad.json:1:14: error: the seconds of 'sample/A' must be a number"), bad.stderr)
    let missing = check(["--list", "--timings", "none.json"], in: directory)
    XCTAssertEqual(missing.status, 1, missing.stderr)
    XCTAssertTrue(missing.stderr.contains("none.json: error: cannot read the timings"), missing.stderr)
    let nowhere = check(["--save-timings", "no/such/folder/t.json"], in: directory)
    XCTAssertEqual(nowhere.status, 1, nowhere.stderr)
    XCTAssertTrue(nowhere.stderr.contains("their folder does not exist"), nowhere.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache").path),
      "nothing rendered or built")
  }

  func testBadShardsAreUsageErrors() throws {
    let directory = try template(broken: false)
    for (arguments, environment, reason) in [
      (["--shard", "0/2"], [:], "from 1 to 2"),
      (["--shard", "two"], [:], "K/N"),
      ([], ["BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], "from 0 to 1"),
    ] as [([String], [String: String], String)] {
      let run = check(["--list"] + arguments, in: directory, environment: environment)
      XCTAssertEqual(run.status, 64, "\(arguments) \(environment): \(run.stderr)")
      XCTAssertTrue(run.stderr.contains(reason), run.stderr)
    }
  }

  func testAShardWithoutVariantsPasses() throws {
    let directory = try template(broken: true)
    let run = check(
      ["--isolation", "nonisolated", "-p", "wide=true", "-p", "tests=xctest", "--shard", "2/2"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("shard 2/2 has no variants"), run.stderr)
    XCTAssertEqual(run.stdout, "check passed (shard 2/2): no variants in this shard\n")
  }

  func testReportsOfAFailingTemplate() throws {
    let directory = try template(broken: true)
    let summary = directory.appendingPathComponent("summary.md")
    try write("# before\n", to: summary)
    let run = check(
      ["--isolation", "nonisolated", "--junit", "out/check.xml", "--shard", "1/1"], in: directory,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stdout.contains("check FAILED (shard 1/1)"), false, "the folder out/ is missing: \(run.stdout)")
    XCTAssertTrue(run.stderr.contains("out/check.xml: error: cannot write the JUnit report"), run.stderr)

    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
    let again = check(
      ["--isolation", "nonisolated", "--junit", "out/check.xml", "--shard", "1/1"], in: directory,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    XCTAssertEqual(again.status, 1, again.stderr)
    XCTAssertTrue(again.stdout.contains("check FAILED (shard 1/1)"), again.stdout)
    let commands = again.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    XCTAssertEqual(commands.count, 1, again.stdout)
    XCTAssertTrue(
      commands[0].hasPrefix("::error file=T/sample/A.liquid,line=2,col="),
      "relative, at the template line: \(commands[0])")
    XCTAssertTrue(commands[0].contains("no_such_value"), String(commands[0]))

    let text = try String(contentsOf: summary, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("# before\n## modgen check failed (shard 1/1)\n"), text)
    XCTAssertTrue(text.contains("| sample | PasscodeSample | wide=false tests=xctest | failed | skipped |"), text)

    let xml = try String(contentsOf: directory.appendingPathComponent("out/check.xml"), encoding: .utf8)
    XCTAssertTrue(XMLParser(data: Data(xml.utf8)).parse(), xml)
    XCTAssertTrue(xml.contains("<testsuite name=\"sample\" tests=\"12\" failures=\"4\""), xml)
    XCTAssertTrue(xml.contains(">T/sample/A.liquid:2:"), xml)

    let json = check(
      ["--isolation", "nonisolated", "--json"], in: directory,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    XCTAssertFalse(json.stdout.contains("::error"), "with --json the commands go to stderr")
    XCTAssertTrue(json.stderr.contains("::error file=T/sample/A.liquid,line=2"), json.stderr)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
  }
}
