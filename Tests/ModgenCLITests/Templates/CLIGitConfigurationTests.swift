import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

final class CLIGitConfigurationTests: XCTestCase {
  private func reader(_ directory: URL, _ environment: [String: String]) -> GitConfigurationFiles {
    GitConfigurationFiles(environment: environment, workingDirectory: directory, fileSystem: LocalFileSystem())
  }

  func testReadsGlobalThenRepositoryLastWins() throws {
    let directory = try makeTemporaryDirectory()
    let home = directory.appendingPathComponent("home")
    let project = directory.appendingPathComponent("project/Sources")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let environment = ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"]
    XCTAssertNil(reader(project, environment).value("user.name"))
    try write(
      "[core]\n\tname = Not Me\n[user]\n\tname = Global Person\n", to: home.appendingPathComponent(".gitconfig"))
    XCTAssertEqual(reader(project, environment).value("user.name"), "Global Person")
    try write(
      "[user \"other\"]\n\tname = Sub Section\n[User]\n\tNAME = \"Repo  Person\" # comment\n",
      to: directory.appendingPathComponent("project/.git/config"))
    XCTAssertEqual(reader(project, environment).value("user.name"), "Repo  Person")
    let explicit = directory.appendingPathComponent("explicit.gitconfig")
    try write("[user]\nname=Explicit\n", to: explicit)
    var withGlobal = environment
    withGlobal["GIT_CONFIG_GLOBAL"] = explicit.path
    try FileManager.default.removeItem(at: directory.appendingPathComponent("project/.git"))
    XCTAssertEqual(reader(project, withGlobal).value("user.name"), "Explicit")
  }

  func testAgreesWithGitItself() throws {
    guard CLICompletionTests.which("git") != nil else { throw XCTSkip("git is not installed") }
    let directory = try makeTemporaryDirectory()
    let home = directory.appendingPathComponent("home")
    let environment = [
      "HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
    ]
    let samples = [
      "[user]\n  name = Plain Name\n",
      "[user]\n\tname = \"Quoted ; Name\" ; trailing comment\n",
      "# comment\n[user]\nname = First\nname = Second\n",
      "[user]\n\tname = Escaped \\\"Quote\\\"\n",
      "[user]\n\temail = a@b.c\n",
      "; a comment\n[user]\n\tname = After Semicolon\n",
      "[user]\r\n\tname = Windows Lines\r\n",
      "[USER]\n\tName = Upper Case\n[user \"x\"]\n\tname = Not This\n",
      "[user]\n\tname = Zoë Ünicode\n",
    ]
    for sample in samples {
      try write(sample, to: home.appendingPathComponent(".gitconfig"))
      let git = GitConfiguration.value("user.name", environment: environment, workingDirectory: directory)
      XCTAssertEqual(reader(directory, environment).value("user.name"), git, sample)
    }
  }
}
