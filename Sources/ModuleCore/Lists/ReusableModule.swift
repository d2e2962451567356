#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The input of a module that lives in a list cell and is reused for other items (in a list whose
  /// cells are modules).
  @MainActor
  public protocol ReusableModuleInput<Item, State>: ModuleInput {
    /// What the module shows.
    associatedtype Item: Sendable
    /// The UI state kept per item while its cell is away (e.g. an inner collection's offset).
    associatedtype State: Sendable
    /// Shows `item`, restoring its saved state; the previous item's pending work is cancelled and
    /// its late results are ignored.
    func show(_ item: Item, restoring state: State?)
    /// The UI state to keep for the item shown now.
    func currentState() -> State?
  }

  /// A reusable module as a list holds it: its view controller and its input, opened once (an
  /// `any XModuleInput` does not convert to the parameterised protocol).
  @MainActor
  public struct ReusableModule<Item: Sendable, State: Sendable> {
    /// The module's view controller.
    public let viewController: UIViewController
    let show: @MainActor (Item, State?) -> Void
    let currentState: @MainActor () -> State?

    /// Wraps a module's view controller and input.
    public init<Input: ReusableModuleInput>(viewController: UIViewController, input: Input)
    where Input.Item == Item, Input.State == State {
      self.viewController = viewController
      show = { item, state in input.show(item, restoring: state) }
      currentState = { input.currentState() }
    }
  }
#endif
