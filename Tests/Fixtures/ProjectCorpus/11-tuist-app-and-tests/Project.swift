import ProjectDescription

let project = Project(
  name: "Template",
  targets: [
    .target(
      name: "Template",
      destinations: .iOS,
      product: .app,
      bundleId: "org.sample.Template",
      infoPlist: .extendingDefault(with: ["UILaunchScreen": ["UIColorName": ""]]),
      sources: ["template-app/Sources/**"],
      resources: ["template-app/Resources/**"],
      dependencies: []
    ),
    .target(
      name: "TemplateTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "org.sample.TemplateTests",
      infoPlist: .default,
      sources: ["template-app/Tests/**"],
      resources: [],
      dependencies: [.target(name: "Template")]
    ),
  ]
)
