// expected-error: does not conform to protocol 'Hashable'
import UIKit

let handled: Set<UIControl.Event> = [.touchUpInside, .valueChanged]
