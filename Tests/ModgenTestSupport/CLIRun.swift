/// The outcome of one in-process run.
package struct CLIRun: Sendable {
  package let status: Int32
  package let stdout: String
  package let stderr: String
  package let linesRead: Int
}
