// expected-error: switch covers known cases, but 'NSTextAlignment' may have additional unknown values
import UIKit

func offset(for alignment: NSTextAlignment) -> Int {
  switch alignment {
  case .left, .natural, .justified: 0
  case .center: 1
  case .right: 2
  }
}
