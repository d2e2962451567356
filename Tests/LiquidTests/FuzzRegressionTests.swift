import Foundation
import Located
import XCTest

@testable import Liquid

/// Inputs in the spirit of the fuzz harness (Fuzz/LiquidFuzz.swift): templates whose partials
/// all resolve to the template itself, rendered lax and strict with small limits. Each must end
/// in output or a located error, never a crash or hang. Crashes found by scripts/fuzz-liquid.sh
/// are added to ``inputs``.
final class FuzzRegressionTests: XCTestCase {
  /// Partials that resolve every name to the same source, as the fuzz harness does.
  private struct SelfPartials: PartialSource {
    let source: String
    func loadPartial(named name: String) throws -> (source: String, file: String)? { (source, name + ".liquid") }
  }

  private let inputs: [String] = [
    "{% include 'self' %}",
    "{% render 'self' %}",
    "{% for i in (1..100000000) %}{{ i }}{% endfor %}",
    "{% for i in (1..1000) %}{% for j in (1..1000) %}x{% endfor %}{% endfor %}",
    "{{ 'x' | append: 'x' | append: 'x' }}{% include 'self' %}{% include 'self' %}",
    String(repeating: "{% if true %}", count: 5000),
    String(repeating: "{{ a | ", count: 2000),
    "{{ (1..9223372036854775807) | join }}",
    "{{ (-9223372036854775808..9223372036854775807) | size }}",
    "{{ 9223372036854775807 | plus: 1 | times: 2 | divided_by: -1 | modulo: 0.5 | abs | round: -400 }}",
    "{{ -9223372036854775808 | divided_by: -1 }}{{ -9223372036854775808 | modulo: -1 }}",
    "{{ 'abc' | slice: -9223372036854775808, 9223372036854775807 }}",
    "{{ 'abc' | truncate: -9223372036854775808 }}{{ 'a b' | truncatewords: 9223372036854775807 }}",
    "{{ 'x' | date: '%9999999999Y %-:::z %' }}{{ 'now' | date: '%1024N' }}",
    "{{ '%ff%fe' | url_decode }}{{ '====' | base64_decode }}",
    "{{ a | sort | sort_natural | uniq | reverse | compact | map: 'x' | where: 'x' | sum }}",
    "{{ '<script' | strip_html }}{{ '<!--' | strip_html }}" + String(repeating: "<", count: 3000),
    // Found by the extended harness on the engine before the fix (266,322 executions).
    "{% if 9223372036854775808.0<=  0 %}TRUse }FALSE{% endif %}",
  ]

  func testAdversarialTemplatesEndInOutputOrErrors() {
    let variables = LiquidObject([("a", [3, "b", nil, 1.5, ["x": 1]]), ("s", "text")])
    for input in inputs {
      for strict in [false, true] {
        let options = RenderOptions(
          strict: strict, partials: SelfPartials(source: input),
          limits: RenderLimits(includeDepth: 12, loopIterations: 20_000, outputBytes: 1 << 20))
        do {
          let template = try Template.parse(input, file: "fuzz.liquid")
          _ = try template.render(variables, options: options)
        } catch {
          XCTAssertFalse(error.description.isEmpty, input)
          XCTAssertGreaterThanOrEqual(error.location.line, 1, input)
        }
      }
      _ = try? JSONDocument.parse(input, file: "fuzz.json")
    }
  }

  func testSelfIncludeIsReportedAsACycle() throws {
    let source = "{% include 'self' %}"
    let template = try Template.parse(source, file: "self.liquid")
    let options = RenderOptions(partials: SelfPartials(source: source), limits: RenderLimits(includeDepth: 8))
    XCTAssertThrowsError(try template.render(LiquidObject(), options: options)) { error in
      XCTAssertTrue("\(error)".contains("cycle"), "\(error)")
    }
  }

  /// Fuzz timeout (scripts/fuzz-liquid.sh, 2nd run): `split: nil` on an array splits its
  /// inspected text, so a chain of `split: nil` and unknown (pass-through) filters grew the
  /// value fivefold per step. Filter results are now capped (StandardFilters.maximumResultBytes),
  /// and the filter work limit bounds the chain too.
  /// A reported crash: comparing an integer with a float in [2^63, 9.3e18) converted the float
  /// to `Int` and trapped (SIGILL), from a template or from data. Ruby answers as for any float
  /// larger than every integer.
  func testIntegersCompareWithFloatsBeyondTheIntegerRange() throws {
    let cases: [(String, String)] = [
      ("{% if 1 < 9223372036854775808 %}y{% endif %}", "y"),
      ("{% if 9223372036854775807 < 9223372036854775808.0 %}y{% endif %}", "y"),
      ("{% if -9223372036854775808 > -9223372036854777856.0 %}y{% endif %}", "y"),
      ("{% if -9223372036854775808 == -9223372036854775808.0 %}y{% endif %}", "y"),
      ("{% if 5 < 9250000000000000000.0 %}y{% endif %}", "y"),
    ]
    for (source, expected) in cases {
      XCTAssertEqual(try Template.parse(source, file: "t").render(LiquidObject()).output, expected, source)
    }
    guard
      case .object(let data) = try TestJSON.parse(#"{"nums": [9223372036854775808, 5, -9223372036854775809, 9.25e18]}"#)
    else { return XCTFail("not an object") }
    let sorted = try Template.parse("{{ nums | sort | join: ' ' }}", file: "t").render(data).output
    XCTAssertEqual(sorted, "-9.223372036854776e+18 5 9.223372036854776e+18 9.25e+18")
  }

  func testSplitInspectChainIsBounded() throws {
    let source = String(decoding: try XCTUnwrap(Data(base64Encoded: fuzzTimeoutSplitChain)), as: UTF8.self)
    let template = try Template.parse(source, file: "timeout.liquid")
    XCTAssertThrowsError(try template.render(LiquidObject())) { error in
      // Either bound stops it: the result cap, or (first, since it was added) the filter work limit.
      let text = "\(error)"
      XCTAssertTrue(text.contains("the limit of") || text.contains("filter work limit"), text)
    }
  }

  /// Fuzz timeout (scripts/fuzz-liquid.sh, final run): a loop over a 10,801-item array that
  /// applies `uniq | join` to the whole array on every iteration, about 10^8 item operations with
  /// little output and few iterations. The filter work limit now stops it with a located error.
  func testQuadraticFilterWorkInALoopIsBounded() throws {
    let bytes = try XCTUnwrap(Data(base64Encoded: fuzzTimeoutQuadraticLoop))
    let template = try Template.parse(String(decoding: bytes, as: UTF8.self), file: "timeout.liquid")
    // A smaller limit proves the same bound in milliseconds (the default, 64 Mi units, takes seconds).
    var options = RenderOptions()
    options.limits.filterWork = 1 << 20
    XCTAssertThrowsError(try template.render(LiquidObject(), options: options)) { error in
      XCTAssertTrue("\(error)".contains("filter work limit of 1048576 units exceeded"), "\(error)")
      XCTAssertEqual((error as? LiquidError)?.location.line, 2)
    }
  }

  func testDoublingAssignLoopIsBounded() throws {
    let source = "{% assign s = 'ab' %}{% for i in (1..60) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}"
    XCTAssertThrowsError(try Template.parse(source).render(LiquidObject())) { error in
      XCTAssertTrue("\(error)".contains("the limit of"), "\(error)")
    }
    XCTAssertThrowsError(
      try Template.parse("{{ 'abc' | replace: '', s }}").render(
        LiquidObject([("s", .string(String(repeating: "x", count: 8 << 20)))])))
  }
}

/// The input of the fuzz timeout above (base64 of 1043 bytes).
private let fuzzTimeoutSplitChain =
  "e3sgIkhlbGxvIP///2IA/////////wkAAAAAAHx8fHz/CwsL/////////////3T3ZXJlIiB8IHNwbGl0OiBuaWwgfCBqbjogIv////98fHx8fHx8fHx8fHx8fHx8fHx8fP///////////wsLC/////////////909////////////3T3ZXJlIiB8IHNwbGl0OiBuaWwgfCBqbjogIv//f////////wAD////////////////////////////////////////////////////4/EaYnsAAP//////////////////////////////ZXJlIiB8IHNwbGl0OiBuaWwgfCBqbjogIv///////////wAD/////////////////////////3x8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHz///////////8LCwv/////////////dPdlcmUiIHwgc3BsaXQ6IG5pbCB8IGpuOiAi////////////AAP///////////////////////////////////////////////98fHx8////////////CwsL/////////////3T3ZXJlIiB8IHNwbGl0OiBuaWwgfCBqbjogIv////98fHx8fHx8fHx8fHx8fHx8fHx8fP//////////////////////AAP/////////////////////////fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fP///////////wsLC/////////////9092VyZSIgfCBzcGxpdDogbmlsIHwgam46ICL///////////8AA////////////////////////////////////////////////3x8fHz///////////8LCwv/////////////dPdlcmUiIHwgc3BsaXQ6IG5pbCB8IGpuOiAi/////3x8fHx8fHx8fHx8fHx8fHx8fHx8////////////CwsL/////////////3T3////////////dPdlcmUiIHwgc3BsaXQ6IG5pbCB8IGpuOiAi////////////AAP/////////////////////////////////////////CwsL/////////////3T3////////////dPdlcmUiIHwgc3BsaXQ6IG5pbCB8IGpuOiAi////////////AAP////////////////////////////////////////////////////j8RpiewAA/////////////////////+PxGmJ+AAD///////////////////////////////////////9+////////////////////dPdlcmUiIHwgc3BsaXQ6IG5pbCB8IGpuOiAiIyIgfX0="

/// The input of ``FuzzRegressionTests/testQuadraticFilterWorkInALoopIsBounded()``, as libFuzzer saved it.
private let fuzzTimeoutQuadraticLoop = """
  eyUgYXNzaWduIGEgPSAiYf//////////////////YmFzZTY0X3VmX2JscmVzX2RlY29kZf//////////////////////////////
  ////////////////////AAAAAAD/////////////////////////////////////////////////////AAAACf//////////////
  ////////////////////////////////////////////////////////////////////////////////////////////////////
  ////AQj//////////////////////////////////////////////////z3/////AAAAAAAAAAAAAAAuAAAAAAAAAHp6enp6enp6
  enp6enp6enp6enrpenp6enp6enodAHp6enoBAAAAAAAAAHp6eno/enp6enp6enp6enp6enp6enp6enp6enp6enoAAAAAAAAAAAAA
  AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/
  ////////////////////ZSIgfCBzcGxpdDogbmlsIHwgam9pbjogIv//sP8OAAAAAAAAAP////////8gYgpjIiB8IHNwbGl0OiB4
  ICV9eyUgZm9yIGkgaW4gYSAlfSN7eyBmb3Jsb29wLmluZGV4MCB9fXt7IGkgfX17eyBhIHwgdW5pcSB8IGpvaW46JyAjJyB9fXsl
  IGVuZGZvciBkZWMlfQ==
  """
  .replacingOccurrences(of: "\n", with: "")
