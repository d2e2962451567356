import Foundation
import XCTest

@testable import ModgenCLI
@testable import ModgenCheck

/// Checking on an iOS simulator (macOS with Xcode): the simulator chosen from `simctl`'s list, the exact
/// `xcodebuild` command lines, and test results read from `xcodebuild`'s output. No simulator runs here:
/// the samples below are written in the formats `simctl` and `xcodebuild` print.
final class CheckSimulatorTests: XCTestCase {
  /// What `xcrun simctl list devices available --json` prints (shortened): runtimes as keys, newest not
  /// first, an unavailable device, an iPad listed before the iPhones, and a watchOS runtime.
  private let simctl = Data(
    """
    {
      "devices" : {
        "com.apple.CoreSimulator.SimRuntime.iOS-17-5" : [
          { "udid" : "17-IPHONE", "isAvailable" : true, "state" : "Shutdown", "name" : "iPhone 15" }
        ],
        "com.apple.CoreSimulator.SimRuntime.watchOS-11-2" : [
          { "udid" : "WATCH", "isAvailable" : true, "state" : "Shutdown", "name" : "Apple Watch Series 10 (46mm)" }
        ],
        "com.apple.CoreSimulator.SimRuntime.iOS-18-2" : [
          { "udid" : "18-IPAD", "isAvailable" : true, "state" : "Shutdown", "name" : "iPad Air 11-inch (M2)" },
          { "udid" : "18-GONE", "isAvailable" : false, "state" : "Shutdown", "name" : "iPhone 16 Pro" },
          { "udid" : "18-IPHONE", "isAvailable" : true, "state" : "Booted", "name" : "iPhone 16" }
        ],
        "com.apple.CoreSimulator.SimRuntime.iOS-18-10" : []
      }
    }
    """.utf8)

  func testTheDefaultSimulatorIsTheFirstAvailableIPhoneOfTheNewestIOS() throws {
    XCTAssertEqual(
      try SimulatorDevice.choose(fromSimctlJSON: simctl, named: nil),
      SimulatorDevice(name: "iPhone 16", udid: "18-IPHONE", runtime: "iOS 18.2"))
  }

  func testANamedSimulatorIsTakenFromTheNewestIOSThatHasIt() throws {
    XCTAssertEqual(
      try SimulatorDevice.choose(fromSimctlJSON: simctl, named: "iPhone 15"),
      SimulatorDevice(name: "iPhone 15", udid: "17-IPHONE", runtime: "iOS 17.5"))
    XCTAssertThrowsError(try SimulatorDevice.choose(fromSimctlJSON: simctl, named: "iPhone 16 Pro")) { error in
      XCTAssertEqual(
        error as? CheckError,
        .selection("no available iOS simulator is named 'iPhone 16 Pro' (available: iPhone 15, iPhone 16)"))
    }
    let none = Data(#"{"devices": {"com.apple.CoreSimulator.SimRuntime.iOS-18-2": []}}"#.utf8)
    XCTAssertThrowsError(try SimulatorDevice.choose(fromSimctlJSON: none, named: nil)) { error in
      XCTAssertEqual(
        (error as? CheckError)?.description,
        "no iPhone simulator to check on (there is no iOS simulator); add one in Xcode (Window > Devices and"
          + " Simulators)")
    }
    XCTAssertEqual(SimulatorDevice.iOSVersion(ofRuntime: "com.apple.CoreSimulator.SimRuntime.iOS-18-10"), [18, 10])
    XCTAssertNil(SimulatorDevice.iOSVersion(ofRuntime: "com.apple.CoreSimulator.SimRuntime.tvOS-18-2"))
  }

  func testTheXcodebuildCommandLinesAreExact() {
    let device = SimulatorDevice(name: "iPhone 16", udid: "18-IPHONE", runtime: "iOS 18.2")
    let invocation = XcodebuildInvocation(
      package: URL(fileURLWithPath: "/cache/check/abc/package"), device: device, jobs: 4)
    XCTAssertEqual(invocation.listArguments, ["-list", "-json"])
    XCTAssertEqual(
      invocation.buildForTesting(scheme: "ModgenCheck"),
      [
        "build-for-testing", "-scheme", "ModgenCheck", "-destination", "platform=iOS Simulator,id=18-IPHONE",
        "-derivedDataPath", "/cache/check/abc/package/.build/xcode", "-jobs", "4",
      ])
    XCTAssertEqual(
      invocation.testWithoutBuilding(scheme: "ModgenCheck"),
      [
        "test-without-building", "-scheme", "ModgenCheck", "-destination", "platform=iOS Simulator,id=18-IPHONE",
        "-derivedDataPath", "/cache/check/abc/package/.build/xcode", "-parallel-testing-enabled", "YES",
        "-parallel-testing-worker-count", "1",
      ])
    XCTAssertFalse(
      XcodebuildInvocation(package: invocation.package, device: device).buildForTesting(scheme: "S").contains("-jobs"))
  }

  /// `xcodebuild -list -json` names the package's scheme after the package, or `<package>-Package` when
  /// the package has several products.
  func testTheSchemeIsReadFromXcodebuildsList() {
    let single = Data(#"{"workspace": {"name": "ModgenCheck", "schemes": ["CoreKit", "ModgenCheck"]}}"#.utf8)
    XCTAssertEqual(XcodebuildInvocation.scheme(fromListJSON: single, packageName: "ModgenCheck"), "ModgenCheck")
    let several = Data(
      #"{"workspace": {"name": "ModgenCheck", "schemes": ["ModgenCheck", "ModgenCheck-Package"]}}"#.utf8)
    XCTAssertEqual(
      XcodebuildInvocation.scheme(fromListJSON: several, packageName: "ModgenCheck"), "ModgenCheck-Package")
    XCTAssertNil(XcodebuildInvocation.scheme(fromListJSON: Data(#"{"workspace": {}}"#.utf8), packageName: "M"))
    XCTAssertNil(XcodebuildInvocation.scheme(fromListJSON: Data("not json".utf8), packageName: "M"))
  }

  /// A sample of `xcodebuild test-without-building` output with one failing XCTest case, one passing, and
  /// Swift Testing cases (one failing with its issue line).
  private let testOutput = """
    Test Suite 'All tests' started at 2026-01-01 10:00:00.000.
    Test suite 'PasscodeViperPresenterTests' started on 'Clone 1 of iPhone 16 - xctest (4242)'
    /Users/me/.cache/modgen/check/abc/package/Tests/PasscodeViperTests/PasscodeViperPresenterTests.swift:12: \
    error: -[PasscodeViperTests.PasscodeViperPresenterTests testStartLoads] : XCTAssertEqual failed: ("1") is \
    not equal to ("2")
    Test case '-[PasscodeViperTests.PasscodeViperPresenterTests testStartLoads]' failed on 'Clone 1 of iPhone 16 \
    - xctest (4242)' (0.004 seconds)
    Test case '-[PasscodeViperTests.PasscodeViperPresenterTests testCloseCloses]' passed on 'Clone 1 of iPhone 16 \
    - xctest (4242)' (0.001 seconds)
    ✘ Test incrementAddsOne() recorded an issue at CounterTests.swift:9:5: Expectation failed: (counter.value → 2) \
    == 1
    Test case 'PasscodeCounterSwiftTestingTests/incrementAddsOne()' failed on 'Clone 1 of iPhone 16 - xctest \
    (4242)' (0.002 seconds)
    Test case 'PasscodeCounterSwiftTestingTests/startsAtZero()' passed on 'Clone 1 of iPhone 16 - xctest (4242)' \
    (0.000 seconds)
    Test Case '-[PasscodeMvvmTests.PasscodeMvvmViewModelTests testLoad]' started.
    Test Case '-[PasscodeMvvmTests.PasscodeMvvmViewModelTests testLoad]' passed (0.010 seconds).
    ** TEST FAILED **
    """

  func testAFailingTestLineIsReadWithItsPlace() {
    let cases = XcodebuildOutputParser.parseTests(testOutput)
    XCTAssertEqual(cases.count, 5, "\(cases)")
    let failing = cases[0]
    XCTAssertEqual(failing.suite, "PasscodeViperTests.PasscodeViperPresenterTests")
    XCTAssertEqual(failing.name, "testStartLoads")
    XCTAssertFalse(failing.passed)
    XCTAssertEqual(failing.seconds, 0.004)
    XCTAssertEqual(
      failing.failureFile,
      "/Users/me/.cache/modgen/check/abc/package/Tests/PasscodeViperTests/PasscodeViperPresenterTests.swift")
    XCTAssertEqual(failing.failureLine, 12)
    XCTAssertEqual(
      failing.messages.map { $0.hasSuffix(#"XCTAssertEqual failed: ("1") is not equal to ("2")"#) }, [true])
    XCTAssertEqual(cases[1].name, "testCloseCloses")
    XCTAssertTrue(cases[1].passed)

    let swiftTesting = cases[2]
    XCTAssertEqual(swiftTesting.suite, "PasscodeCounterSwiftTestingTests")
    XCTAssertEqual(swiftTesting.name, "incrementAddsOne()")
    XCTAssertFalse(swiftTesting.passed)
    XCTAssertEqual(swiftTesting.failureFile, "CounterTests.swift")
    XCTAssertEqual(swiftTesting.failureLine, 9)
    XCTAssertTrue(cases[3].passed)
    XCTAssertEqual(cases[4].suite, "PasscodeMvvmTests.PasscodeMvvmViewModelTests")
    XCTAssertTrue(cases[4].passed, "a started case that finished is not a crash")
  }

  func testACaseThatStartedAndNeverFinishedFailed() {
    let cases = XcodebuildOutputParser.parseTests(
      "Test Case '-[PasscodeTests.PasscodeTests testCrash]' started.\n** TEST FAILED **\n")
    XCTAssertEqual(cases.map(\.fullName), ["PasscodeTests.PasscodeTests.testCrash"])
    XCTAssertEqual(cases.first?.passed, false)
    XCTAssertEqual(cases.first?.messages, ["the test process crashed or was killed while running this test"])
  }

  /// `--platform auto` checks on the simulator on a Mac (where generated code builds only against the iOS SDK)
  /// and on this machine elsewhere; asking for a simulator elsewhere, for this machine on a Mac, or naming a
  /// simulator with `--platform host`, is a usage error.
  func testThePlatformChoice() throws {
    typealias Platform = CheckCommand.Platform
    XCTAssertTrue(try Platform.auto.usesSimulator(simulatorNamed: nil, hostIsMacOS: true, hasXcodebuild: true))
    XCTAssertThrowsError(try Platform.auto.usesSimulator(simulatorNamed: nil, hostIsMacOS: true, hasXcodebuild: false))
    XCTAssertFalse(try Platform.auto.usesSimulator(simulatorNamed: nil, hostIsMacOS: false, hasXcodebuild: false))
    XCTAssertFalse(try Platform.host.usesSimulator(simulatorNamed: nil, hostIsMacOS: false, hasXcodebuild: false))
    XCTAssertThrowsError(try Platform.host.usesSimulator(simulatorNamed: nil, hostIsMacOS: true, hasXcodebuild: true)) {
      error in
      XCTAssertEqual(
        (error as? UsageError)?.message.hasPrefix("--platform host builds against the UIKit stand-in"), true)
    }
    XCTAssertTrue(
      try Platform.iOSSimulator.usesSimulator(simulatorNamed: "iPhone 16", hostIsMacOS: true, hasXcodebuild: true))
    XCTAssertThrowsError(
      try Platform.iOSSimulator.usesSimulator(simulatorNamed: nil, hostIsMacOS: false, hasXcodebuild: false)
    ) { error in
      XCTAssertEqual((error as? UsageError)?.message, "checking on the iOS simulator needs macOS with Xcode")
    }
    XCTAssertThrowsError(
      try Platform.auto.usesSimulator(simulatorNamed: "iPhone 16", hostIsMacOS: true, hasXcodebuild: false)
    ) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        "checking on the iOS simulator needs macOS with Xcode (xcodebuild was not found on PATH)")
    }
    XCTAssertThrowsError(
      try Platform.host.usesSimulator(simulatorNamed: "iPhone 16", hostIsMacOS: true, hasXcodebuild: true))
  }
}
