import Testing

@testable import UIKit

/// Bar button items and navigation items keep what code sets, by UIKit's rules.
@MainActor
struct UIBarButtonItemTests {
  /// `UIBarButtonItem.init(systemItem:primaryAction:menu:)`: the action is one "to associate with the item. The
  /// system item doesn’t use the action to configure its title and image." Running the action through a control is
  /// the UIKit-compatible way to tap it in a test.
  @Test func aSystemItemKeepsItsActionButNotItsTitle() {
    var closes = 0
    let item = UIBarButtonItem(systemItem: .close, primaryAction: UIAction(title: "Close") { _ in closes += 1 })

    #expect(item.systemItem == .close)
    #expect(item.title == nil)
    #expect(item.isEnabled)
    UIButton(primaryAction: item.primaryAction).sendActions(for: .primaryActionTriggered)
    #expect(closes == 1)
  }

  /// `UIBarButtonItem.init(title:image:primaryAction:menu:)`: the item uses the primary action "to configure its
  /// title and image"; setting a new primary action updates them.
  @Test func aPlainItemTakesItsTitleAndImageFromItsPrimaryAction() {
    let image = UIImage(systemName: "plus")
    let item = UIBarButtonItem(title: "Ignored", primaryAction: UIAction(title: "Add", image: image) { _ in })
    #expect(item.title == "Add")
    #expect(item.image === image)

    item.primaryAction = UIAction(title: "New") { _ in }
    #expect(item.title == "New")
    item.primaryAction = nil
    #expect(item.title == "New", "clearing the action leaves the title")

    let menu = UIMenu(title: "Sort", children: [UIAction(title: "By date") { _ in }])
    #expect(UIBarButtonItem(title: "Sort", menu: menu).menu?.children.map(\.title) == ["By date"])
  }

  /// Bar button items carry accessibility information like views; they are button elements by default.
  @Test func anItemCarriesAccessibilityInformation() {
    let item = UIBarButtonItem(systemItem: .done)
    item.accessibilityIdentifier = "compose.done"
    item.accessibilityLabel = "Send"

    #expect(item.isAccessibilityElement)
    #expect(item.accessibilityTraits == .button)
    #expect(item.accessibilityIdentifier == "compose.done" && item.accessibilityLabel == "Send")
  }

  /// `UINavigationItem.leftBarButtonItem`: "The contents of this property always refer to the first bar button item
  /// in the leftBarButtonItems array. Assigning a new value to this property replaces the first item … Setting this
  /// property to nil removes the first item in the array. If the bar button item is already in the array, it is moved
  /// from its current location to the front of the array." The right side follows the same rule.
  @Test func theSingleItemIsTheFirstOfTheArray() {
    let navigationItem = UINavigationItem(title: "Inbox")
    let close = UIBarButtonItem(systemItem: .close)
    let edit = UIBarButtonItem(systemItem: .edit)
    let add = UIBarButtonItem(systemItem: .add)
    #expect(navigationItem.leftBarButtonItems == nil)

    navigationItem.leftBarButtonItems = [close, edit]
    #expect(navigationItem.leftBarButtonItem === close)
    navigationItem.leftBarButtonItem = add
    #expect(navigationItem.leftBarButtonItems == [add, edit])
    navigationItem.leftBarButtonItem = edit
    #expect(navigationItem.leftBarButtonItems == [edit, add])
    navigationItem.leftBarButtonItem = nil
    #expect(navigationItem.leftBarButtonItems == [add])

    navigationItem.rightBarButtonItem = close
    #expect(navigationItem.rightBarButtonItems == [close])
    navigationItem.setRightBarButton(nil, animated: true)
    #expect(navigationItem.rightBarButtonItem == nil && navigationItem.rightBarButtonItems == nil)
  }

  /// A navigation item's title settings keep what code sets; the large title mode is automatic by default.
  @Test func titleSettingsAreKept() {
    let navigationItem = UINavigationItem(title: "Settings")
    #expect(navigationItem.largeTitleDisplayMode == .automatic)

    navigationItem.largeTitleDisplayMode = .never
    navigationItem.backButtonTitle = "Back"
    navigationItem.prompt = "Choose an account"

    #expect(navigationItem.title == "Settings")
    #expect(navigationItem.largeTitleDisplayMode == .never)
    #expect(navigationItem.backButtonTitle == "Back" && navigationItem.prompt == "Choose an account")
  }
}
