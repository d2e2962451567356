/// The app's own greeting, which generated modules use (a module the check builds from this folder).
public enum Greeting {
  /// "Hello, <name>!".
  public static func text(for name: String) -> String {
    "Hello, \(name)!"
  }
}
