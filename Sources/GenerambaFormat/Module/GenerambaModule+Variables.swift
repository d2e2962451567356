import Foundation
import Liquid

extension GenerambaModule {
  /// The variables every template and the `.rambaspec` see, as Generamba 1.5 builds them:
  /// `year`, `date`, `developer`, `module_info`, `prefix`, `custom_parameters`.
  package func variables(now: Date, timeZone: TimeZone) -> LiquidObject {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    let year = parts.year ?? 0
    func twoDigits(_ number: Int?) -> String {
      let text = String(number ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    let date = "\(twoDigits(parts.day))/\(twoDigits(parts.month))/\(String(format: "%04d", year))"
    let moduleInfo = LiquidObject([
      ("name", .string(name)), ("description", .string(description)), ("project_name", projectName),
      ("product_module_name", productModuleName),
      ("project_targets", projectTargets.map { .array($0) } ?? .null),
      ("test_targets", testTargets.map { .array($0) } ?? .null),
    ])
    return LiquidObject([
      ("year", .string(String(year))), ("date", .string(date)),
      ("developer", .object(LiquidObject([("name", author), ("company", company)]))),
      ("module_info", .object(moduleInfo)), ("prefix", prefix),
      ("custom_parameters", .object(LiquidObject(customParameters.map { ($0.key, .string($0.value)) }))),
    ])
  }
}
