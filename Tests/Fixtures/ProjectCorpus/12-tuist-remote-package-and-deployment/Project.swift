import ProjectDescription

let project = Project(
    name: "Practice",
    packages: [
      .remote(url: "https://git.example.org/collections.git", requirement: .upToNextMajor(from: "1.1.0"))
    ],
    targets: [
        .target(
            name: "Practice",
            destinations: .iOS,
            product: .app,
            bundleId: "org.sample.Practice",
            deploymentTargets: .iOS("15.0"),
            sources: ["Practice/Sources/**"],
            resources: ["Practice/Resources/**"],
            scripts: [],
            dependencies: []
        ),
        .target(
            name: "PracticeTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.sample.PracticeTests",
            deploymentTargets: .iOS("15.0"),
            infoPlist: .default,
            sources: ["Practice/Tests/**"],
            dependencies: [.target(name: "Practice")]
        ),
    ]
)
