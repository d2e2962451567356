import Foundation

extension ThreeWayMerge {
  /// The merged text being written, with its conflicts.
  struct Output {
    /// The name after `<<<<<<<`.
    var oursLabel: String
    /// The name after `>>>>>>>`.
    var theirsLabel: String
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The conflicts written so far.
    private(set) var conflicts: [Conflict] = []
    /// The number of lines written so far.
    private var lineCount = 0
    /// Whether the last line written ends with CRLF (nil before the first line).
    private var lastEndsWithCRLF: Bool?

    /// The length of the `<<<<<<<`, `=======` and `>>>>>>>` markers.
    static let markerSize = 7

    /// A writer whose conflicts are labelled `oursLabel` and `theirsLabel`.
    init(oursLabel: String, theirsLabel: String) {
      self.oursLabel = oursLabel
      self.theirsLabel = theirsLabel
    }

    /// The merged bytes.
    var data: Data { Data(bytes) }

    /// Writes one segment, taking its lines from `ours` or `theirs`.
    mutating func write(_ segment: Segment, ours: Lines, theirs: Lines) {
      switch segment {
      case .common(let range), .takenFromOurs(let range):
        copy(range, of: ours)
      case .takenFromTheirs(let range):
        copy(range, of: theirs)
      case .conflict(let oursRange, let theirsRange):
        let crlf =
          lastEndsWithCRLF
          ?? (oursRange.isEmpty
            ? theirsRange.first.map(theirs.endsWithCRLF) : oursRange.first.map(ours.endsWithCRLF)) ?? false
        let ending: [UInt8] = crlf ? [13, 10] : [10]
        conflicts.append(Conflict(ours: oursRange, theirs: theirsRange, markerLine: lineCount + 1))
        marker("<", label: oursLabel, ending: ending)
        copy(oursRange, of: ours, closingWith: ending)
        marker("=", label: "", ending: ending)
        copy(theirsRange, of: theirs, closingWith: ending)
        marker(">", label: theirsLabel, ending: ending)
      }
    }

    /// Copies lines; with `closingWith`, a last line without an ending gets that one.
    private mutating func copy(_ range: Range<Int>, of lines: Lines, closingWith ending: [UInt8]? = nil) {
      for index in range {
        bytes.append(contentsOf: lines.line(index))
        lineCount += 1
        lastEndsWithCRLF = lines.endsWithCRLF(index)
        if let ending, !lines.isTerminated(index) { bytes.append(contentsOf: ending) }
      }
    }

    private mutating func marker(_ character: Character, label: String, ending: [UInt8]) {
      let text = String(repeating: character, count: Self.markerSize) + (label.isEmpty ? "" : " " + label)
      bytes.append(contentsOf: Array(text.utf8) + ending)
      lineCount += 1
    }
  }
}
