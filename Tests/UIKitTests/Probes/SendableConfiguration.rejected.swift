// expected-error: has non-Sendable type 'UIListContentConfiguration'
import UIKit

struct Row: Sendable {
  let content: UIListContentConfiguration
}
