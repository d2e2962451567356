/// A target modules can go to (an app target, or a package's library target) with the unit-test
/// targets that test it.
package struct DiscoveredApp: Sendable, Equatable {
  /// The target modules go to.
  package var target: DiscoveredTarget
  /// Its unit-test targets, the likeliest first.
  package var testTargets: [DiscoveredTarget]

  /// A target with its tests.
  package init(target: DiscoveredTarget, testTargets: [DiscoveredTarget]) {
    self.target = target
    self.testTargets = testTargets
  }
}
