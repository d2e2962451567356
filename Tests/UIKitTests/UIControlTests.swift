import Testing
import UIKit

/// Controls run their actions only for the events sent to them, and code changing a value sends none.
@MainActor
struct UIControlTests {
  /// `UIControl.sendActions(for:)`: "Calls the action methods associated with the specified events": the actions
  /// added for those events run, in the order they were added, with the control as sender; no others run.
  @Test func sendActionsRunsTheActionsForThoseEventsOnlyInOrder() {
    let control = UIControl()
    var log: [String] = []
    var sender: UIControl?
    control.addAction(UIAction { _ in log.append("first tap") }, for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
    control.addAction(
      UIAction { action in
        log.append("second tap")
        sender = action.sender as? UIControl
      }, for: [.touchUpInside, .touchDown])

    control.sendActions(for: .touchUpInside)

    #expect(log == ["first tap", "second tap"])
    #expect(sender === control)
    log.removeAll()
    control.sendActions(for: .editingChanged)
    #expect(log.isEmpty)
  }

  /// An action added again with the same identifier replaces the first; a removed action no longer runs.
  @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
    let control = UIControl()
    var log: [String] = []
    let identifier = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: identifier) { _ in log.append("old") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: identifier) { _ in log.append("new") }, for: .touchUpInside)

    control.sendActions(for: .touchUpInside)
    control.removeAction(identifiedBy: identifier, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)

    #expect(log == ["new"])
  }

  /// `UIButton.init(type:primaryAction:)` "registers this action for the primaryActionTriggered control event and
  /// sets the title and image properties to the action’s title and image": the action answers to
  /// `.primaryActionTriggered` (which a tap sends), not to `.touchUpInside`.
  @Test func aButtonsPrimaryActionAnswersToPrimaryActionTriggered() {
    var taps = 0
    let image = UIImage(systemName: "xmark")
    let button = UIButton(type: .close, primaryAction: UIAction(title: "Close", image: image) { _ in taps += 1 })

    button.sendActions(for: .touchUpInside)
    #expect(taps == 0)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    #expect(button.buttonType == .close)
    #expect(button.title(for: .normal) == "Close")
    #expect(button.currentImage === image)
  }

  /// `UIButton.init(configuration:primaryAction:)`: "If the primary action contains a title or an image, this method
  /// copies them to the configuration".
  @Test func aConfiguredButtonTakesThePrimaryActionsTitleIntoItsConfiguration() {
    var taps = 0
    var configuration = UIButton.Configuration.filled()
    configuration.subtitle = "Try again"
    let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Retry") { _ in taps += 1 })

    button.sendActions(for: .primaryActionTriggered)

    #expect(taps == 1)
    #expect(button.configuration?.title == "Retry")
    #expect(button.configuration?.subtitle == "Try again")
    #expect(button.configuration != UIButton.Configuration.plain())
    #expect(button.accessibilityLabel == "Retry")
  }

  /// `UIButton.title(for:)`: "If no title has been set for the specific state, this method returns the title
  /// associated with the normal state"; `currentTitle` is the title for the current state.
  @Test func titlesFallBackToTheNormalState() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    button.setTitle("Sending…", for: .disabled)

    #expect(button.title(for: .selected) == "Send")
    #expect(button.currentTitle == "Send")
    button.isEnabled = false
    #expect(button.currentTitle == "Sending…")
    #expect(button.titleLabel?.text == "Sending…")
  }

  /// `isAccessibilityElement`: "If the receiver is a UIKit control, the default value is true"; a button has the
  /// button trait and, as `accessibilityLabel` says, "standard UIKit controls and views have labels that derive from
  /// their titles".
  @Test func aButtonIsAnAccessibleButtonLabelledByItsTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Delete", for: .normal)

    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityTraits.contains(.button))
    #expect(button.accessibilityLabel == "Delete")
    button.accessibilityLabel = "Delete message"
    #expect(button.accessibilityLabel == "Delete message")
    #expect(UIControl().isAccessibilityElement)
  }

  /// `UISwitch.setOn(_:animated:)`: "Setting the switch to either position doesn’t result in an action message being
  /// sent"; neither does setting `isOn`. A test sends `.valueChanged` itself, as the user's turn does.
  @Test func settingASwitchInCodeSendsNoEvent() {
    let toggle = UISwitch()
    var changes: [Bool] = []
    toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)

    toggle.setOn(true, animated: true)
    toggle.isOn = false
    #expect(changes.isEmpty)

    toggle.isOn = true
    toggle.sendActions(for: .valueChanged)
    #expect(changes == [true])
  }

  /// `UITextField.text`: "This value is nil by default"; setting it in code sends no `editingChanged`, and a test
  /// types by setting it and sending the event. Setting `text` also replaces `attributedText`.
  @Test func settingATextFieldsTextSendsNoEvent() {
    let field = UITextField()
    var edits: [String?] = []
    field.addAction(UIAction { _ in edits.append(field.text) }, for: .editingChanged)
    #expect(field.text == nil)

    field.text = "ann"
    #expect(edits.isEmpty)
    field.sendActions(for: .editingChanged)

    #expect(edits == ["ann"])
    #expect(field.attributedText?.string == "ann")
    field.placeholder = "Name"
    field.isSecureTextEntry = true
    field.textContentType = .username
    #expect(field.placeholder == "Name" && field.isSecureTextEntry && field.textContentType == .username)
  }
}
