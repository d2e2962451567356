#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import Testing
  import UIKit

  /// The scroll stack's layout: a vertical stack pinned to the content layout guide, as wide as the frame.
  @MainActor
  struct ScrollStackViewTests {
    /// The stack's four edges equal the `contentLayoutGuide`'s (the content's size is the stack's) and its width
    /// equals the `frameLayoutGuide`'s, so the content scrolls vertically only.
    @Test func theStackIsPinnedToTheContentGuideAndAsWideAsTheFrame() {
      let scroll = ScrollStackView()
      let stack = scroll.stackView
      let content = scroll.contentLayoutGuide

      #expect(stack.superview === scroll)
      #expect(stack.axis == .vertical)
      #expect(!stack.translatesAutoresizingMaskIntoConstraints)
      for attribute: NSLayoutConstraint.Attribute in [.top, .bottom, .leading, .trailing] {
        #expect(installedConstraint(on: scroll, stack, attribute, to: content, attribute) != nil, "\(attribute)")
      }
      #expect(installedConstraint(on: scroll, stack, .width, to: scroll.frameLayoutGuide, .width) != nil)
      #expect(scroll.constraints.count == 5)
    }

    /// Arranged views go into the stack, top to bottom; a hidden one stays arranged (a collapsed slot).
    @Test func arrangedViewsGoIntoTheStack() {
      let scroll = ScrollStackView()
      let header = UIView()
      let body = UIView()

      scroll.addArrangedSubview(header)
      scroll.addArrangedSubview(body)
      header.isHidden = true

      #expect(scroll.arrangedSubviews == [header, body])
      #expect(header.superview === scroll.stackView)
    }
  }
#endif
