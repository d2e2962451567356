import Located

/// Something a project's templates build against, named in modgen.json's `check.dependencies` so that
/// `modgen check` can compile the generated modules the way the project's app does: a local Swift package
/// with the products the modules import, or a folder of Swift sources compiled as a module of its own.
///
/// ```json
/// "check": {
///   "dependencies": [
///     { "package": "../CoreKit", "products": ["CoreKit"] },
///     { "path": "Sources/AppCore", "module": "AppCore" }
///   ]
/// }
/// ```
package struct CheckDependencyDeclaration: Sendable, Equatable {
  /// What the dependency is.
  package enum Kind: Sendable, Equatable {
    /// A Swift package in a folder (relative to modgen.json's folder, or absolute) and the products of
    /// it that generated modules import.
    case package(path: String, products: [String])
    /// A folder of Swift sources (relative to modgen.json's folder, or absolute), compiled as the module
    /// `module`.
    case sourceFolder(path: String, module: String)
  }

  /// What the dependency is.
  package var kind: Kind
  /// Where the entry is written in modgen.json (with its line, for a caret), when known.
  package var place: Diagnostic?
  /// Where its folder (`package` or `path`) is written, so a missing folder is reported there.
  package var pathPlace: Diagnostic?
  /// Where each module name it brings is written: the `module` of a source folder, or each of a package's
  /// `products`, in order; a name clash is reported there.
  package var namePlaces: [Diagnostic]

  /// A declaration of `kind`; the places are only for located errors.
  package init(kind: Kind, place: Diagnostic? = nil, pathPlace: Diagnostic? = nil, namePlaces: [Diagnostic] = []) {
    self.kind = kind
    self.place = place
    self.pathPlace = pathPlace
    self.namePlaces = namePlaces
  }

  /// The folder as written in modgen.json.
  package var path: String {
    switch kind {
    case .package(let path, _), .sourceFolder(let path, _): return path
    }
  }

  /// The module names it brings into the check: the source folder's module, or the package's products.
  package var names: [String] {
    switch kind {
    case .package(_, let products): return products
    case .sourceFolder(_, let module): return [module]
    }
  }

  /// Equal when the dependencies are; where they are written does not matter.
  package static func == (lhs: CheckDependencyDeclaration, rhs: CheckDependencyDeclaration) -> Bool {
    lhs.kind == rhs.kind
  }
}
