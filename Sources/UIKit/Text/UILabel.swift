import Foundation

/// UIKit's `UILabel` where UIKit does not exist: read-only text with its font, color and line settings (it draws
/// and measures nothing, so it reports no intrinsic size).
///
/// As in UIKit, ``font`` and ``textColor`` are null-resettable (setting `nil` restores the default), setting
/// ``text`` replaces ``attributedText`` and back, a label does not take touches, and it is an accessibility element
/// whose label defaults to its text.
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  private var storedText: String?
  private var storedAttributedText: NSAttributedString?
  private var storedFont: UIFont?
  private var storedTextColor: UIColor?
  private var storedAccessibilityLabel: String?

  /// The text shown; `nil` by default. Setting it also replaces ``attributedText`` with the same, unstyled, text.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = newValue.map { NSAttributedString(string: $0) }
      invalidateIntrinsicContentSize()
    }
  }

  /// The styled text shown; setting it also sets ``text`` to its characters.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      invalidateIntrinsicContentSize()
    }
  }

  /// The font. UIKit: "The default value for this property is the system font at a size of 17 points … Setting this
  /// property to nil causes it to be reset to the default value."
  open var font: UIFont! {
    get { storedFont ?? .systemFont(ofSize: UIFont.labelFontSize) }
    set { storedFont = newValue }
  }

  /// The text color: the system ``UIColor/label`` color by default; setting `nil` restores it.
  open var textColor: UIColor! {
    get { storedTextColor ?? .label }
    set { storedTextColor = newValue }
  }

  /// How lines are aligned (``NSTextAlignment/natural`` by default).
  open var textAlignment = NSTextAlignment.natural
  /// The most lines shown; 0 means as many as needed (1 by default).
  open var numberOfLines = 1
  /// How text that does not fit is wrapped or truncated (``NSLineBreakMode/byTruncatingTail`` by default).
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// Whether the font updates when the user changes the preferred text size (`false` by default).
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit the width (`false` by default).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to when ``adjustsFontSizeToFitWidth`` is on.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label is drawn enabled (`true` by default).
  open var isEnabled = true
  /// Whether the label is drawn highlighted.
  open var isHighlighted = false
  /// The text color while highlighted.
  open var highlightedTextColor: UIColor?
  /// The width at which a multiline label wraps when laid out by Auto Layout.
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// Creates an empty label with `frame`; it does not take touches and is an accessibility element with the static
  /// text trait.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// What VoiceOver says: the label's text unless one was set (UIKit: "standard UIKit controls and views have labels
  /// that derive from their titles").
  open override var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? text }
    set { storedAccessibilityLabel = newValue }
  }
}
