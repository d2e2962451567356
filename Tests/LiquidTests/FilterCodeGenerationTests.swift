import XCTest

@testable import Liquid

/// The code-generation filters, table-driven: one row per input, one column per filter.
final class FilterCodeGenerationTests: XCTestCase {
  private func apply(_ name: String, _ input: String) throws -> String {
    let filter = try XCTUnwrap(StandardFilters.all[name], "missing filter \(name)")
    return try filter(.string(input), FilterArguments()).outputString
  }

  func testWordSplitting() {
    let cases: [(String, [String])] = [
      ("userProfile", ["user", "Profile"]), ("UserProfile", ["User", "Profile"]),
      ("user profile", ["user", "profile"]), ("user-profile", ["user", "profile"]),
      ("user_profile", ["user", "profile"]), ("URLSession", ["URL", "Session"]),
      ("HTTP2Client", ["HTTP2", "Client"]), ("userID", ["user", "ID"]), ("version2", ["version2"]),
      ("  --leading__and trailing-- ", ["leading", "and", "trailing"]), ("", []), ("ABC", ["ABC"]),
      ("parseJSONData", ["parse", "JSON", "Data"]), ("iOS", ["i", "OS"]), ("über-größe", ["über", "größe"]),
      ("user.profile/v2", ["user", "profile", "v2"]), ("USER_NAME", ["USER", "NAME"]),
    ]
    for (input, words) in cases {
      XCTAssertEqual(IdentifierWords.split(input), words, input)
    }
  }

  /// The byte-by-byte split of ASCII text agrees with the character-by-character one on every string
  /// of up to four characters drawn from letters, digits and separators of each kind.
  func testASCIISplitAgreesWithTheCharacterSplit() {
    let alphabet = ["a", "b", "A", "B", "1", "_", " ", "-"]
    var texts = [""]
    for _ in 0..<4 { texts += texts.flatMap { text in alphabet.map { text + $0 } } }
    for text in Set(texts) {
      XCTAssertEqual(IdentifierWords.splitASCII(text), IdentifierWords.splitCharacters(text), text)
    }
  }

  func testCaseConversions() throws {
    // input, camel_case, pascal_case, snake_case, kebab_case
    let cases: [(String, String, String, String, String)] = [
      ("userProfile", "userProfile", "UserProfile", "user_profile", "user-profile"),
      ("UserProfile", "userProfile", "UserProfile", "user_profile", "user-profile"),
      ("user profile", "userProfile", "UserProfile", "user_profile", "user-profile"),
      ("user-profile", "userProfile", "UserProfile", "user_profile", "user-profile"),
      ("user_profile", "userProfile", "UserProfile", "user_profile", "user-profile"),
      ("URLSession", "urlSession", "URLSession", "url_session", "url-session"),
      ("HTTP2Client", "http2Client", "HTTP2Client", "http2_client", "http2-client"),
      ("userID", "userID", "UserID", "user_id", "user-id"),
      ("user_id", "userId", "UserId", "user_id", "user-id"),
      ("USER_NAME", "userName", "UserName", "user_name", "user-name"),
      ("passcode", "passcode", "Passcode", "passcode", "passcode"),
      ("Passcode Module 2", "passcodeModule2", "PasscodeModule2", "passcode_module_2", "passcode-module-2"),
      ("", "", "", "", ""),
    ]
    for (input, camel, pascal, snake, kebab) in cases {
      XCTAssertEqual(try apply("camel_case", input), camel, "camel_case \(input)")
      XCTAssertEqual(try apply("pascal_case", input), pascal, "pascal_case \(input)")
      XCTAssertEqual(try apply("snake_case", input), snake, "snake_case \(input)")
      XCTAssertEqual(try apply("kebab_case", input), kebab, "kebab_case \(input)")
    }
  }

  func testUpperAndLowerFirst() throws {
    let cases: [(String, String, String)] = [
      ("passcode", "Passcode", "passcode"), ("Passcode", "Passcode", "passcode"),
      ("URLSession", "URLSession", "uRLSession"), ("", "", ""), ("éclair", "Éclair", "éclair"),
      ("x y", "X y", "x y"),
    ]
    for (input, upper, lower) in cases {
      XCTAssertEqual(try apply("upper_first", input), upper, input)
      XCTAssertEqual(try apply("lower_first", input), lower, input)
    }
  }

  func testCodeGenerationFiltersRejectArgumentsAndAcceptNonStrings() throws {
    let filter = try XCTUnwrap(StandardFilters.all["snake_case"])
    XCTAssertThrowsError(try filter("a", FilterArguments(positional: [1])))
    XCTAssertEqual(try filter(.null, FilterArguments()), "")
    XCTAssertEqual(try filter(42, FilterArguments()), "42")
  }

  func testEveryDocumentedFilterExists() {
    let documented = [
      "abs", "append", "at_least", "at_most", "base64_decode", "base64_encode", "base64_url_safe_decode",
      "base64_url_safe_encode", "capitalize", "ceil", "compact", "concat", "date", "default", "divided_by",
      "downcase", "escape", "escape_once", "first", "floor", "h", "join", "last", "lstrip", "map", "minus",
      "modulo", "newline_to_br", "plus", "prepend", "remove", "remove_first", "remove_last", "replace",
      "replace_first", "replace_last", "reverse", "round", "rstrip", "size", "slice", "sort", "sort_natural",
      "split", "strip", "strip_html", "strip_newlines", "times", "truncate", "truncatewords", "uniq", "upcase",
      "url_decode", "url_encode", "where", "sum", "reject", "has", "find", "find_index", "upper_first",
      "lower_first", "camel_case", "pascal_case", "snake_case", "kebab_case",
    ]
    XCTAssertEqual(Set(StandardFilters.names), Set(documented))
  }
}
