import Foundation

/// A moment with the UTC offset it is shown in, as Ruby's `Time` (what the `date` filter
/// formats): seconds since the epoch, an offset, and the zone's name when it has one.
struct RubyTime: Sendable, Equatable {
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var seconds: Int
  /// Fraction of a second, in nanoseconds.
  var nanoseconds: Int = 0
  /// Offset from UTC in seconds (east positive).
  var utcOffset: Int
  /// The zone's abbreviation given when parsed (`UTC`), empty for a bare offset, `nil` for the
  /// local zone (looked up only when `%Z` asks, as it is slow).
  private var fixedZoneName: String?

  /// The zone's abbreviation (`UTC`, `CET`), empty for a bare offset.
  var zoneName: String {
    if let fixedZoneName { return fixedZoneName }
    let zone = TimeZone.current
    let name = zone.abbreviation(for: Date(timeIntervalSince1970: TimeInterval(seconds))) ?? ""
    return name == "GMT" && utcOffset == 0 && zone.identifier != "GMT" ? "UTC" : name
  }

  /// The moment `date` in the process's local time zone (Ruby's `Time.at` / `Time.now`).
  init(localFrom date: Date) {
    let interval = date.timeIntervalSince1970.rounded(.down)
    seconds = Int(Swift.max(-9e15, Swift.min(9e15, interval)))
    nanoseconds = Int(((date.timeIntervalSince1970 - interval) * 1e9).rounded(.down))
    utcOffset = TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    fixedZoneName = nil
  }

  /// A moment given by its fields.
  init(seconds: Int, nanoseconds: Int = 0, utcOffset: Int, zoneName: String) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
    self.utcOffset = utcOffset
    self.fixedZoneName = zoneName
  }

  /// The civil fields in the time's own offset.
  var fields: CivilFields { CivilFields(localSeconds: seconds + utcOffset) }
}

/// Broken-down proleptic Gregorian date and time.
struct CivilFields: Equatable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  var second: Int
  /// Day of the week, 0 = Sunday.
  var weekday: Int
  /// Day of the year, 1-based.
  var yearDay: Int

  /// Fields of a count of seconds since the epoch, already shifted into local time.
  init(localSeconds: Int) {
    let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let secondOfDay = localSeconds - days * 86_400
    hour = secondOfDay / 3600
    minute = secondOfDay % 3600 / 60
    second = secondOfDay % 60
    (year, month, day) = CivilFields.civil(fromDays: days)
    weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday (4).
    yearDay = days - CivilFields.days(year: year, month: 1, day: 1) + 1
  }

  /// Days since 1970-01-01 of a civil date (months and days may overflow and roll over).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let adjustedYear = month <= 2 ? year - 1 : year
    let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
    let yearOfEra = adjustedYear - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of a day count since 1970-01-01.
  static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Whether `year` is a leap year.
  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
}
