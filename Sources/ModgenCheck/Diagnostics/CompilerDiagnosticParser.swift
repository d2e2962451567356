/// Parses the merged output of `swift build` into located diagnostics.
///
/// Recognises `path:line:col: error|warning|note|remark: message` headers and keeps the source
/// excerpt lines that follow them (both swiftc's boxed style `12 | code` / `   | ^ error` and the
/// LLVM style of a source line followed by a caret line). A diagnostic printed more than once
/// (swiftc repeats them per batch, SwiftPM per target) is kept once, in first-seen order.
enum CompilerDiagnosticParser {
  /// Returns the located diagnostics in `output`, deduplicated.
  static func parse(_ output: String) -> [CompilerDiagnostic] {
    var diagnostics: [CompilerDiagnostic] = []
    var seen: Set<String> = []
    var current: CompilerDiagnostic?
    var llvmSourceLinePending = false

    func flush() {
      if let diagnostic = current, seen.insert(diagnostic.key).inserted { diagnostics.append(diagnostic) }
      current = nil
    }

    for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
      if let header = parseHeader(line) {
        flush()
        current = header
        llvmSourceLinePending = true
        continue
      }
      guard current != nil else { continue }
      if isBoxedExcerpt(line) {
        current?.excerpt.append(line)
        llvmSourceLinePending = false
      } else if isCaretLine(line) || (llvmSourceLinePending && !line.isEmpty && !isToolLine(line)) {
        current?.excerpt.append(line)
        llvmSourceLinePending = !isCaretLine(line)
      } else {
        flush()
        llvmSourceLinePending = false
      }
    }
    flush()
    return diagnostics
  }

  /// Parses `path:line:col: severity: message`, or returns `nil`.
  static func parseHeader(_ line: String) -> CompilerDiagnostic? {
    for severity in [CompilerDiagnostic.Severity.error, .warning, .note, .remark] {
      let marker = ": \(severity.rawValue): "
      guard let markerRange = line.range(of: marker) else { continue }
      let location = line[..<markerRange.lowerBound]
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
        let column = Int(parts[parts.count - 1]), lineNumber > 0, column > 0
      else { continue }
      let path = parts[0..<(parts.count - 2)].joined(separator: ":")
      guard !path.isEmpty, !path.contains(" ") || path.hasPrefix("/") else { continue }
      var message = String(line[markerRange.upperBound...])
      if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
        message = String(message[..<open.lowerBound])
      }
      return CompilerDiagnostic(
        path: path, line: lineNumber, column: column, severity: severity, message: message)
    }
    return nil
  }

  /// `12 | code`, `   | ^ error` and `   |` lines of swiftc's boxed excerpts.
  private static func isBoxedExcerpt(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }
    let digits = trimmed.prefix { $0.isNumber }
    let rest = trimmed.dropFirst(digits.count).drop { $0 == " " }
    return rest.first == "|"
  }

  /// A line made of spaces, a caret and tildes (LLVM style).
  private static func isCaretLine(_ line: String) -> Bool {
    let trimmed = line.filter { $0 != " " }
    return trimmed.first == "^" && trimmed.allSatisfy { $0 == "^" || $0 == "~" }
  }

  /// Progress and summary lines of SwiftPM, which end an excerpt.
  private static func isToolLine(_ line: String) -> Bool {
    line.hasPrefix("[") || line.hasPrefix("error:") || line.hasPrefix("warning:") || line.hasPrefix("Build")
      || line.hasPrefix("Compiling") || line.hasPrefix("Fetching")
  }
}
