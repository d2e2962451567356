import Foundation

extension Data {
  /// The UTF-8 bytes of `text`, copied in one go. `Data(text.utf8)` goes through the generic
  /// sequence initializer, whose first use makes the runtime search every protocol conformance in
  /// the binary (a tenth of a millisecond in a static executable) before it copies.
  package init(utf8 text: String) {
    var text = text
    self = text.withUTF8 { bytes in
      bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data()
    }
  }
}
