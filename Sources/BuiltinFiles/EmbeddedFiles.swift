/// Files carried inside the binary so a copied `modgen` works alone: the built-in templates and
/// ModuleCore's sources, by path relative to the package root.
///
/// Its `files` are written on every build by the EmbedBuiltinFiles plugin (see
/// `EmbeddedFilesGenerator`), so they always match `Templates/` and `Sources/ModuleCore/`.
package enum EmbeddedFiles {}
