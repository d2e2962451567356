// expected-error: 'components' is inaccessible due to 'internal' protection level
import UIKit

func alpha(of color: UIColor) -> CGFloat {
  color.components.alpha
}
