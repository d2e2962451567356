// Code that imports UIKit sees Foundation, as with Apple's UIKit.
@_exported import Foundation
