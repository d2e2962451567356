import ProjectDescription
import ProjectDescriptionHelpers
import LocalPlugin

/*
   App  -> depends on -> Kit, UI
*/

let helper = LocalHelper(name: "LocalPlugin")

let project = Project.app(name: "Garage",
                          platform: .iOS,
                          additionalTargets: ["GarageKit", "GarageUI"])
