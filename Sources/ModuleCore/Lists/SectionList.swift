#if canImport(UIKit) && !os(macOS)
  /// The reusable glue of a list built from section submodules, owned by
  /// the list's interactor: it loads every section at once, joins them in declaration order (not
  /// arrival order), reports progress as each arrives, lets a section update only its own rows
  /// later, and routes a cell's event to the section it came from.
  @MainActor
  public final class SectionList {
    /// The sections, in display order.
    public let sections: [any SectionModule]
    private var loaded: [SectionID: SectionModel] = [:]

    /// A list of `sections`, in display order; their ids must be unique.
    public init(_ sections: [any SectionModule]) {
      var ids: Set<SectionID> = []
      for section in sections {
        precondition(ids.insert(section.sectionID).inserted, "SectionList: section \(section.sectionID) appears twice")
      }
      self.sections = sections
    }

    /// The loaded sections, in declaration order (sections not loaded yet are left out).
    public var joined: [SectionModel] { sections.compactMap { loaded[$0.sectionID] } }

    /// Loads every section concurrently; `progress` gets the joined list each time one arrives.
    /// Stops early when the task is cancelled (what has arrived is kept). Returns the joined list.
    @discardableResult
    public func loadAll(progress: (@MainActor ([SectionModel]) -> Void)? = nil) async -> [SectionModel] {
      await withTaskGroup(of: SectionModel.self) { group in
        for section in sections {
          group.addTask { await section.loadSection() }
        }
        for await model in group {
          guard sections.contains(where: { $0.sectionID == model.id }) else { continue }
          loaded[model.id] = model
          progress?(joined)
          if Task.isCancelled {
            group.cancelAll()
            break
          }
        }
      }
      return joined
    }

    /// Replaces the rows of one section (one the list holds); returns the joined list, or `nil`
    /// when the section is not this list's.
    @discardableResult
    public func update(_ model: SectionModel) -> [SectionModel]? {
      guard sections.contains(where: { $0.sectionID == model.id }) else { return nil }
      loaded[model.id] = model
      return joined
    }

    /// Passes `event` to the section `item` belongs to.
    public func route(_ event: CellEvent, to item: ItemID) {
      sections.first { $0.sectionID == item.section }?.handle(event, at: item)
    }
  }
#endif
