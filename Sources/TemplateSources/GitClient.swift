import Foundation
import ModgenSupport

/// The `git` command, for fetching templates: clones, checkouts and the commit a clone is at.
/// Every failure is a ``TemplateSourceError`` naming the repository.
package struct GitClient: Sendable {
  /// Runs the child processes.
  package let runner: ProcessRunner

  /// A client running `git` through `runner`.
  package init(runner: ProcessRunner) {
    self.runner = runner
  }

  /// Clones `url` into `folder` (which must not exist) at `reference`: a branch or tag with a
  /// shallow clone, a commit with a full clone and a checkout, the default branch otherwise.
  func clone(_ url: String, into folder: URL, reference: TemplateSourceReference?) throws(TemplateSourceError) {
    var arguments = ["clone", "--quiet"]
    switch reference {
    case .branch(let name)?, .tag(let name)?: arguments += ["--depth", "1", "--branch", name]
    case .commit?, nil: break
    }
    try run(arguments + ["--", url, folder.filePath], about: url)
    if case .commit(let commit)? = reference {
      try run(["-C", folder.filePath, "checkout", "--quiet", "--detach", commit], about: url)
    }
  }

  /// The commit `folder`'s checkout is at.
  package func head(of folder: URL, about url: String) throws(TemplateSourceError) -> String {
    try run(["-C", folder.filePath, "rev-parse", "HEAD"], about: url).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func run(_ arguments: [String], about url: String) throws(TemplateSourceError) -> String {
    let result: ProcessResult
    do {
      result = try runner.run("git", arguments, timeout: 600)
    } catch .toolNotFound {
      throw TemplateSourceError("git is not installed (or not on PATH); modgen runs it to fetch \(url)")
    } catch {
      throw TemplateSourceError("could not run git for \(url): \(error)")
    }
    guard result.termination == .exited(0) else {
      let said = result.text.split(whereSeparator: \.isNewline).suffix(3).joined(separator: "; ")
      throw TemplateSourceError("cannot fetch \(url): git \(arguments.first ?? "") failed: \(said)")
    }
    return result.text
  }
}
