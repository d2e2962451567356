// TEMPORARY STUB (not committed) until the filters branch lands.
public enum StandardFilters {
  public static let all: [String: FilterFunction] = [
    "upcase": { input, _ in .string(input.outputString.uppercased()) },
    "size": { input, _ in input.size ?? .int(0) },
    "append": { input, args in .string(input.outputString + (args.positional.first?.outputString ?? "")) },
    "join": { input, args in
      if case .array(let a) = input { return .string(a.map(\.outputString).joined(separator: args.positional.first?.outputString ?? " ")) }
      return input
    },
  ]
}
