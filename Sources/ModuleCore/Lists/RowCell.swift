#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The cell of a ``RowModel``: the title and detail in a value-cell list content configuration, and, for a row
  /// with a switch, the switch as a trailing accessory, so a long title or detail stops before it.
  ///
  /// The switch's accessibility label is the row's title, so VoiceOver names it. Turning it sends `.toggled(isOn)`
  /// through ``ListCell/sendEvent``.
  @MainActor
  public final class RowCell: ListCell {
    /// The row shown, as last configured (its `isOn` follows the switch).
    public private(set) var row: RowModel?
    /// The row's switch, shown as a trailing accessory when the row has one.
    public let toggle = UISwitch()

    /// An empty cell (the list makes cells by type).
    public override init(frame: CGRect) {
      super.init(frame: frame)
      toggle.addAction(
        UIAction { [weak self] _ in self?.switchChanged() },
        for: .valueChanged)
    }

    /// Not supported: cells are made by the list.
    public required init?(coder: NSCoder) { nil }

    /// Shows `row`: its texts, and its switch when it has one.
    public func show(_ row: RowModel) {
      self.row = row
      var content = UIListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.detail
      contentConfiguration = content
      if let isOn = row.isOn {
        toggle.setOn(isOn, animated: false)
        toggle.accessibilityLabel = row.title
        accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
      } else {
        accessories = []
      }
    }

    private func switchChanged() {
      guard row?.isOn != nil else { return }
      row?.isOn = toggle.isOn
      sendEvent?(.toggled(toggle.isOn))
    }
  }
#endif
