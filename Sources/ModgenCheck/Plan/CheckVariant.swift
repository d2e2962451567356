/// One combination of a template's `bool`/`choice` parameter values, rendered under its own
/// sample module name.
package struct CheckVariant: Hashable, Sendable, Codable {
  /// One parameter's value in this variant.
  package struct Assignment: Hashable, Sendable, Codable {
    /// The parameter's name.
    package var name: String
    /// Its value as it would be passed with `--param name=value`.
    package var value: String

    /// Creates an assignment.
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The sample module name (also the Swift target name), e.g. `PasscodeViperSwiftTesting`.
  package var moduleName: String
  /// The values of the varied parameters, in manifest order.
  package var assignments: [Assignment]
  /// The default actor isolation the variant's code is built with.
  package var isolation: Isolation

  /// A variant built as Swift packages are by default, unless `isolation` asks for the app-target
  /// settings.
  package init(moduleName: String, assignments: [Assignment], isolation: Isolation = .nonisolated) {
    self.moduleName = moduleName
    self.assignments = assignments
    self.isolation = isolation
  }

  /// `name=value` strings, for `--param` and for notes.
  package var parameterStrings: [String] { assignments.map { "\($0.name)=\($0.value)" } }

  /// The parameter values and, for the MainActor build, the isolation (for reports).
  package var displayParameters: [String] {
    parameterStrings + (isolation == .mainActor ? ["isolation=MainActor"] : [])
  }

  /// How a variant's targets are built: as Swift packages are by default, or as a new Xcode 26 app
  /// target is: `defaultIsolation(MainActor)` on the app's code, "Approachable Concurrency" and the
  /// `ExistentialAny` upcoming feature on code and tests, the test target left nonisolated as Xcode
  /// creates it.
  package enum Isolation: String, Hashable, Sendable, Codable, CaseIterable {
    /// No default isolation.
    case nonisolated
    /// The Xcode 26 app-target settings (needs a Swift 6.2 toolchain).
    case mainActor

    /// The upcoming features a new Xcode 26 app target turns on, as SwiftPM settings.
    ///
    /// Xcode 26's app template sets `SWIFT_APPROACHABLE_CONCURRENCY = YES`, which turns on five upcoming
    /// features: `DisableOutwardActorInference`, `GlobalActorIsolatedTypesUsability`,
    /// `InferSendableFromCaptures`, `InferIsolatedConformances` and `NonisolatedNonsendingByDefault`
    /// (each `SWIFT_UPCOMING_FEATURE_…` setting defaults to `$(SWIFT_APPROACHABLE_CONCURRENCY)` in
    /// swift-build's `Sources/SWBUniversalPlatform/Specs/Swift.xcspec`). The first three are part of the
    /// Swift 6 language mode, so Xcode passes them only in Swift 5 mode, and the compiler rejects them in
    /// Swift 6 mode ("upcoming feature … is already enabled as of Swift version 6"); in Swift 6 mode
    /// Approachable Concurrency adds the last two. `ExistentialAny` is the template's "Require
    /// Existential any" setting.
    static let appTargetFeatures = [
      ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
      ".enableUpcomingFeature(\"InferIsolatedConformances\")",
      ".enableUpcomingFeature(\"ExistentialAny\")",
    ]

    /// The SwiftPM settings of the variant's code target.
    package var codeSettings: [String] {
      self == .mainActor ? [".defaultIsolation(MainActor.self)"] + Self.appTargetFeatures : []
    }

    /// The SwiftPM settings of the variant's test target.
    package var testSettings: [String] {
      self == .mainActor ? Self.appTargetFeatures : []
    }
  }
}
