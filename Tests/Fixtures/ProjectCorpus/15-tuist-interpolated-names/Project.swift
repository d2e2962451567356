import ProjectDescription

enum Settings {
	static var projectName: String { "Dice" }
	static var bundleId: String { "org.sample.\(projectName)" }
}

private var targets: [Target] {
	let app = Target(
		name: Settings.projectName,
		destinations: [.iPhone],
		product: .app,
		bundleId: Settings.bundleId,
		sources: ["Targets/\(Settings.projectName)/Sources/**"],
		dependencies: []
	)
	let tests = Target(
		name: "\(Settings.projectName)Tests",
		destinations: [.iPhone],
		product: .unitTests,
		bundleId: "\(Settings.bundleId)Tests",
		sources: ["Targets/\(Settings.projectName)/Tests/**"],
		dependencies: [.target(name: "\(Settings.projectName)")]
	)
	return [app, tests]
}

let project = Project(name: "Dice", targets: targets)
