// expected: no errors
import UIKit

let handled: [UIControl.Event] = [.touchUpInside, .valueChanged]
let combined: UIControl.Event = [.touchUpInside, .valueChanged]
