import Foundation

/// An iOS simulator `modgen check` can build and test on, as `xcrun simctl list devices available --json`
/// lists it.
package struct SimulatorDevice: Sendable, Equatable {
  /// The device's name, e.g. `iPhone 16`.
  package var name: String
  /// Its identifier, which `xcodebuild -destination 'platform=iOS Simulator,id=…'` names it by.
  package var udid: String
  /// The iOS version it runs, e.g. `iOS 18.2`.
  package var runtime: String

  /// A device.
  package init(name: String, udid: String, runtime: String) {
    self.name = name
    self.udid = udid
    self.runtime = runtime
  }

  /// The arguments that list the simulators: `xcrun` and these.
  package static let listArguments = ["simctl", "list", "devices", "available", "--json"]

  /// The device to check on, from what `simctl list devices available --json` printed: the device named
  /// `name` when one is given, otherwise the first iPhone; either way on the newest iOS runtime that has
  /// one. Throws, naming the iPhones there are, when there is no such device.
  package static func choose(fromSimctlJSON data: Data, named name: String?) throws(CheckError) -> SimulatorDevice {
    let list: SimctlList
    do {
      list = try JSONDecoder().decode(SimctlList.self, from: data)
    } catch {
      throw .toolchain("could not read the simulator list of 'xcrun simctl list devices available --json': \(error)")
    }
    let runtimes = list.devices.compactMap { identifier, devices in
      iOSVersion(ofRuntime: identifier).map { (version: $0, devices: devices.filter { $0.isAvailable ?? true }) }
    }.sorted { $1.version.lexicographicallyPrecedes($0.version) }  // newest first
    for runtime in runtimes {
      let match = runtime.devices.first { device in
        name.map { device.name == $0 } ?? device.name.hasPrefix("iPhone")
      }
      if let match {
        let version = runtime.version.map(String.init).joined(separator: ".")
        return SimulatorDevice(name: match.name, udid: match.udid, runtime: "iOS \(version)")
      }
    }
    let iPhones = Set(runtimes.flatMap(\.devices).map(\.name).filter { $0.hasPrefix("iPhone") }).sorted()
    let available = iPhones.isEmpty ? "there is no iOS simulator" : "available: " + iPhones.joined(separator: ", ")
    if let name {
      throw .selection("no available iOS simulator is named '\(name)' (\(available))")
    }
    throw .selection(
      "no iPhone simulator to check on (\(available)); add one in Xcode (Window > Devices and Simulators)")
  }

  /// `[18, 2]` for `com.apple.CoreSimulator.SimRuntime.iOS-18-2`; `nil` for other platforms' runtimes.
  static func iOSVersion(ofRuntime identifier: String) -> [Int]? {
    guard let range = identifier.range(of: ".SimRuntime.iOS-") else { return nil }
    let numbers = identifier[range.upperBound...].split(separator: "-").compactMap { Int($0) }
    return numbers.isEmpty ? nil : numbers
  }

  /// The part of simctl's JSON that matters here.
  private struct SimctlList: Decodable {
    /// One device of a runtime.
    struct Device: Decodable {
      var name: String
      var udid: String
      var isAvailable: Bool?
    }
    var devices: [String: [Device]]
  }
}
