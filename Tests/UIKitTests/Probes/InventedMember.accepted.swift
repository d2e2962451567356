// expected: no errors
import UIKit

func translucent(_ color: UIColor) -> UIColor {
  color.withAlphaComponent(0.5)
}
