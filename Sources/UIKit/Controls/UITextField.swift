import Foundation

/// UIKit's `UITextField` where UIKit does not exist: an editable line of text (the stand-in has no keyboard).
///
/// As with every control, changing ``text`` in code sends no event. A test types by setting ``text`` and then
/// sending ``UIControl/Event/editingChanged`` (`field.sendActions(for: .editingChanged)`), as each keystroke does in
/// UIKit.
@MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
  /// The border drawn around a text field.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// When an overlay view (the clear button) shows.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ViewMode: Int, Sendable {
    /// Never (the default).
    case never
    /// While the text is being edited.
    case whileEditing
    /// While the text is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  private var storedText: String?
  private var storedAttributedText: NSAttributedString?

  /// The text shown (`nil` by default); setting it sends no event and replaces ``attributedText``.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = newValue.map { NSAttributedString(string: $0) }
    }
  }

  /// The styled text shown; setting it also sets ``text`` to its characters.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
    }
  }

  /// The text shown, in a system color, while the field is empty (`nil` by default).
  open var placeholder: String?
  /// The font (`nil` is the system default).
  open var font: UIFont?
  /// The text color (`nil` is the system default).
  open var textColor: UIColor?
  /// How the text is aligned (``NSTextAlignment/natural`` by default).
  open var textAlignment = NSTextAlignment.natural
  /// The border (``BorderStyle/none`` by default).
  open var borderStyle = BorderStyle.none
  /// When the clear button shows.
  open var clearButtonMode = ViewMode.never
  /// Whether the text is cleared when editing begins.
  open var clearsOnBeginEditing = false
  /// Whether the font updates when the user changes the preferred text size.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the field is being edited (never, in the stand-in, which has no keyboard).
  open var isEditing: Bool { false }
  /// The delegate that approves and follows editing.
  open weak var delegate: (any UITextFieldDelegate)?

  /// The keyboard shown.
  open var keyboardType = UIKeyboardType.default
  /// The title of the return key.
  open var returnKeyType = UIReturnKeyType.default
  /// Which letters are capitalized by themselves.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether spelling is corrected as the user types.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether the text is hidden (a password).
  open var isSecureTextEntry = false
  /// What the field holds, for suggestions and AutoFill.
  open var textContentType: UITextContentType!

  /// An empty text field with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

}
