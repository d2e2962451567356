import Foundation

extension ThreeWayMerge {
  /// A text split into lines, each line with its own ending, and each line's number in a
  /// ``LineTable`` (equal lines, equal numbers).
  struct Lines {
    /// The text's bytes.
    var bytes: [UInt8]
    /// Where each line is in `bytes`, its ending (`\n` or `\r\n`) included.
    var ranges: [Range<Int>]
    /// Each line's number in the table that split the text.
    var numbers: [Int]

    /// The number of lines.
    var count: Int { ranges.count }

    /// The bytes of line `index`, its ending included.
    func line(_ index: Int) -> ArraySlice<UInt8> { bytes[ranges[index]] }

    /// Whether line `index` ends with a line feed.
    func isTerminated(_ index: Int) -> Bool { bytes[ranges[index].upperBound - 1] == UInt8(ascii: "\n") }

    /// Whether line `index` ends with a carriage return and a line feed.
    func endsWithCRLF(_ index: Int) -> Bool {
      let range = ranges[index]
      return range.count >= 2 && bytes[range.upperBound - 1] == UInt8(ascii: "\n")
        && bytes[range.upperBound - 2] == UInt8(ascii: "\r")
    }
  }

  /// Numbers lines so that equal lines (same bytes, same ending) get the same number.
  struct LineTable {
    private var numbers: [ArraySlice<UInt8>: Int] = [:]

    /// Splits `data` into lines and numbers them.
    mutating func add(_ data: Data) -> Lines {
      let bytes = [UInt8](data)
      var ranges: [Range<Int>] = []
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        ranges.append(start..<(index + 1))
        start = index + 1
      }
      if start < bytes.count { ranges.append(start..<bytes.count) }
      var lineNumbers: [Int] = []
      lineNumbers.reserveCapacity(ranges.count)
      for range in ranges {
        let line = bytes[range]
        if let known = numbers[line] {
          lineNumbers.append(known)
        } else {
          numbers[line] = numbers.count
          lineNumbers.append(numbers.count - 1)
        }
      }
      return Lines(bytes: bytes, ranges: ranges, numbers: lineNumbers)
    }
  }
}
