import Foundation

/// Captured streams of one in-process run.
package final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""
  private var pendingInput: [String]
  package private(set) var linesRead = 0

  package init(input: [String]) { pendingInput = input }

  package var output: String { lock.withLock { outputText } }
  package var error: String { lock.withLock { errorText } }

  package func appendOutput(_ text: String) { lock.withLock { outputText += text } }
  package func appendError(_ text: String) { lock.withLock { errorText += text } }
  package func nextLine() -> String? {
    lock.withLock {
      guard !pendingInput.isEmpty else { return nil }
      linesRead += 1
      return pendingInput.removeFirst()
    }
  }
  package func allInput() -> String? {
    lock.withLock {
      let text = pendingInput.joined(separator: "\n")
      pendingInput = []
      return text
    }
  }
}
