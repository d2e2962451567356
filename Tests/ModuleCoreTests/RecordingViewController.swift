#if canImport(UIKit) && !os(macOS)
  import Foundation
  import ModuleCore
  import UIKit

  /// A view controller that records every lifecycle and containment callback it receives, as `name:event`.
  final class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      log.record("\(name):viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.record("\(name):viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.record("\(name):viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.record("\(name):viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.record("\(name):viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      log.record("\(name):willMove(\(describe(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      log.record("\(name):didMove(\(describe(parent)))")
    }

    private func describe(_ controller: UIViewController?) -> String {
      guard let controller else { return "nil" }
      return (controller as? RecordingViewController)?.name ?? "\(type(of: controller))"
    }
  }

  /// An ordered list of recorded events shared by several controllers.
  @MainActor
  final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) { events.append(event) }

    func clear() { events.removeAll() }
  }
#endif
