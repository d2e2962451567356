#if compiler(>=6.2)
  import UIKit
  import Testing

  /// The view and layout programmer errors UIKit answers with an exception stop the stand-in too; each runs in a
  /// child process (exit tests need Swift 6.2).
  struct UIViewExceptionTests {
    /// `NSLayoutConstraint.isActive`: "If you try to activate a constraint whose items have no common ancestor, an
    /// exception is thrown."
    @Test func activatingAConstraintBetweenSeparateHierarchiesStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let first = UIView()
          let second = UIView()
          first.topAnchor.constraint(equalTo: second.topAnchor).isActive = true
        }
      }
    }

    /// A layout guide that no view owns has no common ancestor with anything.
    @Test func activatingAConstraintToAGuideNoViewOwnsStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let view = UIView()
          NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: UILayoutGuide().leadingAnchor)])
        }
      }
    }

    /// UIKit refuses a constraint between a leading or trailing attribute and a left or right one.
    @Test func relatingLeadingToLeftStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let view = UIView()
          _ = view.leadingAnchor.constraint(equalTo: view.leftAnchor)
        }
      }
    }

    /// `NSLayoutConstraint.priority`: "Priorities may not change from nonrequired to required, or from required to
    /// nonrequired."
    @Test func makingAnActiveRequiredConstraintOptionalStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let view = UIView()
          let width = view.widthAnchor.constraint(equalToConstant: 10)
          width.isActive = true
          width.priority = .defaultHigh
        }
      }
    }

    /// `UIStackView.insertArrangedSubview(_:at:)`: "If the index is out of bounds, this method throws an
    /// internalInconsistencyException exception."
    @Test func insertingAnArrangedViewPastTheEndStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          UIStackView().insertArrangedSubview(UIView(), at: 1)
        }
      }
    }

    /// UIKit raises an exception when a view is added as its own subview.
    @Test func addingAViewToItselfStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let view = UIView()
          view.addSubview(view)
        }
      }
    }
  }
#endif
