import Foundation

/// Encodes `--json` output: pretty-printed with sorted keys, unescaped slashes, and a newline.
public enum JSONOutput {
  /// The JSON text of `value`.
  public static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
