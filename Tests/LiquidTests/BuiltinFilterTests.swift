import XCTest

@testable import Liquid

/// The renderer's directly applied filters (``BuiltinFilter``) must agree with the filter
/// table on results and error messages, and templates must render the same either way.
final class BuiltinFilterTests: XCTestCase {
  private let names = [
    "plus", "minus", "times", "divided_by", "modulo", "append", "prepend", "default", "upcase", "downcase",
    "capitalize", "escape", "h", "size", "ceil", "floor",
  ]

  private let samples: [LiquidValue] = [
    .null, .bool(false), .bool(true), .int(0), .int(7), .int(-3), .int(Int.max), .double(2.5), .double(-0.5),
    .double(.nan), .string(""), .string("abc"), .string("héllo Wörld <&>"), .string("12"), .string("3.5"),
    .array([]), .array([.int(1), .string("x")]), .object(LiquidObject([("a", .int(1))])),
    .range(lower: 1, upper: 4),
  ]

  private func outcome(_ body: () throws(FilterError) -> LiquidValue) -> String {
    do {
      return "value " + (try body()).inspectString
    } catch {
      return "error " + error.message
    }
  }

  func testBuiltinsMatchTheFilterTable() throws {
    var compared = 0
    for name in names {
      let function = try XCTUnwrap(StandardFilters.all[name], "missing filter \(name)")
      for count in 0...1 {
        guard let builtin = BuiltinFilter(name: name, positional: count, keyword: 0) else { continue }
        let arguments = count == 0 ? [LiquidValue.null] : samples
        for input in samples {
          for argument in arguments {
            let positional = count == 0 ? [] : [argument]
            let filterArguments = FilterArguments(positional: positional)
            let expected = outcome { () throws(FilterError) in try function(input, filterArguments) }
            let actual = outcome { () throws(FilterError) in try builtin.apply(input, argument) }
            XCTAssertEqual(actual, expected, "\(name) input \(input.inspectString) argument \(argument.inspectString)")
            compared += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 1000)
  }

  /// A parsed filter call finds its filter without the whole table: the same filters, by the same
  /// names, giving the same results and errors.
  func testLookupByNameMatchesTheFilterTable() throws {
    for name in StandardFilters.names {
      let function = try XCTUnwrap(StandardFilters.standard(named: name), "missing filter \(name)")
      let table = try XCTUnwrap(StandardFilters.all[name])
      for input in samples {
        for arguments in [FilterArguments(positional: []), FilterArguments(positional: [.int(2)])] {
          if name == "date" { continue }  // reads the clock
          let expected = outcome { () throws(FilterError) in try table(input, arguments) }
          let actual = outcome { () throws(FilterError) in try function(input, arguments) }
          XCTAssertEqual(actual, expected, "\(name) input \(input.inspectString)")
        }
      }
    }
    XCTAssertNil(StandardFilters.standard(named: "no_such_filter"))
    XCTAssertNil(StandardFilters.standard(named: ""))
  }

  func testCapitalizeOfASCIIAndUnicodeText() {
    XCTAssertEqual(StandardFilters.capitalize("hELLO wORLD 42!"), "Hello world 42!")
    XCTAssertEqual(StandardFilters.capitalize("1abc"), "1abc")
    XCTAssertEqual(StandardFilters.capitalize(""), "")
    XCTAssertEqual(StandardFilters.capitalize("éCOLE"), "École")
    XCTAssertEqual(StandardFilters.capitalize("aÉ"), "Aé")
  }

  func testOnlyExactArgumentShapesAreBuiltin() {
    XCTAssertNotNil(BuiltinFilter(name: "plus", positional: 1, keyword: 0))
    XCTAssertNil(BuiltinFilter(name: "plus", positional: 0, keyword: 0))
    XCTAssertNil(BuiltinFilter(name: "plus", positional: 2, keyword: 0))
    XCTAssertNil(BuiltinFilter(name: "default", positional: 1, keyword: 1))
    XCTAssertNil(BuiltinFilter(name: "upcase", positional: 1, keyword: 0))
    XCTAssertNil(BuiltinFilter(name: "date", positional: 1, keyword: 0))
  }

  func testTemplatesRenderTheSameWithAndWithoutBuiltins() throws {
    let source = """
      {{ a | plus: 2 | times: b | minus: 1 | divided_by: 2 | modulo: 5 }} {{ s | append: "!" | prepend: "<" | upcase }}
      {{ s | capitalize | downcase | escape | h }} {{ s | size }} {{ f | ceil }} {{ f | floor }} {{ x | default: "none" }}
      {{ a | modulo: 0 }}
      """
    let template = try Template.parse(source)
    let variables = LiquidObject([("a", 4), ("b", 3), ("s", "héllo & co"), ("f", 2.5)])
    let direct = try? template.render(variables).output
    // An extra filter turns the builtins off, so the same template goes through the table.
    let table = try? template.render(variables, options: RenderOptions(filters: ["unused": { value, _ in value }]))
      .output
    XCTAssertNil(direct, "modulo by zero must fail")
    XCTAssertNil(table)
    do {
      _ = try template.render(variables)
    } catch {
      let viaBuiltin = error.description
      do {
        _ = try template.render(variables, options: RenderOptions(filters: ["unused": { value, _ in value }]))
      } catch {
        XCTAssertEqual(error.description, viaBuiltin)
      }
    }
    let fine = try Template.parse(source.components(separatedBy: "\n").dropLast().joined(separator: "\n"))
    let viaBuiltin = try fine.render(variables).output
    let viaTable = try fine.render(variables, options: RenderOptions(filters: ["unused": { value, _ in value }])).output
    XCTAssertEqual(viaBuiltin, viaTable)
    XCTAssertEqual(viaBuiltin, "3 <HÉLLO & CO!\nhéllo &amp;amp; co 10 3 2 none")
  }
}
