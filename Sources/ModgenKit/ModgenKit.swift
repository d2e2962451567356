/// The modgen tool's library: manifest, template catalog, generation plan, safe writer, check, CLI.
public enum ModgenKit {
  /// The tool's version.
  public static let version = "0.1.0"
}
