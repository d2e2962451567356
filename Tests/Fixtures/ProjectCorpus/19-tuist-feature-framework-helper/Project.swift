// Project.swift
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.featureFramework(name: "Demo")
