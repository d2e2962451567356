import Foundation
import XCTest

@testable import ModgenCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a write is held back until the write is over, then reported.
final class InterruptDeferralTests: XCTestCase {
  func testASignalDuringTheSectionIsHeldBackAndReported() throws {
    var finished = false
    let outcome = InterruptDeferral.run { () -> Int in
      raise(SIGINT)
      raise(SIGTERM)
      finished = true
      return 42
    }
    // The process is still here, the section ran to its end, and the first signal is reported.
    XCTAssertTrue(finished)
    XCTAssertEqual(try outcome.result.get(), 42)
    XCTAssertEqual(outcome.signal, SIGINT)
    // Nothing is left pending or blocked afterwards.
    var pending = sigset_t()
    sigpending(&pending)
    XCTAssertNotEqual(sigismember(&pending, SIGINT), 1)
    XCTAssertNotEqual(sigismember(&pending, SIGTERM), 1)
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &mask)
    XCTAssertNotEqual(sigismember(&mask, SIGINT), 1)
  }

  func testAQuietSectionReportsNoSignalAndKeepsItsError() {
    struct Failure: Error {}
    let outcome = InterruptDeferral.run { () throws -> Int in throw Failure() }
    XCTAssertNil(outcome.signal)
    XCTAssertThrowsError(try outcome.result.get())
  }
}
