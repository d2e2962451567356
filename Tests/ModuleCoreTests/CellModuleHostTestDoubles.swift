#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit

  /// A card module shown in a list cell: records `name:show(item)` and its appearance calls; its state is an inner
  /// scroll offset.
  @MainActor
  final class CardModule: ReusableModuleInput {
    let viewController: RecordingViewController
    let name: String
    private let log: EventLog
    var shown: [String] = []
    var restored: [Double?] = []
    var offset = 0.0

    init(log: EventLog, number: Int) {
      name = "card\(number)"
      self.log = log
      viewController = RecordingViewController(name, log: log)
    }

    func show(_ item: String, restoring state: Double?) {
      shown.append(item)
      restored.append(state)
      offset = state ?? 0
      log.record("\(name):show(\(item))")
    }

    func currentState() -> Double? { offset }
  }

  /// The empty cell a card module fills; records its sizing.
  final class CardCell: ListCell {
    var title = ""
    var log: EventLog?

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      log?.record("size \(title)")
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
  }

  /// A row whose card module shows `title`.
  struct CardModel: CellModel {
    static let section: SectionID = "cards"
    let name: String
    let title: String

    var id: ItemID { ItemID(Self.section, name) }

    /// Nothing: the row's module fills the cell.
    @MainActor func configure(_ cell: CardCell) {}
  }

  /// A list whose cells are card modules, wired as a `cells` module's view controller is: the list's cell provider
  /// hands each card to the cell's module, display and end of display go to the host, and the controller forwards
  /// its own appearance to the host instead of to its children.
  final class CardListViewController: UIViewController {
    let log: EventLog
    private(set) var listView: ListView?
    private(set) var cellModules: CellModuleHost<String, Double>?
    private(set) var modules: [CardModule] = []
    private var cards: [CardModel]

    init(log: EventLog, cards: [CardModel]) {
      self.log = log
      self.cards = cards
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func loadView() {
      let listView = ListView()
      let cellModules = CellModuleHost<String, Double>(parent: self) { [unowned self] in
        let module = CardModule(log: log, number: modules.count)
        modules.append(module)
        return ReusableModule(viewController: module.viewController, input: module)
      }
      listView.didConfigure = { [weak self] cell, model in
        guard let self, let card = model.base(as: CardModel.self) else { return }
        (cell as? CardCell)?.title = card.title
        (cell as? CardCell)?.log = log
        cellModules.configure(card.title, id: card.id, in: cell)
      }
      listView.willDisplay = { [weak self] cell, id in self?.cellModules?.willDisplay(id: id, in: cell) }
      listView.didEndDisplaying = { [weak self] cell, id in self?.cellModules?.didEndDisplaying(id: id, in: cell) }
      listView.apply(sections)
      self.listView = listView
      self.cellModules = cellModules
      view = listView
    }

    /// Shows `cards`.
    func display(_ cards: [CardModel]) {
      self.cards = cards
      listView?.apply(sections)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      cellModules?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      cellModules?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      cellModules?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      cellModules?.endAppearanceTransition()
    }

    private var sections: [SectionModel] { [SectionModel(id: CardModel.section, cells: cards.map(AnyCellModel.init))] }
  }
#endif
