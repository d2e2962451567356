/// A target modules can go to (an app, framework or library target, or a package's target) with the unit-test
/// targets that test it.
package struct DiscoveredApp: Sendable, Equatable {
  /// The target modules go to.
  package var target: DiscoveredTarget
  /// Its unit-test targets, the likeliest first.
  package var testTargets: [DiscoveredTarget]
  /// Whether `init` offers it without `--target`: app targets (and a package's targets) are; a
  /// framework or library target of an app project is taken when named.
  package var isOffered: Bool

  /// A target with its tests.
  package init(target: DiscoveredTarget, testTargets: [DiscoveredTarget], isOffered: Bool = true) {
    self.target = target
    self.testTargets = testTargets
    self.isOffered = isOffered
  }
}
