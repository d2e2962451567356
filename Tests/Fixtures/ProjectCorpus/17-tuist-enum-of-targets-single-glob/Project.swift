import ProjectDescription

let deploymentTarget = DeploymentTargets.iOS("15.0")

enum AppTarget: String, CaseIterable {
    case app = "Prayers"
    case widgets = "Widgets"
    case tests = "PrayersTests"

    var target: Target {
        switch self {
        case .app:
            return Target.target(
                name: rawValue,
                destinations: .iOS,
                product: .app,
                bundleId: "org.sample.prayers",
                deploymentTargets: deploymentTarget,
                sources: "Prayers/Sources/**",
                resources: ["Prayers/Resources/**"],
                dependencies: [
                    .target(name: "PrayersWidgets"),
                    .external(name: "Lottie"),
                ]
            )
        case .widgets:
            return Target.target(
                name: "PrayersWidgets",
                destinations: .iOS,
                product: .appExtension,
                bundleId: "org.sample.prayers.widgets",
                deploymentTargets: deploymentTarget,
                sources: "PrayersWidgets/Sources/**",
                resources: ["PrayersWidgets/Resources/**"],
                dependencies: [.external(name: "GRDB")]
            )
        case .tests:
            return Target.target(
                name: rawValue,
                destinations: .iOS,
                product: Product.unitTests,
                productName: rawValue,
                bundleId: "org.sample.prayers.tests",
                sources: [
                    "PrayersTests/Sources/**"
                ],
                dependencies: [.target(name: AppTarget.app.rawValue)]
            )
        }
    }
}

let project = Project(name: "Prayers", targets: AppTarget.allCases.map(\.target))
