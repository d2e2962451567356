import Foundation

/// The filters every template can use: Shopify Liquid 5.4's standard filters (with Ruby's
/// arithmetic, coercions and error messages), the array filters later Liquid versions added
/// (`sum`, `reject`, `has`, `find`, `find_index`), and modgen's code-generation filters
/// (`upper_first`, `lower_first`, `camel_case`, `pascal_case`, `snake_case`, `kebab_case`).
public enum StandardFilters {
  /// Every filter by name. The `date` filter reads the clock for `"now"` / `"today"`; use
  /// ``all(now:)`` or ``date(now:)`` to render with a fixed time.
  public static let all: [String: FilterFunction] = table(now: nil)

  /// Every filter by name, with `"now"` / `"today"` in the `date` filter meaning `now` (the
  /// current time when `nil`). Renderers that take `RenderOptions.now` install ``date(now:)``
  /// over ``all`` instead of rebuilding the table.
  public static func all(now: Date?) -> [String: FilterFunction] {
    var filters = all
    filters["date"] = date(now: now)
    return filters
  }

  /// The names of every filter, sorted (for "did you mean" suggestions and documentation).
  public static let names: [String] = all.keys.sorted()

  /// The filter ``all`` holds under `name`, found without building ``all``: a template resolves a
  /// few filters when it is parsed, and making the whole table of about a hundred closures cost a
  /// short command more than parsing a template. The tables are searched in the reverse of the order
  /// ``table(now:)`` fills ``all`` in, so the same filter wins.
  static func standard(named name: String) -> FilterFunction? {
    switch name {
    case "date": return dateWithClock
    case "default": return defaultFilter
    default: break
    }
    if let function = codeGenerationFilters[name] { return bounded(function) }
    if let function = arrayFilters[name] { return bounded(function) }
    if let function = encodingFilters[name] { return bounded(function) }
    if let function = stringFilters[name] { return bounded(function) }
    return mathFilters[name]
  }

  /// `date` reading the clock for `"now"`, as ``all`` holds it.
  private static let dateWithClock = date(now: nil)

  /// The largest string (in UTF-8 bytes) a filter may return; chains such as
  /// `split: "" | join: ", "` repeated, or `assign s = s | append: s` in a loop, would otherwise
  /// grow without bound before the output limit is ever reached.
  public static let maximumResultBytes = 16 << 20

  /// The most items an array a filter returns may hold.
  public static let maximumResultItems = 1 << 22

  private static func table(now: Date?) -> [String: FilterFunction] {
    var filters: [String: FilterFunction] = [:]
    // Sized once: growing a table of about a hundred closures rehashed it seven times.
    filters.reserveCapacity(
      mathFilters.count + stringFilters.count + encodingFilters.count + arrayFilters.count
        + codeGenerationFilters.count + 2)
    for (name, function) in mathFilters { filters[name] = function }
    for (name, function) in stringFilters { filters[name] = bounded(function) }
    for (name, function) in encodingFilters { filters[name] = bounded(function) }
    for (name, function) in arrayFilters { filters[name] = bounded(function) }
    for (name, function) in codeGenerationFilters { filters[name] = bounded(function) }
    filters["default"] = defaultFilter
    filters["date"] = date(now: now)
    return filters
  }

  /// `function` with its result checked against ``maximumResultBytes`` and ``maximumResultItems``.
  static func bounded(_ function: @escaping FilterFunction) -> FilterFunction {
    { input, arguments throws(FilterError) in try checkResult(try function(input, arguments)) }
  }

  /// `result`, or an error when it exceeds ``maximumResultBytes`` or ``maximumResultItems``.
  static func checkResult(_ result: LiquidValue) throws(FilterError) -> LiquidValue {
    switch result {
    case .string(let text) where text.utf8.count > maximumResultBytes:
      throw FilterError("result of \(text.utf8.count) bytes exceeds the limit of \(maximumResultBytes)")
    case .array(let items) where items.count > maximumResultItems:
      throw FilterError("result of \(items.count) items exceeds the limit of \(maximumResultItems)")
    default:
      return result
    }
  }

  /// Fails when a result of `bytes` bytes would exceed ``maximumResultBytes`` (checked before
  /// building results that multiply their input, such as `replace` and `join`).
  static func checkSize(_ bytes: Int) throws(FilterError) {
    if bytes > maximumResultBytes || bytes < 0 {
      throw FilterError("result would exceed the limit of \(maximumResultBytes) bytes")
    }
  }

  /// `default`: the argument (or `""`) when the input is `nil`, `false` or empty; with
  /// `allow_false: true` only `nil` and empty values are replaced.
  static let defaultFilter: FilterFunction = { input, arguments throws(FilterError) in
    let values = try arguments.values(accepting: 0...2)
    let fallback = values.first ?? .string("")
    var allowFalse = false
    if values.count == 2, case .object(let options) = values[1] {
      allowFalse = options["allow_false"]?.isTruthy ?? false
    }
    return defaultValue(input, fallback: fallback, allowFalse: allowFalse)
  }

  /// What `default` returns: `fallback` when `input` is `nil`, empty, or `false` (unless
  /// `allowFalse`), else `input`.
  static func defaultValue(_ input: LiquidValue, fallback: LiquidValue, allowFalse: Bool) -> LiquidValue {
    let replace = allowFalse ? input.isNull : !input.isTruthy
    if replace { return fallback }
    switch input {
    case .string, .array, .object: return input.isEmpty ? fallback : input
    default: return input
    }
  }
}
