import Foundation
import TestSupport
import XCTest

/// UIKit's optional delegate and data-source requirements (`@optional` in Objective-C) cannot be expressed where
/// UIKit does not exist: the UIKit stand-in declares them as requirements with default implementations, so that
/// conforming types compile. On iOS a call must go through `?` (`delegate?.scrollViewDidScroll?(view)`), so code
/// that calls one directly compiles against the stand-in only. No built-in template, in any variant modgen check
/// builds, and no ModuleCore source may do that (ModuleCore's iOS branches of `#if os(iOS)` are what is checked).
final class OptionalDelegateCallTests: XCTestCase {
  /// Every optional requirement the stand-in declares, as `base(label:label:)`, in one place.
  static let optionalRequirements = [
    // UICollectionViewDelegate
    "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
    "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)",
    "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didSelectItemAt:)",
    "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
    "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
    "collectionView(_:didEndDisplaying:forItemAt:)",
    "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
    // UICollectionViewDataSource
    "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
    // UITextFieldDelegate
    "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
    "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
    "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)",
    "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)",
    // UIAdaptivePresentationControllerDelegate
    "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
    "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
    // UIScrollViewDelegate
    "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
    "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
    "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)",
    "scrollViewDidEndScrollingAnimation(_:)", "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)",
    "scrollViewDidChangeAdjustedContentInset(_:)",
  ]

  func testTheListMatchesTheStandInsProtocolExtensions() throws {
    // Every default implementation in the stand-in is one of the listed optional requirements.
    let folder = SharedFixtures.packageRoot.appendingPathComponent("Sources/UIKit")
    var declared: Set<String> = []
    for file in try Self.swiftFiles(in: folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for protocolName in Self.delegateProtocols where text.contains("extension \(protocolName) {") {
        let body = text.components(separatedBy: "extension \(protocolName) {")[1]
        declared.formUnion(Self.declaredFunctions(in: body))
      }
    }
    XCTAssertEqual(declared.subtracting(Self.optionalRequirements), [], "optional requirements missing from the list")
  }

  func testNoTemplateVariantCallsAnOptionalRequirementDirectly() throws {
    var findings: [String] = []
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        let files = try SnapshotRenderer(template: template).render(
          moduleName: "Passcode", projectName: variant.targetName, variant: variant)
        for file in files where file.path.hasSuffix(".swift") {
          findings += Self.directCalls(in: file.contents).map { "\(name) \(variant.summary) \(file.path): \($0)" }
        }
      }
    }
    XCTAssertEqual(findings, [], "optional UIKit requirements called without `?` (compiles only against the stand-in)")
  }

  func testModuleCoreCallsNoOptionalRequirementDirectly() throws {
    let folder = SharedFixtures.packageRoot.appendingPathComponent("Sources/ModuleCore")
    var findings: [String] = []
    for file in try Self.swiftFiles(in: folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      findings += Self.directCalls(in: text).map { "\(file.lastPathComponent): \($0)" }
    }
    XCTAssertEqual(findings, [], "optional UIKit requirements called without `?` (compiles only against the stand-in)")
  }

  func testTheScannerFindsDirectCallsOnly() {
    let code = """
      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didSelectItemAt: indexPath)
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        _ = dataSource.collectionView(collectionView, cellForItemAt: indexPath)
        delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        _ = textFieldDelegate.textFieldShouldReturn(field)
        listView.collectionView(listView, didSelectItemAt: indexPath)
      }
      #if os(iOS)
        delegate?.scrollViewDidScroll?(view)
      #else
        delegate?.scrollViewDidScroll(view)
      #endif
      _ = collectionView.dataSource!.numberOfSections(in: collectionView)
      """
    XCTAssertEqual(
      Self.directCalls(in: code),
      [
        "line 5: collectionView(_:didSelectItemAt:)", "line 6: textFieldShouldReturn(_:)",
        "line 14: numberOfSections(in:)",
      ])
  }

  // MARK: - Scanning

  static let delegateProtocols = [
    "UICollectionViewDelegate", "UICollectionViewDataSource", "UITextFieldDelegate",
    "UIAdaptivePresentationControllerDelegate", "UIScrollViewDelegate",
  ]

  /// `receiver.name(` and `receiver?.name(` calls of listed requirements whose argument labels match, where the
  /// receiver is a delegate or data source (named `…delegate` or `…dataSource`), in the iOS branches of `code`. A
  /// call on a concrete type that implements the method (`listView.collectionView(_:didSelectItemAt:)`) is a call
  /// of that type's own method, which iOS accepts.
  static func directCalls(in code: String) -> [String] {
    let lines = iOSLines(of: code)
    let text = lines.map(\.1).joined(separator: "\n")
    var found: [String] = []
    for requirement in optionalRequirements {
      let base = String(requirement.prefix { $0 != "(" })
      let labels = requirement.dropFirst(base.count + 1).dropLast().split(separator: ":").filter { $0 != "_" }
      var rest = Substring(text)
      while let range = rest.range(of: ".\(base)(") {
        let before = rest[..<range.lowerBound].reversed().drop { $0 == "?" || $0 == "!" }
        let receiver = String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()).lowercased()
        let arguments = argumentText(after: rest[range.upperBound...])
        let line = lines[text[..<range.lowerBound].filter { $0 == "\n" }.count].0
        rest = rest[range.upperBound...]
        guard receiver.hasSuffix("delegate") || receiver.hasSuffix("datasource") else { continue }
        if labels.allSatisfy({ arguments.contains("\($0):") }) { found.append("line \(line): \(requirement)") }
      }
    }
    return found.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
  }

  /// The text of a call's arguments: `text` up to the parenthesis closing the one before it.
  static func argumentText(after text: Substring) -> Substring {
    var depth = 1
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" { depth -= 1 }
      if depth == 0 { return text[..<index] }
    }
    return text
  }

  /// The lines of `code` an iOS build compiles, numbered from 1: in `#if` blocks whose condition names `os(iOS)`,
  /// the first branch; in `#if !os(iOS)` blocks, the `#else` branch; other blocks are kept whole.
  static func iOSLines(of code: String) -> [(Int, String)] {
    var kept: [(Int, String)] = []
    var stack: [(iOS: Bool?, inElse: Bool)] = []
    for (index, line) in code.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if ") {
        let names = trimmed.contains("os(iOS)")
        stack.append((names ? !trimmed.contains("!os(iOS)") : nil, false))
        continue
      }
      if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif"), !stack.isEmpty {
        stack[stack.count - 1].inElse = true
        continue
      }
      if trimmed.hasPrefix("#endif"), !stack.isEmpty {
        stack.removeLast()
        continue
      }
      let compiled = stack.allSatisfy { block in block.iOS.map { $0 != block.inElse } ?? true }
      if compiled { kept.append((index + 1, line)) }
    }
    return kept
  }

  /// The `func` declarations in `body` (up to its closing brace at column 0), as `base(label:…)`.
  static func declaredFunctions(in body: String) -> [String] {
    let text = body.components(separatedBy: "\n}")[0]
    var names: [String] = []
    for part in text.components(separatedBy: "func ").dropFirst() {
      let base = part.prefix { $0 != "(" }
      guard let close = part.firstIndex(of: ")") else { continue }
      let parameters = part[part.index(after: base.endIndex)..<close]
      let labels = parameters.split(separator: ",").map { parameter in
        String(parameter.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " && $0 != ":" })
      }
      names.append("\(base)(\(labels.map { "\($0):" }.joined()))")
    }
    return names
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
  }
}
