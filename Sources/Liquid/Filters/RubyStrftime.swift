/// Ruby's `Time#strftime`: conversions `%a %A %b %B %h %c %C %d %D %e %F %G %g %H %I %j %k %l
/// %L %m %M %N %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %:z %::z %Z %%`, with the
/// flags `-` (no padding), `_` (spaces), `0` (zeros), `^` (upper case), `#` (change case) and a
/// width. Unknown conversions are written as they are, as Ruby does.
enum RubyStrftime {
  private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// Formats `time` with `format`.
  static func format(_ time: RubyTime, _ format: String) -> String {
    let fields = time.fields
    var output = ""
    let scalars = Array(format.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%", index + 1 < scalars.count else {
        output.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      let start = index
      index += 1
      var flags = Set<Character>()
      while index < scalars.count, "-_0^#".unicodeScalars.contains(scalars[index]) {
        flags.insert(Character(scalars[index]))
        index += 1
      }
      var width: Int?
      while index < scalars.count, scalars[index].value >= 0x30, scalars[index].value <= 0x39 {
        let digit = Int(scalars[index].value - 0x30)
        width = Swift.min(1024, (width ?? 0) * 10 + digit)
        index += 1
      }
      var colons = 0
      while index < scalars.count, scalars[index] == ":" {
        colons += 1
        index += 1
      }
      guard index < scalars.count else {
        output += String(String.UnicodeScalarView(scalars[start...]))
        break
      }
      let conversion = Character(scalars[index])
      index += 1
      guard let piece = convert(conversion, colons: colons, time: time, fields: fields, flags: flags, width: width)
      else {
        output += String(String.UnicodeScalarView(scalars[start..<index]))
        continue
      }
      output += piece
    }
    return output
  }

  private enum Padding { case zero, space, none }

  private static func convert(
    _ conversion: Character, colons: Int, time: RubyTime, fields: CivilFields, flags: Set<Character>, width: Int?
  ) -> String? {
    if colons > 0 && conversion != "z" { return nil }
    func number(_ value: Int, _ digits: Int, _ defaultPadding: Padding = .zero) -> String {
      padded(value, digits: digits, defaultPadding: defaultPadding, flags: flags, width: width)
    }
    func text(_ value: String, upper: Bool = false) -> String {
      styled(value, upper: upper, flags: flags, width: width)
    }
    let hour12 = fields.hour % 12 == 0 ? 12 : fields.hour % 12
    switch conversion {
    case "Y": return number(fields.year, fields.year < 0 ? 5 : 4)
    case "C": return number(floorDiv(fields.year, 100), 2)
    case "y": return number(((fields.year % 100) + 100) % 100, 2)
    case "m": return number(fields.month, 2)
    case "d": return number(fields.day, 2)
    case "e": return number(fields.day, 2, .space)
    case "j": return number(fields.yearDay, 3)
    case "H": return number(fields.hour, 2)
    case "k": return number(fields.hour, 2, .space)
    case "I": return number(hour12, 2)
    case "l": return number(hour12, 2, .space)
    case "M": return number(fields.minute, 2)
    case "S": return number(fields.second, 2)
    case "L": return String(number(time.nanoseconds, 9).prefix(width ?? 3))
    case "N":
      let digits = number(time.nanoseconds, 9)
      let count = width ?? 9
      return count <= 9 ? String(digits.prefix(count)) : digits + String(repeating: "0", count: count - 9)
    case "s": return number(time.seconds, 1)
    case "u": return number(fields.weekday == 0 ? 7 : fields.weekday, 1)
    case "w": return number(fields.weekday, 1)
    case "A": return text(weekdays[fields.weekday])
    case "a": return text(String(weekdays[fields.weekday].prefix(3)))
    case "B": return text(months[fields.month - 1])
    case "b", "h": return text(String(months[fields.month - 1].prefix(3)))
    case "p":
      // Ruby's `#` flag changes case: for `%p` that means lower case.
      return flags.contains("#") ? (fields.hour < 12 ? "am" : "pm") : text(fields.hour < 12 ? "AM" : "PM")
    case "P": return text(fields.hour < 12 ? "am" : "pm")
    case "U": return number((fields.yearDay - 1 + 7 - fields.weekday) / 7, 2)
    case "W": return number((fields.yearDay - 1 + 7 - ((fields.weekday + 6) % 7)) / 7, 2)
    case "G": return number(isoWeek(fields).year, 4)
    case "g": return number(((isoWeek(fields).year % 100) + 100) % 100, 2)
    case "V": return number(isoWeek(fields).week, 2)
    case "Z": return text(time.zoneName)
    case "z": return offset(time.utcOffset, colons: colons)
    case "n": return "\n"
    case "t": return "\t"
    case "%": return "%"
    case "c": return text(format(time, "%a %b %e %H:%M:%S %Y"))
    case "D", "x": return text(format(time, "%m/%d/%y"))
    case "F": return text(format(time, "%Y-%m-%d"))
    case "T", "X": return text(format(time, "%H:%M:%S"))
    case "R": return text(format(time, "%H:%M"))
    case "r": return text(format(time, "%I:%M:%S %p"))
    case "v": return text(format(time, "%e-%^b-%Y"))
    default: return nil
    }
  }

  /// `value` with at least `digits` digits (or `width`), padded with zeros, spaces or nothing as the
  /// flags say (`-` none, `_` spaces, `0` zeros), else as `defaultPadding`.
  private static func padded(
    _ value: Int, digits: Int, defaultPadding: Padding, flags: Set<Character>, width: Int?
  ) -> String {
    var padding = defaultPadding
    if flags.contains("-") {
      padding = .none
    } else if flags.contains("_") {
      padding = .space
    } else if flags.contains("0") {
      padding = .zero
    }
    let text = String(Swift.abs(value))
    let targetWidth = padding == .none ? 0 : (width ?? digits)
    let sign = value < 0 ? "-" : ""
    let fill = Swift.max(0, targetWidth - text.count - sign.count)
    return padding == .space
      ? String(repeating: " ", count: fill) + sign + text
      : sign + String(repeating: "0", count: fill) + text
  }

  /// `value` in upper case when asked (`upper`, the `^` or `#` flag), padded on the left to `width`
  /// with spaces (zeros with the `0` flag).
  private static func styled(_ value: String, upper: Bool, flags: Set<Character>, width: Int?) -> String {
    var result = value
    if flags.contains("^") || upper { result = result.uppercased() }
    if flags.contains("#") { result = result.uppercased() }
    if let width, width > result.count {
      let fill = flags.contains("0") ? "0" : " "
      result = String(repeating: fill, count: width - result.count) + result
    }
    return result
  }

  private static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : (value - divisor + 1) / divisor
  }

  private static func offset(_ seconds: Int, colons: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = Swift.abs(seconds)
    let hours = magnitude / 3600
    let minutes = magnitude % 3600 / 60
    let secs = magnitude % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    switch colons {
    case 0: return sign + two(hours) + two(minutes)
    case 1: return sign + two(hours) + ":" + two(minutes)
    default: return sign + two(hours) + ":" + two(minutes) + ":" + two(secs)
    }
  }

  /// The ISO 8601 week-numbering year and week.
  private static func isoWeek(_ fields: CivilFields) -> (year: Int, week: Int) {
    let isoWeekday = fields.weekday == 0 ? 7 : fields.weekday
    let week = (fields.yearDay - isoWeekday + 10) / 7
    if week < 1 {
      let previous = fields.year - 1
      let previousDays = CivilFields.isLeap(previous) ? 366 : 365
      return (previous, (fields.yearDay + previousDays - isoWeekday + 10) / 7)
    }
    let daysInYear = CivilFields.isLeap(fields.year) ? 366 : 365
    if week == 53 && fields.yearDay - isoWeekday + 4 > daysInYear { return (fields.year + 1, 1) }
    return (fields.year, week)
  }
}
