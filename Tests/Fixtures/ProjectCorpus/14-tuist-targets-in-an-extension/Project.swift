import ProjectDescription

let project = Project(
  name: "Shelf",
  options: .options(textSettings: .textSettings(usesTabs: false, indentWidth: 2)),
  targets: .shelfTargets
)

private extension [Target] {
  static var shelfTargets: Self {
    [
      .target(
        name: "Shelf",
        destinations: .iOS,
        product: .app,
        bundleId: "org.sample.Shelf",
        sources: ["Shelf/Sources/**"],
        resources: ["Shelf/Resources/**"],
        dependencies: []
      ),
      .target(
        name: "ShelfTests",
        destinations: .iOS,
        product: .unitTests,
        bundleId: "org.sample.ShelfTests",
        sources: ["Shelf/Tests/**"],
        dependencies: [.target(name: "Shelf")]
      ),
    ]
  }
}
