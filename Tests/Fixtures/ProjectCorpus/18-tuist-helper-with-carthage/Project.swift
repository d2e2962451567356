import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.project(name: projectName,
                              projectVersion: Version(0, 1, 0),
                              platform: .iOS,
                              dependencies: [
                                .cocoapods(path: "."),
                                .carthage(name: "Networking"),
                                .carthage(name: "Layout"),
                                // analytics
                                .carthage(name: "Analytics"),
                                ])
