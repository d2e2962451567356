#if canImport(UIKit) && !os(macOS)
  #if canImport(os)
    import os
  #endif

  /// Where the lists report a mistake that does not stop the app (a duplicate id, a replaced delegate): the
  /// unified log on Apple platforms, in the `ModuleCore` subsystem, so it shows in Xcode's console and in Console.
  ///
  /// Where the `os` module does not exist, ``ModuleLogger`` stands in with the same call shape and keeps the
  /// messages for tests to read.
  enum ListLogger {
    /// The lists' logger, category `Lists`: made on each use (cheap), because `Logger` is not `Sendable` in
    /// every SDK an app may build with, so it cannot be kept in a static constant.
    static var lists: Logger { Logger(subsystem: "ModuleCore", category: "Lists") }
  }

  #if !canImport(os)
    /// The unified log's `Logger` where the `os` module does not exist: ``ModuleLogger``, with the same call shape.
    typealias Logger = ModuleLogger
  #endif
#endif
