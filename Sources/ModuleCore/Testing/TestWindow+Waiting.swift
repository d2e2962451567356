#if canImport(UIKit) && !os(macOS)
  import UIKit

  @available(iOSApplicationExtension, unavailable)
  extension TestWindow {
    /// How long a wait goes on at most before giving up, so a test that waits for what never happens fails on its
    /// assertions instead of hanging.
    static let waitLimit: TimeInterval = 10

    /// Runs the window's layout pass and lets the main queue turn until nothing is pending (no transition runs and
    /// two turns passed quietly) and `condition` holds, or until ``waitLimit`` passed.
    func settle(until condition: () -> Bool) async {
      let deadline = Date().addingTimeInterval(Self.waitLimit)
      var quietTurns = 0
      while Date() < deadline {
        window.layoutIfNeeded()
        await Self.nextTurn()
        if isTransitioning {
          quietTurns = 0
          try? await Task.sleep(nanoseconds: 5_000_000)
        } else if condition() {
          quietTurns += 1
          if quietTurns >= 2 { return }
        }
      }
    }

    /// Whether a transition runs for a controller in the window: one has a transition coordinator, or is being
    /// presented or dismissed.
    var isTransitioning: Bool {
      var pending: [UIViewController] = [rootViewController]
      while let controller = pending.popLast() {
        if controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed {
          return true
        }
        pending += controller.children
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
          pending.append(presented)
        }
      }
      return false
    }

    /// Returns after the main queue ran the work queued before this call.
    static func nextTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
#endif
