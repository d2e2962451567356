#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import XCTest

  /// A module's task is cancelled when the module lets go of it, and can be awaited and cancelled
  /// as a `Task` can.
  final class ModuleTaskTests: XCTestCase {
    /// Work that runs until it is cancelled, reporting that it saw the cancellation.
    private func workUntilCancelled(_ sawCancellation: XCTestExpectation) -> Task<Void, Never> {
      Task {
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
        sawCancellation.fulfill()
      }
    }

    func testReleasingTheHolderCancelsTheWork() async throws {
      let cancelled = expectation(description: "the work saw its cancellation")
      var holder: ModuleTask? = ModuleTask(workUntilCancelled(cancelled))
      let task = try XCTUnwrap(holder?.task)
      XCTAssertFalse(task.isCancelled)
      holder = nil
      XCTAssertTrue(task.isCancelled, "released, so cancelled at once")
      await fulfillment(of: [cancelled], timeout: 10)
    }

    func testCancelAndValueBehaveAsTheTasks() async {
      let cancelled = expectation(description: "the work saw its cancellation")
      let holder = ModuleTask(workUntilCancelled(cancelled))
      XCTAssertFalse(holder.isCancelled)
      holder.cancel()
      XCTAssertTrue(holder.isCancelled)
      await holder.value
      await fulfillment(of: [cancelled], timeout: 10)

      let finished = ModuleTask(Task {})
      await finished.value
      XCTAssertFalse(finished.isCancelled, "work that ends on its own is not cancelled")
    }

    @MainActor func testStoringANewHolderCancelsTheWorkItReplaces() async throws {
      let cancelled = expectation(description: "the first work saw its cancellation")
      let owner = TaskOwner()
      owner.loadingTask = ModuleTask(workUntilCancelled(cancelled))
      let first = try XCTUnwrap(owner.loadingTask?.task)

      owner.loadingTask = ModuleTask(Task {})

      XCTAssertTrue(first.isCancelled, "replaced, so cancelled at once")
      XCTAssertEqual(owner.loadingTask?.isCancelled, false)
      await fulfillment(of: [cancelled], timeout: 10)
    }

    /// The plain pattern the holder stands for compiles in Swift 6 mode: a main-actor class's
    /// nonisolated deinit cancels a `Task` it stores.
    @MainActor func testAMainActorOwnersPlainDeinitCancelsItsTask() async {
      let cancelled = expectation(description: "the work saw its cancellation")
      var owner: PlainTaskOwner? = PlainTaskOwner()
      owner?.task = workUntilCancelled(cancelled)
      let task = owner?.task
      owner = nil
      XCTAssertEqual(task?.isCancelled, true)
      await fulfillment(of: [cancelled], timeout: 10)
    }
  }

  /// A presenter's shape: it keeps its load in a holder.
  @MainActor
  private final class TaskOwner {
    var loadingTask: ModuleTask?
  }

  /// A presenter that cancels its task itself, without a holder.
  @MainActor
  private final class PlainTaskOwner {
    var task: Task<Void, Never>?

    deinit {
      task?.cancel()
    }
  }
#endif
