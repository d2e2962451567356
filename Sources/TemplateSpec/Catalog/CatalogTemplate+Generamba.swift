import GenerambaFormat

extension CatalogTemplate {
  /// A Generamba template's `summary:` and `version:`, from its `.rambaspec`; both nil for a
  /// modgen template or when the spec does not say.
  package func rambaspecSummaryAndVersion() -> (summary: String?, version: String?) {
    guard origin == .generamba else { return (nil, nil) }
    let wanted = (name + ".rambaspec").lowercased()
    let all = files.allFiles()
    guard
      let spec = all.contains(name + ".rambaspec")
        ? name + ".rambaspec" : all.first(where: { $0.lowercased() == wanted }),
      let text = try? files.read(spec)
    else { return (nil, nil) }
    return Rambaspec.summaryAndVersion(source: text, file: files.displayPath(of: spec))
  }
}
