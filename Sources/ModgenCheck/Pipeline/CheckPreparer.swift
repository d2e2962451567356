import Foundation
import Liquid
import Located
import ModgenGenerate
import TemplateSpec

/// The lint phase of `modgen check`: validates each template's manifest, parses every Liquid
/// file, plans its variants and renders each one in strict mode through the ``Generator``
/// (undefined variables and filters, `path`/`if`, path escapes), collecting every problem.
package struct CheckPreparer: Sendable {
  /// Renders modules.
  package var generator: Generator
  /// The variant cap per template.
  package var variantCap: Int
  /// Where the variants would be written (only used to check paths; nothing is written there).
  package var outputRoot: URL
  /// The fixed moment used for `date`/`year`, so unchanged templates render the same bytes.
  package var date: Date
  /// The isolation modes every variant is built in (each mode is a variant of its own, so its
  /// errors and test results are reported and mapped like any other variant's).
  package var isolations: [CheckVariant.Isolation]
  /// Values given with `check --param`: a `bool` or `choice` parameter named here is checked with
  /// this value only, instead of every value (template authors narrow a run to what they edit).
  package var pinned: [String: String] = [:]
  /// Whether every combination of parameter values is checked (`--exhaustive`), rather than a set of
  /// variants in which every pair of values meets.
  package var exhaustive = false
  /// Finds the templates a manifest's `modules` name, so a parent is checked with its children.
  package var templateLookup: (@Sendable (String) -> CatalogTemplate?)? = nil

  /// A preparer rendering with `generator` below `outputRoot`, at most `variantCap` variants per
  /// template, for each of `isolations`; `date` is fixed by default so that unchanged templates
  /// render the same bytes and the stamp can be reused.
  package init(
    generator: Generator, variantCap: Int = VariantPlanner.defaultCap, outputRoot: URL,
    date: Date = Date(timeIntervalSince1970: 1_767_225_600), isolations: [CheckVariant.Isolation] = [.nonisolated]
  ) {
    self.isolations = isolations
    self.generator = generator
    self.variantCap = variantCap
    self.outputRoot = outputRoot
    self.date = date
  }

  /// What preparing a set of templates gives: the subjects and every template file's text by
  /// the names source maps use.
  package struct Prepared: Sendable {
    /// One subject per template, in the order given.
    package var subjects: [CheckSubject]
    /// Template texts by display path and by path relative to the template folder.
    package var templateSources: [String: String]
  }

  /// Lints and renders `templates`.
  package func prepare(_ templates: [CatalogTemplate]) -> Prepared {
    var subjects: [CheckSubject] = []
    var sources: [String: String] = [:]
    for template in templates {
      let (subject, texts) = prepare(template)
      subjects.append(subject)
      sources.merge(texts) { first, _ in first }
    }
    return Prepared(subjects: subjects, templateSources: sources)
  }

  private func prepare(_ template: CatalogTemplate) -> (CheckSubject, [String: String]) {
    let loaded = Result { () throws(ManifestError) in try template.loadManifest() }
    // With a base, its files are linted and mapped too: they render into this template's modules.
    let files = (try? loaded.get())?.files ?? template.files
    var texts: [String: String] = [:]
    var problems: [Diagnostic] = []
    for file in files.allFiles() {
      let display = files.displayPath(of: file)
      guard let text = (try? files.read(file)) ?? nil else { continue }
      texts[display] = text
      texts[file] = texts[file] ?? text
      if file.hasSuffix(".liquid") {
        do {
          _ = try Template.parse(text, file: display)
        } catch {
          problems.append(contentsOf: error.diagnostics)
        }
      }
    }
    let manifest: TemplateManifest
    do {
      manifest = try loaded.get()
    } catch {
      let subject = CheckSubject(
        name: template.name, location: template.location, combinations: 0, variantCap: variantCap,
        problems: problems + error.diagnostics.filter { !problems.contains($0) }, variants: [])
      return (subject, texts)
    }
    if let problem = manifest.abstractProblem {
      let subject = CheckSubject(
        name: template.name, location: template.location, combinations: 0, variantCap: variantCap,
        problems: problems + [problem], variants: [])
      return (subject, texts)
    }
    let dimensions = Self.dimensions(of: manifest).map { dimension in
      pinned[dimension.name].map { dimension.pinned(to: $0) } ?? dimension
    }
    let plan = variantPlan(of: template, manifest: manifest, dimensions: dimensions)
    let samples = Self.sampleValues(for: manifest)
    let rendered = plan.variants.map { variant in
      render(
        variant, of: template, samples: samples + Self.moduleNameLists(for: manifest, in: variant),
        alreadyReported: Set(problems))
    }
    let variants = markingSameCode(rendered, of: template, manifest: manifest, samples: samples)
    var subject = CheckSubject(
      name: template.name, location: template.location, combinations: plan.combinations, variantCap: variantCap,
      problems: problems, variants: variants)
    subject.warnings = Self.filesIdenticalToBase(files)
    return (subject, texts)
  }

  /// A warning for each file of a derived template that is byte for byte the file it would inherit
  /// from its base: keeping the copy means keeping it in step by hand.
  static func filesIdenticalToBase(_ files: any TemplateFiles) -> [Diagnostic] {
    guard let inherited = files as? InheritedTemplateFiles else { return [] }
    return inherited.own.allFiles().compactMap { path -> Diagnostic? in
      guard path != TemplateManifest.fileName, let own = (try? inherited.own.read(path)) ?? nil,
        let base = (try? inherited.base.read(path)) ?? nil, own.utf8.elementsEqual(base.utf8)
      else { return nil }
      return Diagnostic(
        "identical to the base's \(inherited.base.displayPath(of: path)); delete it to inherit", severity: .warning,
        file: inherited.own.displayPath(of: path))
    }
  }

  /// Renders one variant; problems already reported for the template (parse errors) are not
  /// repeated per variant.
  func render(
    _ variant: CheckVariant, of template: CatalogTemplate, samples: [String], alreadyReported: Set<Diagnostic>
  ) -> PreparedVariant {
    let started = Date()
    var request = GenerationRequest(
      moduleName: variant.moduleName, template: template,
      outputRoot: outputRoot.appendingPathComponent("Sources", isDirectory: false),
      testsOutputRoot: outputRoot.appendingPathComponent("Tests", isDirectory: false),
      parameters: samples + variant.parameterStrings,
      includeTests: true, moduleDescription: "A sample module rendered by modgen check.",
      projectName: variant.moduleName,
      developerName: "modgen check", company: "modgen", prefix: "", date: date)
    request.templateLookup = templateLookup
    request.forCheck = true
    do {
      let module = try generator.render(request)
      let files = module.files.map { file in
        PreparedFile(
          isTest: file.role == .test, relativePath: file.relativePath, templateFile: file.templateDisplayPath,
          text: file.output,
          lineOrigins: file.sourceMap.lines.map { $0.map { TemplateLine(file: $0.file, line: $0.line) } })
      }
      return PreparedVariant(
        variant: variant, problems: [], seconds: Date().timeIntervalSince(started), files: files)
    } catch {
      let problems = error.diagnostics.filter { !alreadyReported.contains($0) }
      return PreparedVariant(
        variant: variant, problems: problems.isEmpty ? error.diagnostics : problems,
        seconds: Date().timeIntervalSince(started), files: [])
    }
  }

  /// The `bool` and `choice` parameters, as variant dimensions.
  package static func dimensions(of manifest: TemplateManifest) -> [VariantPlanner.Dimension] {
    manifest.parameters.compactMap { parameter in
      switch parameter.kind {
      case .bool:
        let defaultValue: Bool
        if case .bool(let value)? = parameter.defaultValue { defaultValue = value } else { defaultValue = false }
        return .bool(parameter.name, default: defaultValue)
      case .choice:
        return .choice(parameter.name, choices: parameter.choices, default: parameter.defaultValue?.description)
      case .string, .int, .list:
        return nil
      }
    }
  }

  /// `--param` values for required `string`/`int`/`list` parameters without a default, so every
  /// variant renders: the manifest's `example`, else `Sample`, `1` and two items (`SampleA,SampleB`,
  /// so order shows).
  static func sampleValues(for manifest: TemplateManifest) -> [String] {
    manifest.parameters.compactMap { parameter in
      guard parameter.required, parameter.defaultValue == nil, !isModuleNameList(parameter) else { return nil }
      if let example = parameter.example { return "\(parameter.name)=\(example)" }
      switch parameter.kind {
      case .string: return "\(parameter.name)=Sample"
      case .int: return "\(parameter.name)=1"
      case .list: return "\(parameter.name)=SampleA,SampleB"
      case .bool, .choice: return nil
      }
    }
  }

  /// `--param` values for parameters that name modules (`format: module-name`: a composite's
  /// children, a list's cell module): the default, else the manifest's `example`, else samples,
  /// each prefixed with the variant's module name: every variant's
  /// modules, and so their test types, get names of their own in the shared package, and each
  /// test result is counted for its own variant only.
  static func moduleNameLists(for manifest: TemplateManifest, in variant: CheckVariant) -> [String] {
    manifest.parameters.compactMap { parameter in
      guard isModuleNameList(parameter) else { return nil }
      var items = parameter.kind == .list ? ["SampleA", "SampleB"] : ["Sample"]
      switch parameter.defaultValue ?? parameter.example {
      case .list(let defaults)?: items = defaults
      case .string(let name)?: items = [name]
      default: break
      }
      return "\(parameter.name)=" + items.map { variant.moduleName + $0 }.joined(separator: ",")
    }
  }

  private static func isModuleNameList(_ parameter: TemplateParameter) -> Bool {
    (parameter.kind == .list || parameter.kind == .string) && parameter.format == .moduleName
  }
}
