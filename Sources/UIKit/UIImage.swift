import Foundation

/// UIKit's `UIImage` where UIKit does not exist: an image known by name (it holds no pixels).
public final class UIImage: NSObject, Sendable {
  /// The SF Symbol or asset name the image was made from.
  public let name: String
  /// Whether it is a system symbol.
  public let isSymbolImage: Bool

  /// The system symbol `systemName` (every name is found here; on iOS an unknown name gives `nil`).
  public init?(systemName: String) {
    self.name = systemName
    self.isSymbolImage = true
    super.init()
  }

  /// The asset `named` (every name is found here; on iOS an unknown name gives `nil`).
  public init?(named name: String) {
    self.name = name
    self.isSymbolImage = false
    super.init()
  }
}
