import Located
import XCTest

/// "Did you mean": one rule for commands, options, templates, parameters, tags and filters.
final class SuggestionTests: XCTestCase {
  func testNearestCandidateWithinATypoDistance() {
    XCTAssertEqual(Suggestion.nearest(to: "vipr", in: ["viper", "vip", "mvvm"]), "viper")
    XCTAssertEqual(Suggestion.nearest(to: "VIPER", in: ["viper", "mvvm"]), "viper")
    XCTAssertEqual(Suggestion.nearest(to: "boolean", in: ["bool", "int"]), "bool")
    XCTAssertNil(Suggestion.nearest(to: "container", in: ["viper", "mvvm"]))
    XCTAssertNil(Suggestion.nearest(to: "viper", in: ["viper"]))
  }

  func testDidYouMeanText() {
    XCTAssertEqual(Suggestion.didYouMean("lenght", in: ["length", "width"]), "; did you mean 'length'?")
    XCTAssertEqual(Suggestion.didYouMean("zzz", in: ["length"]), "")
  }
}

extension SuggestionTests {
  func testTiesDoNotDependOnCandidateOrder() {
    XCTAssertEqual(Suggestion.nearest(to: "cat", in: ["bat", "hat"]), "bat")
    XCTAssertEqual(Suggestion.nearest(to: "cat", in: ["hat", "bat"]), "bat")
  }
}
