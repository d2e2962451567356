import GenerambaFormat
import Located

extension CustomParameterUse {
  /// The manifest's parameter object: a flag becomes a `bool` that defaults to false, a value an
  /// optional `string` that is nil unless given, as an absent custom parameter was.
  var json: String {
    let description = JSONWriter.quoted(
      isFlag
        ? "custom_parameters.\(name) of the Generamba template, tested for presence"
        : "custom_parameters.\(name) of the Generamba template; unset (nil) unless given")
    return isFlag
      ? "{ \"name\": \(JSONWriter.quoted(name)), \"type\": \"bool\", \"default\": false, \"description\": \(description) }"
      : "{ \"name\": \(JSONWriter.quoted(name)), \"type\": \"string\", \"required\": false, \"description\": \(description) }"
  }
}
