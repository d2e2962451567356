// Xcode's app template declares a class of this name; generated modules still subclass
// ModuleCore's view controller, because they name it `ModuleCore.ViewController`.
import ModuleCore

/// The app's own root screen.
final class ViewController: ModuleCore.ViewController {
  /// The title the screen shows.
  let screenTitle = "Demo"
}
