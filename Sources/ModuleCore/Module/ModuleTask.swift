#if canImport(UIKit) && !os(macOS)
  /// Work a module started (loading, saving), cancelled when the module lets go of it: a presenter
  /// keeps its tasks in these, so leaving the screen releases the presenter and cancels what it
  /// started, instead of keeping the interactor and its services busy until the work ends.
  ///
  /// A plain `Task` runs on when its handle is released. A presenter could cancel its tasks itself,
  /// with `deinit { loadingTask?.cancel() }` (a nonisolated deinit may read a `Sendable` stored
  /// property; Swift 6.2's `isolated deinit` is not needed for it). The holder does the same in one
  /// place instead of in every presenter, and covers replacement too: storing a new holder in the
  /// property releases the old one, which cancels the work it held, so a second load never races
  /// the first.
  ///
  /// ```swift
  /// loadingTask = ModuleTask(Task { [interactor] in await interactor.load() })  // cancels the previous load
  /// ```
  public final class ModuleTask: Sendable {
    /// The work itself.
    public let task: Task<Void, Never>

    /// Holds `task`, cancelling it when this holder is released.
    public init(_ task: Task<Void, Never>) {
      self.task = task
    }

    /// Waits for the work to end (finished or cancelled); tests await it.
    public var value: Void {
      get async { await task.value }
    }

    /// Whether the work was asked to stop.
    public var isCancelled: Bool { task.isCancelled }

    /// Asks the work to stop (a new load replacing it, the module closing).
    public func cancel() {
      task.cancel()
    }

    deinit {
      task.cancel()
    }
  }
#endif
