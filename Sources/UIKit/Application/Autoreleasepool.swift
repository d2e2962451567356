#if !canImport(ObjectiveC)
  /// Runs `body` and returns its result: where there is no Objective-C runtime there are no autorelease pools.
  ///
  /// On Apple platforms the Objective-C runtime's `autoreleasepool(invoking:)` is used instead: it releases the
  /// objects `body` autoreleased when `body` returns. Code that must not keep objects alive past a scope (a test
  /// that checks a module is deallocated, for instance) wraps the scope in `autoreleasepool { … }`, and that
  /// code compiles unchanged here.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
