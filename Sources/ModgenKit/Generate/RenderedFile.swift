import Foundation
import Liquid

/// One rendered file of a module, in memory, with its source map (for `check`).
public struct RenderedFile: Sendable {
  /// Code or test file.
  public var role: FileRole
  /// The output root it belongs below.
  public var root: URL
  /// The path below `root`, e.g. `Passcode/PasscodePresenter.swift`.
  public var relativePath: String
  /// The template file, relative to the template folder, e.g. `Code/Presenter.swift.liquid`.
  public var templateFile: String
  /// The template file as shown in diagnostics, e.g. `Templates/viper/Code/Presenter.swift.liquid`.
  public var templateDisplayPath: String
  /// The rendered text.
  public var output: String
  /// For each output line, the template file and line it came from (through includes).
  public var sourceMap: SourceMap
}
