/// The modgen tool's library: manifest, template catalog, generation plan, safe writer, check, CLI.
package enum ModgenKit {
  /// The tool's version.
  package static let version = "0.1.0"
}
