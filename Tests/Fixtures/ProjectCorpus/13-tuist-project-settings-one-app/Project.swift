import ProjectDescription

let project = Project(
    name: "Beat",
    settings: .settings(
        base: [
            "SWIFT_VERSION": "6.0",
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
        ],
        configurations: [.debug(name: "Debug"), .release(name: "Release")]
    ),
    targets: [
        .target(
            name: "Beat",
            destinations: .iOS,
            product: .app,
            bundleId: "org.sample.Beat",
            deploymentTargets: .iOS("26.0"),
            sources: ["Beat/Sources/**"],
            resources: [
                "Beat/Resources/**",
            ],
            dependencies: []
        ),
    ]
)
