import Located

/// Maps each line of rendered output to the template file and line that produced its first
/// character (through `include` and `render`), so that errors in generated code can be
/// reported at template lines.
///
/// It keeps two 32-bit numbers per output line and each template's name once; the
/// ``SourceLocation``s are made when asked for, so a render whose map is never read (`gen`) pays
/// little for it.
public struct SourceMap: Sendable, Equatable {
  /// Where one output line came from: an index into ``files`` (-1 when unknown) and a 1-based line.
  struct Origin: Sendable, Equatable {
    /// Index into ``files``; -1 when unknown.
    var file: Int32
    /// 1-based template line.
    var line: Int32
  }

  /// The template names origins refer to.
  private var files: [String]
  /// The origin of each output line, in order.
  private var origins: [Origin]

  /// Creates a source map from the origin of each output line (nil when unknown); columns are not
  /// kept, every origin is at column 1.
  public init(lines: [SourceLocation?]) {
    var files: [String] = []
    origins = lines.map { location in
      guard let location else { return Origin(file: -1, line: 0) }
      let index = files.lastIndex(of: location.file) ?? files.endIndex
      if index == files.endIndex { files.append(location.file) }
      return Origin(file: Int32(index), line: Int32(truncatingIfNeeded: location.line))
    }
    self.files = files
  }

  /// Creates a source map from origins already in compact form.
  init(files: [String], origins: [Origin]) {
    self.files = files
    self.origins = origins
  }

  /// `lines[i]` is the origin of output line `i + 1`; nil when unknown. Columns are always 1.
  public var lines: [SourceLocation?] { origins.indices.map { location(at: $0) } }

  /// The origin of 1-based output line `line`, or nil when out of range or unknown.
  public func origin(ofOutputLine line: Int) -> SourceLocation? {
    guard line >= 1, line <= origins.count else { return nil }
    return location(at: line - 1)
  }

  private func location(at index: Int) -> SourceLocation? {
    let origin = origins[index]
    guard origin.file >= 0 else { return nil }
    return SourceLocation(file: files[Int(origin.file)], line: Int(origin.line), column: 1)
  }

  /// Whether both maps give every output line the same origin (however their names are stored).
  public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool {
    lhs.lines == rhs.lines
  }
}
