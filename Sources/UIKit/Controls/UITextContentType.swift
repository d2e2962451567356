import Foundation

/// What a text input holds, so the system can offer suggestions and AutoFill (a user name, a one-time code…).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The content type's name.
  public let rawValue: String
  /// The content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The content type named `rawValue` (UIKit's Swift API has only ``init(rawValue:)``).
  init(_ rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType("name")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
}
