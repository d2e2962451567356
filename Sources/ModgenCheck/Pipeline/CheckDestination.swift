/// Where `modgen check` builds and runs the variants: on this machine with `swift build`/`swift test`
/// (ModuleCore then builds against the UIKit stand-in where UIKit does not exist), or on an iOS simulator
/// with `xcodebuild` and the real iOS SDK (macOS with Xcode only; the stand-in is not used).
package enum CheckDestination: Sendable, Equatable {
  /// This machine, with SwiftPM.
  case host
  /// An iOS simulator, with `xcodebuild`.
  case iOSSimulator(SimulatorDevice)

  /// The simulator, when the destination is one.
  package var simulator: SimulatorDevice? {
    if case .iOSSimulator(let device) = self { return device }
    return nil
  }

  /// What the stamp records, so that results from one destination are never reused for another.
  var stampDescription: String {
    switch self {
    case .host: return "host"
    case .iOSSimulator(let device): return "ios-simulator \(device.runtime) \(device.name) \(device.udid)"
    }
  }

  /// How progress lines name it: `swift build` on this machine, `xcodebuild` for a simulator.
  var buildTool: String {
    switch self {
    case .host: return "swift build --build-tests"
    case .iOSSimulator(let device): return "xcodebuild build-for-testing (\(device.name), \(device.runtime))"
    }
  }

  /// How progress lines name the test run.
  var testTool: String {
    switch self {
    case .host: return "swift test"
    case .iOSSimulator(let device): return "xcodebuild test-without-building (\(device.name), \(device.runtime))"
    }
  }
}
