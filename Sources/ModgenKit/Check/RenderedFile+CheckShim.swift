import Liquid

// TEMPORARY: the seam promises `RenderedFile` carries its Liquid source map; until the `gen`
// branch adds it, an empty map keeps `check` compiling (diagnostics then stay on generated files).
extension RenderedFile {
  /// The file's source map (empty until the generator provides it).
  var sourceMap: SourceMap { SourceMap(lines: []) }
}
