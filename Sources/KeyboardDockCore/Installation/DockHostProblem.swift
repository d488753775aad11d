/// Why a view controller cannot host a docked bar the way it was asked to, and what to do
/// instead: the checks behind the UIKit layer's debug-build assertions.
package enum DockHostProblem: Sendable, Equatable {
  /// The view controller's view is a scroll view (`UITableViewController`,
  /// `UICollectionViewController`): a bar added to it would scroll away with the content.
  case viewIsScrollView(viewController: String)
  /// A content view controller moves its scroll view's insets for the keyboard by itself
  /// (`UITableViewController`), so its content would make room for the keyboard twice.
  case contentAvoidsKeyboardItself(viewController: String)

  /// The problem for a view controller, or `nil` when it can host the bar.
  ///
  /// - Parameters:
  ///   - viewController: The type name, for the message.
  ///   - viewIsScrollView: `true` when the view the bar would be added to is a scroll view.
  ///   - avoidsKeyboardItself: `true` when the view controller changes its scroll view's insets
  ///     for the keyboard on its own.
  package static func check(
    viewController: String, viewIsScrollView: Bool, avoidsKeyboardItself: Bool
  ) -> DockHostProblem? {
    if avoidsKeyboardItself { return .contentAvoidsKeyboardItself(viewController: viewController) }
    if viewIsScrollView { return .viewIsScrollView(viewController: viewController) }
    return nil
  }

  /// What went wrong and what to do instead, in one message.
  package var message: String {
    switch self {
    case .viewIsScrollView(let name):
      return "KeyboardDock: the view of \(name) is a scroll view, so a bar added to it would scroll "
        + "with its content. Nothing was installed. Dock the bar in a container instead: "
        + "KeyboardDockViewController(contentViewController:) around a plain UIViewController "
        + "whose view is the table or collection view, or install in a parent view controller."
    case .contentAvoidsKeyboardItself(let name):
      return "KeyboardDock: \(name) is a UITableViewController, which moves its table's insets for "
        + "the keyboard by itself, so the table would make room for the keyboard twice. Use a "
        + "plain UIViewController whose loadView() sets view = tableView."
    }
  }
}
