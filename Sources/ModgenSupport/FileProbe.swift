import Foundation

/// What ``FileSystem/probe(_:)`` found at a path.
package enum FileProbe: Sendable, Equatable {
  /// Nothing is there.
  case absent
  /// A readable file with these bytes.
  case file(Data)
  /// Something that is not a readable file.
  case other
}
