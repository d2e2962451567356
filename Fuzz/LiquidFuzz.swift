import Foundation

// libFuzzer harness for the Liquid engine: every input is parsed as a template and, when it
// parses, rendered in lax and strict mode with partials that point back at the input (so
// include/render cycles are exercised); it is also parsed as JSON. An input holding a NUL byte
// is split there: the template before it, JSON data after it (rendered with the data merged into
// the variables), so values from data meet every filter and comparison too. Built by
// scripts/fuzz-liquid.sh together with Sources/Liquid/**/*.swift into one module; the script's
// dictionary (Fuzz/liquid.dict) supplies numeric edge values and the operators that meet them.

/// Variables every fuzz render sees: one of each kind of value.
let fuzzVariables = LiquidObject([
  ("s", .string("Hello, World")), ("n", .int(42)), ("neg", .int(-7)), ("f", .double(2.5)),
  ("t", .bool(true)), ("nil", .null), ("a", .array([1, "two", 3.5, nil, ["x": 1]])),
  ("o", .object(LiquidObject([("k", .string("v")), ("list", .array([3, 1, 2]))]))),
  ("big", .int(Int.max)), ("small", .int(Int.min)), ("r", .range(lower: 1, upper: 3)),
  ("nested", .array([.array([.array([1])])])), ("empty", .string("")), ("names", .array(["b", "A", "c"])),
  // Numeric edges: the integer range's ends as floats and beyond, the largest and smallest
  // floats, negative zero, and mixed arrays to sort and compare.
  ("p63", .double(0x1p63)), ("n63", .double(-0x1p63)), ("p63up", .double(9.3e18)), ("n63down", .double(-9.3e18)),
  ("huge", .double(.greatestFiniteMagnitude)), ("tiny", .double(.leastNonzeroMagnitude)), ("nzero", .double(-0.0)),
  ("inf", .double(.infinity)), ("nan", .double(.nan)), ("bigtext", .string("99999999999999999999999")),
  ("mixed", .array([.double(0x1p63), .int(5), .double(-0x1p63), .int(Int.min), .double(9.3e18), .int(Int.max)])),
  ("floaty", .array([.double(1.5), .double(-0.0), .double(1e16), .double(1e15 + 0.5), .string("1e3")])),
])

/// A partial source whose every name resolves to the fuzz input itself (or a fixed snippet).
struct FuzzPartials: PartialSource {
  let source: String

  func loadPartial(named name: String) throws -> (source: String, file: String)? {
    switch name {
    case "missing": return nil
    case "fixed": return ("{{ s | upcase }}{% for x in a %}{{ x }}{% endfor %}", "fixed.liquid")
    case "throws": throw FuzzLoadError()
    default: return (source, name + ".liquid")
    }
  }
}

/// The failure ``FuzzPartials`` throws for the name `throws`.
struct FuzzLoadError: Error {}

/// Options bounded so a single input cannot run for long. Every partial is the input itself, so
/// an input with k includes renders itself about k^depth times: the depth stays small (the limit
/// is still reached, so its error path is exercised), as do loops, output and filter work.
func fuzzOptions(strict: Bool, source: String) -> RenderOptions {
  RenderOptions(
    strict: strict, partials: FuzzPartials(source: source),
    limits: RenderLimits(includeDepth: 4, loopIterations: 2_000, outputBytes: 1 << 16, filterWork: 1 << 20),
    now: Date(timeIntervalSince1970: 1_700_000_000))
}

/// libFuzzer's entry point: runs one input through the JSON parser and the template engine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var variables = fuzzVariables
  let source: String
  if let split = bytes.firstIndex(of: 0) {
    source = String(decoding: bytes[..<split], as: UTF8.self)
    let json = String(decoding: bytes[(split + 1)...], as: UTF8.self)
    if case .object(let object)? = try? JSONDocument.parse(json, file: "fuzz.json").liquidValue {
      for key in object.keys { variables[key] = object[key] }
    }
  } else {
    source = String(decoding: bytes, as: UTF8.self)
    _ = try? JSONDocument.parse(source, file: "fuzz.json").liquidValue
  }
  guard let template = try? Template.parse(source, file: "fuzz.liquid") else { return 0 }
  for strict in [false, true] {
    _ = try? template.render(variables, options: fuzzOptions(strict: strict, source: source))
  }
  return 0
}
