// expected: no errors
import UIKit

@MainActor
struct Row {
  let content: UIListContentConfiguration
}
