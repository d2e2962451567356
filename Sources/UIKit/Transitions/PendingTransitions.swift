import Foundation

/// The stand-in's layout pass for view controller transitions: work UIKit does later than the call that asks for
/// it (a push or pop, a window's root appearing, a presentation or dismissal).
///
/// Each piece of work runs on a later turn of the main queue, in the order it was asked for, or earlier when
/// ``UIView/layoutIfNeeded()`` reaches the view of the controller it belongs to, as UIKit's layout pass does.
@MainActor
enum PendingTransitions {
  /// A piece of work waiting for the layout pass.
  private struct Entry {
    let id: Int
    weak var owner: UIViewController?
    let perform: @MainActor () -> Void
  }

  private static var entries: [Entry] = []
  private static var lastID = 0

  /// Whether any work waits.
  static var isEmpty: Bool { entries.isEmpty }

  /// Queues `perform` for `owner`'s next layout pass.
  static func schedule(for owner: UIViewController, _ perform: @escaping @MainActor () -> Void) {
    lastID += 1
    let id = lastID
    entries.append(Entry(id: id, owner: owner, perform: perform))
    DispatchQueue.main.async { MainActor.assumeIsolated { run(id) } }
  }

  /// Runs `work` on a later turn of the main queue: the end of an animated transition.
  static func later(_ work: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
  }

  /// Performs, in order, the waiting work of the controllers whose views are `view` or inside it.
  static func performPending(in view: UIView) {
    while let index = entries.firstIndex(where: { $0.owner?.viewIfLoaded?.isDescendant(of: view) ?? false }) {
      entries.remove(at: index).perform()
    }
  }

  private static func run(_ id: Int) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.remove(at: index).perform()
  }
}
