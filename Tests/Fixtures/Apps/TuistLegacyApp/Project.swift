import ProjectDescription

let project = Project(
  name: "Legacy",
  targets: [
    .target(
      name: "Legacy",
      destinations: .iOS,
      product: .app,
      bundleId: "com.example.legacy",
      deploymentTargets: .iOS("15.0"),
      sources: ["Legacy/Sources/**"],
      dependencies: [
        .external(name: "Alamofire"),
        .target(name: "LegacyKit"),
      ]
    ),
    .target(
      name: "LegacyTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "com.example.legacy.tests",
      deploymentTargets: .iOS("15.0"),
      sources: ["Legacy/Tests/**"],
      dependencies: [.target(name: "Legacy")]
    ),
  ]
)
