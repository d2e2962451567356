import Foundation
import Liquid
import TemplateSpec

/// The variables a template sees, with Generamba's names: `module_info.{name, file_name,
/// description, project_name, product_module_name, project_targets, test_targets}`, `developer.{name, company}`, `date`, `year`, `prefix`,
/// `custom_parameters.<name>` and every parameter by its bare name (nil for an optional one not
/// given, in `unset`); modgen adds `modgen.check`
/// (true while `modgen check` renders the template).
enum TemplateVariables {
  /// The `modgen` object: `modgen.check` is true while `modgen check` renders.
  static func modgen(forCheck: Bool) -> LiquidValue {
    .object(LiquidObject([("check", .bool(forCheck))]))
  }

  /// The variables for one file.
  ///
  /// - Parameters:
  ///   - fileName: `module_info.file_name`, the name of the file being rendered.
  ///   - date: formatted as Generamba does, `dd/MM/yyyy`; `year` is its four-digit year.
  static func make(
    moduleName: String, fileName: String, parameters: [ResolvedParameter], moduleDescription: String = "",
    projectName: String = "", productModuleName: String? = nil, developerName: String = "", company: String = "",
    prefix: String = "", unset: [String] = [], targets: (project: [String], tests: [String])? = nil,
    date: Date = Date(), timeZone: TimeZone? = nil, forCheck: Bool = false
  ) -> LiquidObject {
    let (formattedDate, year) = stamps(of: date, timeZone: timeZone)

    var custom = LiquidObject()
    for parameter in parameters { custom[parameter.name] = parameter.value.liquidValue }
    for name in unset where custom[name] == nil { custom[name] = .null }
    var variables = LiquidObject()
    variables["module_info"] = .object(
      LiquidObject([
        ("name", .string(moduleName)), ("file_name", .string(fileName)), ("description", .string(moduleDescription)),
        ("project_name", .string(projectName)),
        ("product_module_name", .string(productModuleName ?? ProductModuleName.derive(from: projectName))),
        ("project_targets", targets.map { .array($0.project.map(LiquidValue.string)) } ?? .null),
        ("test_targets", targets.map { .array($0.tests.map(LiquidValue.string)) } ?? .null),
      ]))
    variables["developer"] = .object(LiquidObject([("name", .string(developerName)), ("company", .string(company))]))
    variables["date"] = .string(formattedDate)
    variables["year"] = .string(year)
    variables["prefix"] = .string(prefix)
    variables["custom_parameters"] = .object(custom)
    variables["modgen"] = modgen(forCheck: forCheck)
    for parameter in parameters where variables[parameter.name] == nil {
      variables[parameter.name] = parameter.value.liquidValue
    }
    for name in unset where variables[name] == nil { variables[name] = .null }
    return variables
  }

  /// `date` as templates see it (`dd/MM/yyyy`, Generamba's format) and its four-digit `year`, in
  /// `timeZone`, or in the process's local time zone when `nil` (read with `localtime_r`, which
  /// spares a `gen` run Foundation's time-zone database).
  static func stamps(of date: Date, timeZone: TimeZone?) -> (date: String, year: String) {
    var day = 1
    var month = 1
    var year = 1970
    if let timeZone {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let parts = calendar.dateComponents([.day, .month, .year], from: date)
      (day, month, year) = (parts.day ?? 1, parts.month ?? 1, parts.year ?? 1970)
    } else {
      var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
      var local = tm()
      if localtime_r(&seconds, &local) != nil {
        (day, month, year) = (Int(local.tm_mday), Int(local.tm_mon) + 1, Int(local.tm_year) + 1900)
      }
    }
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let yearText = padded(year, 4)
    return ("\(padded(day, 2))/\(padded(month, 2))/\(yearText)", yearText)
  }
}
