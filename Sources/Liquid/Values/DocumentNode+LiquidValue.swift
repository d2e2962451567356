import Located

extension DocumentNode {
  /// The node as a Liquid value: integers stay integers, object key order is kept, and for a
  /// duplicated key the last value wins (in the first key's position), as Ruby's `JSON.parse`.
  public var liquidValue: LiquidValue {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let integer): return .int(integer)
    case .double(let double): return .double(double)
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(\.liquidValue))
    case .object(let members):
      var object = LiquidObject()
      for member in members { object[member.key] = member.value.liquidValue }
      return .object(object)
    }
  }
}
