import ProjectDescription

class BoxFactory {
    let projectName: String = "Box"
    let dependencies: [TargetDependency] = [
        .external(name: "SnapKit"),
        .target(name: "BoxShare")
    ]

    func generateTarget() -> [Target] {
        let app = Target(
            name: projectName,
            destinations: .iOS,
            product: .app,
            bundleId: "org.sample.box",
            sources: ["\(projectName)/Sources/**"],
            resources: "\(projectName)/Resources/**",
            dependencies: dependencies
        )
        let share = Target(
            name: "BoxShare",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "org.sample.box.share",
            sources: ["ShareExtension/Sources/**"],
            resources: ["ShareExtension/Resources/**"],
            dependencies: [.external(name: "SnapKit")]
        )
        return [app, share]
    }
}

let factory = BoxFactory()
let project: Project = .init(name: factory.projectName, targets: factory.generateTarget())
