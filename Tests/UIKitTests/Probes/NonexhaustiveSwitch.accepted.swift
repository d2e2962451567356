// expected: no errors
import UIKit

func offset(for alignment: NSTextAlignment) -> Int {
  switch alignment {
  case .left, .natural, .justified: 0
  case .center: 1
  case .right: 2
  @unknown default: 0
  }
}
