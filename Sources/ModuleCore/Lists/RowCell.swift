import UIKit

#if os(iOS) || os(tvOS) || os(visionOS)

  /// The cell of a ``RowModel``: the title and detail in a list content configuration, and a
  /// `UISwitch` trailing the content when the row has one. Turning the switch sends
  /// `.toggled(isOn)` through ``ListCell/sendEvent``. Written against UIKit's documented API and
  /// not compiled on Linux.
  public final class RowCell: ListCell {
    /// The row shown, as last configured.
    public private(set) var row: RowModel?
    private lazy var toggle: UISwitch = {
      let toggle = UISwitch()
      toggle.addTarget(self, action: #selector(switchChanged), for: .valueChanged)
      return toggle
    }()

    /// Shows `row`: its texts, and its switch when it has one.
    public func show(_ row: RowModel) {
      self.row = row
      var content = UIListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.detail
      contentConfiguration = content
      if let isOn = row.isOn {
        toggle.isOn = isOn
        if toggle.superview == nil {
          toggle.translatesAutoresizingMaskIntoConstraints = false
          contentView.addSubview(toggle)
          NSLayoutConstraint.activate([
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
          ])
        }
        toggle.isHidden = false
      } else if toggle.superview != nil {
        toggle.isHidden = true
      }
    }

    /// The user turned the switch: tells the list, as ``setOn(_:)`` does in tests.
    public func setOn(_ isOn: Bool) {
      guard row?.isOn != nil else { return }
      row?.isOn = isOn
      toggle.setOn(isOn, animated: false)
      sendEvent?(.toggled(isOn))
    }

    @objc private func switchChanged() {
      sendEvent?(.toggled(toggle.isOn))
    }
  }
#else
  /// The cell of a ``RowModel`` (headless stand-in): keeps the row it shows; ``setOn(_:)`` plays
  /// the user turning the switch and sends `.toggled(isOn)` through ``ListCell/sendEvent``.
  @MainActor
  public final class RowCell: ListCell {
    /// The row shown, as last configured.
    public private(set) var row: RowModel?

    /// Shows `row`.
    public func show(_ row: RowModel) {
      self.row = row
    }

    /// The user turned the switch to `isOn` (ignored for a row without a switch).
    public func setOn(_ isOn: Bool) {
      guard row?.isOn != nil else { return }
      row?.isOn = isOn
      sendEvent?(.toggled(isOn))
    }
  }
#endif
