import Foundation

/// UIKit's `UIImage` where UIKit does not exist: an image known by name (it holds no pixels, so its size is zero).
///
/// Images made the same way are not equal (UIKit does not promise it either); compare ``isSymbolImage``,
/// ``renderingMode`` and ``symbolConfiguration`` in tests.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn: in its own colors or as a template tinted with the tint color.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum RenderingMode: Int, Sendable {
    /// As the context decides (symbols are templates).
    case automatic
    /// In the image's own colors.
    case alwaysOriginal
    /// As a template, in the tint color.
    case alwaysTemplate
  }

  /// The SF Symbol or asset name the image was made from (empty for an empty image; the stand-in's own record,
  /// UIKit does not expose it).
  let name: String
  /// Whether it is a system symbol.
  public let isSymbolImage: Bool
  /// How the image is drawn.
  public let renderingMode: RenderingMode
  /// The symbol configuration the image was made with.
  public let symbolConfiguration: SymbolConfiguration?

  /// The image's size in points (zero: the stand-in has no pixels).
  public var size: CGSize { .zero }

  private init(name: String, isSymbol: Bool, renderingMode: RenderingMode, configuration: SymbolConfiguration?) {
    self.name = name
    self.isSymbolImage = isSymbol
    self.renderingMode = renderingMode
    self.symbolConfiguration = configuration
    super.init()
  }

  /// An empty image.
  public override convenience init() {
    self.init(name: "", isSymbol: false, renderingMode: .automatic, configuration: nil)
  }

  /// The system symbol `systemName` (every name is found here; on iOS an unknown name gives `nil`).
  public convenience init?(systemName: String) {
    self.init(name: systemName, isSymbol: true, renderingMode: .automatic, configuration: nil)
  }

  /// The system symbol `systemName` with `configuration`.
  public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(name: systemName, isSymbol: true, renderingMode: .automatic, configuration: configuration)
  }

  /// The asset `named` (every name is found here; on iOS an unknown name gives `nil`).
  public convenience init?(named name: String) {
    self.init(name: name, isSymbol: false, renderingMode: .automatic, configuration: nil)
  }

  /// The same image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: symbolConfiguration)
  }

  /// The same image with `configuration`.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: configuration)
  }

  /// The same image drawn in `color` (the stand-in keeps no color; the image is drawn as original).
  public func withTintColor(_ color: UIColor) -> UIImage {
    withRenderingMode(.alwaysOriginal)
  }
}
