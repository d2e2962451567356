import Testing
import UIKit

/// Labels and fonts keep what code sets, with UIKit's defaults.
@MainActor
struct UILabelTests {
  /// `UILabel.font`: "The default value for this property is the system font at a size of 17 points … Setting this
  /// property to nil causes it to be reset to the default value." The text color is reset the same way, to the label
  /// color.
  @Test func fontAndTextColorDefaultAndResetWithNil() {
    let label = UILabel()
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)

    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .secondaryLabel
    #expect(label.font == .preferredFont(forTextStyle: .headline))
    #expect(label.textColor == .secondaryLabel)

    label.font = nil
    label.textColor = nil
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
  }

  /// `UILabel.text`: "This property is nil by default. Assigning a new value to this property also replaces the
  /// value of the attributedText property with the same text".
  @Test func textAndAttributedTextReplaceEachOther() {
    let label = UILabel()
    #expect(label.text == nil)

    label.text = "Inbox"
    #expect(label.attributedText?.string == "Inbox")
    label.attributedText = NSAttributedString(string: "Sent")
    #expect(label.text == "Sent")
  }

  /// A label's defaults: one line, natural alignment, tail truncation, no touches, and an accessibility element
  /// with the static text trait whose label is its text.
  @Test func aLabelHasUIKitsDefaults() {
    let label = UILabel()
    label.text = "Welcome"

    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(!label.adjustsFontForContentSizeCategory)
    #expect(!label.isUserInteractionEnabled)
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityTraits == .staticText)
    #expect(label.accessibilityLabel == "Welcome")
  }

  /// Fonts compare by name, size, weight and text style; text-style fonts have the default content size's sizes.
  @Test func fontsCompareByWhatTheyWereMadeWith() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .body) != .systemFont(ofSize: 17), "a text style is not a size")
    #expect(UIFont.boldSystemFont(ofSize: 15) == .systemFont(ofSize: 15, weight: .bold))
    #expect(UIFont.systemFont(ofSize: 15, weight: .semibold) != .systemFont(ofSize: 15))
    #expect(UIFont.systemFont(ofSize: 12).withSize(15) == .systemFont(ofSize: 15))
    #expect(UIFont(name: "Avenir", size: 15)?.fontName == "Avenir")
  }
}
