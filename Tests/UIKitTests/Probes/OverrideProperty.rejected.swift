// expected-error: cannot override
import UIKit

/// An override must keep the property's type.
final class RecordingController: UIViewController {
  override var isViewLoaded: Int { 0 }
}
