import XCTest

@testable import ModgenGenerate

final class ModuleNameTests: XCTestCase {
  func testAcceptsUpperCamelCaseIdentifiers() throws {
    for name in ["Passcode", "UserProfile", "Settings2", "A", "OAuthLogin"] {
      XCTAssertEqual(try ModuleName(name).value, name)
    }
  }

  func testLowercaseNameSuggestsCapitalised() {
    assertRefused("passcode", reason: .notUpperCamelCase, suggestion: "Passcode")
    assertRefused("userProfile", reason: .notUpperCamelCase, suggestion: "UserProfile")
  }

  func testSeparatorsSuggestJoinedWords() {
    assertRefused("user_profile", reason: .notUpperCamelCase, suggestion: "UserProfile")
    assertRefused("User_Profile", reason: .notUpperCamelCase, suggestion: "UserProfile")
    assertRefused("user-profile", reason: .invalidCharacter("-"), suggestion: "UserProfile")
    assertRefused("user profile", reason: .invalidCharacter(" "), suggestion: "UserProfile")
  }

  func testLeadingDigitIsRefused() {
    assertRefused("2fa", reason: .startsWithDigit, suggestion: "Fa")
    assertRefused("123", reason: .startsWithDigit, suggestion: nil)
  }

  func testKeywordsAreRefused() {
    assertRefused("Self", reason: .keyword, suggestion: "SelfModule")
    assertRefused("Type", reason: .keyword, suggestion: "TypeModule")
    assertRefused("class", reason: .keyword, suggestion: "Class")
  }

  func testEmptyAndNonASCIIAreRefused() {
    assertRefused("", reason: .empty, suggestion: nil)
    assertRefused("Café", reason: .invalidCharacter("é"), suggestion: "Cafe")
  }

  func testMessageNamesTheProblemAndTheSuggestion() {
    XCTAssertThrowsError(try ModuleName("passcode")) { error in
      XCTAssertEqual(
        "\(error)",
        "module name 'passcode' must be UpperCamelCase (a capital first letter, no underscores); did you mean 'Passcode'?"
      )
    }
  }

  private func assertRefused(
    _ raw: String, reason: ModuleNameError.Reason, suggestion: String?, line: UInt = #line
  ) {
    do {
      _ = try ModuleName(raw)
      XCTFail("'\(raw)' was accepted", line: line)
    } catch {
      XCTAssertEqual(error.reason, reason, "'\(raw)'", line: line)
      XCTAssertEqual(error.suggestion, suggestion, "'\(raw)'", line: line)
      if let suggestion { XCTAssertNoThrow(try ModuleName(suggestion), line: line) }
    }
  }
}

extension ModuleNameTests {
  /// A module type named `Task` (VIP declares `enum Task`) would hide Swift's `Task` in the whole
  /// app target; names like that are refused with a more specific suggestion.
  func testNamesThatShadowCommonTypesAreRefused() {
    for name in ["Task", "Result", "Error", "Data", "View", "Date", "URL", "String", "ViewController", "URLSession"] {
      assertRefused(name, reason: .shadowsCommonType, suggestion: name + "Screen")
    }
    // Names that only contain one of them are fine.
    for name in ["TaskList", "ResultDetails", "DataExport", "Profile"] {
      XCTAssertNoThrow(try ModuleName(name), name)
    }
  }
}
