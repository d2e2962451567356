import Foundation
import Located
import ModgenCheck
import ModgenSupport

extension CheckCommand {
  /// `--platform`: where variants are built and tested.
  static let platform = OptionSpec(
    "platform", kind: .value(placeholder: "platform"),
    help: "Where to build and test: auto (default: the iOS simulator on a Mac, this machine elsewhere), host (not"
      + " on a Mac) or ios-simulator.",
    completion: .choices(Platform.allCases.map(\.rawValue)))
  /// `--simulator`: the simulator to test on.
  static let simulator = OptionSpec(
    "simulator", kind: .value(placeholder: "name"),
    help: "The iOS simulator to test on (default: the first iPhone of the newest iOS).")

  /// The destination `--platform` and `--simulator` ask for, on this machine: the iOS simulator when
  /// asked, and always on macOS; this machine otherwise.
  static func destination(_ context: CommandContext) throws -> CheckDestination {
    let text = context.arguments.value(Self.platform) ?? Platform.auto.rawValue
    guard let choice = Platform(rawValue: text) else {
      let names = Platform.allCases.map(\.rawValue)
      throw UsageError(
        "--platform must be \(names.joined(separator: ", ")), not '\(text)'",
        suggestion: Suggestion.nearest(to: text, in: names), command: "check")
    }
    let name = context.arguments.value(Self.simulator)
    let runner = ProcessRunner(environment: context.environment)
    let hasXcodebuild = (try? runner.locate("xcodebuild")) != nil
    let wanted = try choice.usesSimulator(simulatorNamed: name, hostIsMacOS: hostIsMacOS, hasXcodebuild: hasXcodebuild)
    guard wanted else { return .host }
    do {
      let listed = try runner.run("xcrun", SimulatorDevice.listArguments, timeout: 120)
      guard listed.succeeded else {
        throw CheckError.toolchain("'xcrun simctl list devices available --json' failed: \(listed.text.suffix(400))")
      }
      let device = try SimulatorDevice.choose(fromSimctlJSON: listed.output, named: name)
      return .iOSSimulator(device)
    } catch let error as CheckError where choice == .auto && name == nil && !hostIsMacOS {
      context.errors.note("\(error.description); checking on this machine instead")
      return .host
    }
  }

  /// Whether this process runs on macOS.
  static var hostIsMacOS: Bool {
    #if os(macOS)
      return true
    #else
      return false
    #endif
  }

  /// `check --platform`: where the variants are built and tested.
  enum Platform: String, CaseIterable, Sendable {
    /// The iOS simulator on macOS, this machine elsewhere.
    case auto
    /// This machine, with `swift build`/`swift test` against the UIKit stand-in; not on macOS, where the
    /// stand-in does not build into apps and generated code needs the iOS SDK.
    case host
    /// An iOS simulator, with `xcodebuild` and the iOS SDK.
    case iOSSimulator = "ios-simulator"

    /// Whether the check runs on an iOS simulator: when asked for (`ios-simulator`, or a simulator named
    /// with `auto`), and always on macOS, where generated code builds only against the iOS SDK (the UIKit
    /// stand-in serves platforms without UIKit). Asking for a simulator where there is none, for this
    /// machine on macOS, or naming a simulator with `host`, is a usage error.
    func usesSimulator(simulatorNamed name: String?, hostIsMacOS: Bool, hasXcodebuild: Bool) throws(UsageError) -> Bool
    {
      switch self {
      case .host:
        guard name == nil else {
          throw UsageError("--simulator names an iOS simulator; it cannot go with --platform host", command: "check")
        }
        guard !hostIsMacOS else {
          throw UsageError(
            "--platform host builds against the UIKit stand-in, which serves platforms without UIKit; on macOS,"
              + " generated code is checked on an iOS simulator (--platform ios-simulator, needs Xcode)",
            command: "check")
        }
        return false
      case .auto where name == nil && !hostIsMacOS:
        return false
      case .auto, .iOSSimulator:
        guard hostIsMacOS, hasXcodebuild else {
          throw UsageError(
            "checking on the iOS simulator needs macOS with Xcode"
              + (hostIsMacOS ? " (xcodebuild was not found on PATH)" : ""), command: "check")
        }
        return true
      }
    }
  }
}
