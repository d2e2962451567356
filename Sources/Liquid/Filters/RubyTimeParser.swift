/// The subset of Ruby's `Time.parse` that the `date` filter accepts: ISO 8601 dates and times
/// (`2016-03-14`, `2016-03-14T10:20:30Z`, `2016-03-14 10:20:30 +0100`), `20160314`,
/// `2016/03/14`, `14/03/2016`, `14.03.2016`, `12/25`, month names (`March 14, 2016`,
/// `14 Mar 2016`, `Mon, 14 Mar 2016 10:20:30 +0000`), times (`10:30`, `3:45 PM`, `3pm`) and
/// zones (`Z`, `UTC`, `GMT`, `±hh:mm`, `±hhmm`, US abbreviations). Missing date parts come from
/// `now`, a missing time is midnight, a missing zone is the local one; text with no date or
/// time in it is refused (`nil`), as Ruby raises.
enum RubyTimeParser {
  private static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  private static let zoneOffsets: [String: Int] = [
    "utc": 0, "gmt": 0, "z": 0, "ut": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
    "pst": -8, "pdt": -7,
  ]

  private enum Token: Equatable {
    case number(String)
    case word(String)
    case symbol(Character)
  }

  // Over 80 lines on purpose: a port of Ruby's Time.parse, kept in Ruby's order to compare line by line.
  /// Parses `text`; `now` supplies the missing date parts and the local zone.
  static func parse(_ text: String, now: RubyTime) -> RubyTime? {
    let tokens = tokenize(text)
    if isBareNumber(tokens) { return nil }
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute = 0
    var second = 0
    var nanoseconds = 0
    var offset: Int?
    var zoneName = ""
    var meridian: String?
    var index = 0

    func number(at position: Int) -> String? {
      guard position < tokens.count, case .number(let digits) = tokens[position] else { return nil }
      return digits
    }
    func symbol(at position: Int) -> Character? {
      guard position < tokens.count, case .symbol(let character) = tokens[position] else { return nil }
      return character
    }

    while index < tokens.count {
      switch tokens[index] {
      case .number(let digits):
        // Date with separators: y-m-d, y/m/d, d/m/y, d.m.y, m/d.
        if let separator = symbol(at: index + 1), "-/.".contains(separator), let second2 = number(at: index + 2),
          year == nil, month == nil
        {
          let first = digits
          if symbol(at: index + 3) == separator, let third = number(at: index + 4) {
            if first.count >= 3 || separator == "-" {
              (year, month, day) = (Int(first), Int(second2), Int(third))
            } else {
              (day, month, year) = (Int(first), Int(second2), Int(third).map { third.count <= 2 ? $0 + 2000 : $0 })
            }
            index += 5
            continue
          }
          if separator == "/" {
            (month, day) = (Int(first), Int(second2))
            index += 3
            continue
          }
        }
        // Time: h:m[:s[.frac]].
        if symbol(at: index + 1) == ":", let minutes = number(at: index + 2), hour == nil {
          hour = Int(digits)
          minute = Int(minutes) ?? 0
          index += 3
          if symbol(at: index) == ":", let seconds = number(at: index + 1) {
            second = Int(seconds) ?? 0
            index += 2
            if symbol(at: index) == ".", let fraction = number(at: index + 1) {
              let padded = (fraction + "000000000").prefix(9)
              nanoseconds = Int(padded) ?? 0
              index += 2
            }
          }
          continue
        }
        if digits.count == 8 && year == nil && month == nil {
          let characters = Array(digits)
          year = Int(String(characters[0..<4]))
          month = Int(String(characters[4..<6]))
          day = Int(String(characters[6..<8]))
        } else if index + 1 < tokens.count, case .word(let word) = tokens[index + 1], word == "am" || word == "pm",
          hour == nil
        {
          hour = Int(digits)
          meridian = word
          index += 1
        } else if digits.count >= 3 && year == nil {
          year = Int(digits)
        } else if day == nil && digits.count <= 2 {
          day = Int(digits)
        } else if year == nil {
          year = Int(digits)
        } else {
          return nil
        }
        index += 1
      case .word(let word):
        if let position = monthNames.firstIndex(where: { word.hasPrefix($0) }), month == nil,
          word.count == 3 || monthFull(word)
        {
          month = position + 1
        } else if word == "am" || word == "pm" {
          meridian = word
        } else if let hours = zoneOffsets[word] {
          offset = hours * 3600
          zoneName = hours == 0 ? "UTC" : ""
        } else if word == "t", hour == nil {
          // The ISO 8601 date/time separator.
        } else if !isWeekday(word) {
          return nil
        }
        index += 1
      case .symbol(let character):
        if character == "+" || character == "-", let digits = number(at: index + 1), hour != nil, offset == nil {
          var hours = 0
          var minutes = 0
          if digits.count == 4 {
            hours = Int(digits.prefix(2)) ?? 0
            minutes = Int(digits.suffix(2)) ?? 0
            index += 2
          } else if digits.count <= 2 {
            hours = Int(digits) ?? 0
            index += 2
            if symbol(at: index) == ":", let minuteDigits = number(at: index + 1) {
              minutes = Int(minuteDigits) ?? 0
              index += 2
            }
          } else {
            return nil
          }
          offset = (character == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
          continue
        }
        index += 1
      }
    }

    guard year != nil || month != nil || day != nil || hour != nil else { return nil }
    if let meridian, var value = hour {
      guard value >= 1 && value <= 12 else { return nil }
      if meridian == "pm" && value != 12 { value += 12 }
      if meridian == "am" && value == 12 { value = 0 }
      hour = value
    }
    let today = now.fields
    let resolvedYear = year ?? today.year
    let resolvedMonth = month ?? (day == nil && year == nil ? today.month : 1)
    let resolvedDay = day ?? (month == nil && year == nil ? today.day : 1)
    guard (1...12).contains(resolvedMonth), (1...31).contains(resolvedDay), (0...24).contains(hour ?? 0),
      (0...59).contains(minute), (0...60).contains(second), Swift.abs(resolvedYear) < 1_000_000
    else { return nil }
    let days = CivilFields.days(year: resolvedYear, month: resolvedMonth, day: resolvedDay)
    let local = days * 86_400 + (hour ?? 0) * 3600 + minute * 60 + second
    if let offset {
      return RubyTime(seconds: local - offset, nanoseconds: nanoseconds, utcOffset: offset, zoneName: zoneName)
    }
    // Local zone: use the offset in force at that moment (approximated from the local fields).
    var guess = RubyTime(
      seconds: local - now.utcOffset, nanoseconds: nanoseconds, utcOffset: now.utcOffset, zoneName: "")
    guess = RubyTime(localFrom: .init(timeIntervalSince1970: Double(guess.seconds)))
    let corrected = local - guess.utcOffset
    var result = RubyTime(localFrom: .init(timeIntervalSince1970: Double(corrected)))
    result.nanoseconds = nanoseconds
    return result
  }

  /// Whether the text is only one or two numbers with punctuation (`+7`, `-3`, ` 4 `, `2.0`,
  /// `1,5`, `1_000`), which Ruby finds no date in; two-digit days and `20160314` still parse,
  /// and so do `12/25` and `2016-03`.
  private static func isBareNumber(_ tokens: [Token]) -> Bool {
    var numbers: [String] = []
    var symbols: [Character] = []
    for token in tokens {
      switch token {
      case .word: return false
      case .number(let digits): numbers.append(digits)
      case .symbol(let character): symbols.append(character)
      }
    }
    if symbols.contains(":") { return false }
    switch numbers.count {
    case 1: return numbers[0].count != 2 && numbers[0].count != 8
    case 2: return !(symbols.contains("/") || (symbols.contains("-") && numbers[0].count == 4))
    default: return false
    }
  }

  private static func monthFull(_ word: String) -> Bool {
    [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
      "november", "december", "sept",
    ].contains(word)
  }

  private static func isWeekday(_ word: String) -> Bool {
    let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    return days.contains { $0 == word || (word.count == 3 && $0.hasPrefix(word)) }
  }

  private static func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var currentIsNumber = false
    func flush() {
      guard !current.isEmpty else { return }
      tokens.append(currentIsNumber ? .number(current) : .word(current))
      current = ""
    }
    for character in text.lowercased() {
      if character.isASCII && character.isNumber {
        if !currentIsNumber { flush() }
        currentIsNumber = true
        current.append(character)
      } else if character.isASCII && character.isLetter {
        if currentIsNumber { flush() }
        currentIsNumber = false
        current.append(character)
      } else {
        flush()
        if character == "," || character.isWhitespace { continue }
        tokens.append(.symbol(character))
      }
    }
    flush()
    return tokens
  }
}
