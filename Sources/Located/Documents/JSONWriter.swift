/// Writes pieces of JSON text for the files modgen lays out by hand (modgen.json, an imported
/// template's template.json), where key order and line breaks are chosen by the caller.
package enum JSONWriter {
  /// `text` as a JSON string literal: in double quotes, with `"`, `\` and control characters
  /// escaped (`\n`, `\r`, `\t`, else `\u00XX`); everything else as it is, non-ASCII included.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
