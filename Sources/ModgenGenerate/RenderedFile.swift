import Foundation
import Liquid

/// One rendered file of a module, in memory, with its source map (for `check`).
package struct RenderedFile: Sendable {
  /// Code or test file.
  package var role: FileRole
  /// The output root it belongs below.
  package var root: URL
  /// The path below `root`, e.g. `Passcode/PasscodePresenter.swift`.
  package var relativePath: String
  /// The template file, relative to the template folder, e.g. `Code/Presenter.swift.liquid`.
  package var templateFile: String
  /// The template file as shown in diagnostics, e.g. `Templates/viper/Code/Presenter.swift.liquid`.
  package var templateDisplayPath: String
  /// The rendered text.
  package var output: String
  /// For each output line, the template file and line it came from (through includes).
  package var sourceMap: SourceMap
}
