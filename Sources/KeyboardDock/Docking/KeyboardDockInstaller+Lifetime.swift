#if canImport(UIKit)
import KeyboardDockCore
import ObjectiveC
import UIKit
import os

extension KeyboardDockInstaller {
  /// Checks that the view controller can host the bar before anything is installed.
  ///
  /// A view controller whose view is a scroll view (`UITableViewController`,
  /// `UICollectionViewController`) cannot: the bar would scroll away with the content. The
  /// installer logs a fault that says what to do instead and installs nothing; it never traps.
  ///
  /// - Returns: `true` when the bar can be installed in `view`.
  func canHostBar(in view: UIView, of viewController: UIViewController) -> Bool {
    let problem = DockHostProblem.check(
      viewController: String(describing: type(of: viewController)),
      viewIsScrollView: view is UIScrollView, avoidsKeyboardItself: false)
    guard let problem else { return true }
    Self.report(problem)
    return false
  }

  /// Checks a container's content view controller: a `UITableViewController` moves its table's
  /// insets for the keyboard by itself, so its table would make room for the keyboard twice.
  ///
  /// The installer logs a fault that says what to do instead and docks the bar all the same; it
  /// never traps.
  static func checkContent(_ contentViewController: UIViewController) {
    let problem = DockHostProblem.check(
      viewController: String(describing: type(of: contentViewController)), viewIsScrollView: false,
      avoidsKeyboardItself: contentViewController is UITableViewController)
    if let problem { report(problem) }
  }

  /// Reports a misuse as a fault in the unified log (subsystem `KeyboardDock`, category
  /// `Installation`), which Xcode's console shows in red and which a debugger can break on; it never
  /// traps, in debug or release builds.
  ///
  /// `os_log` with a format string rather than `Logger`, as the tracker logs: `Logger`'s
  /// interpolated messages need the compiler's OSLog optimisation, which older SDKs' overlays reject.
  static func report(_ problem: DockHostProblem) {
    os_log(
      .fault, log: OSLog(subsystem: "KeyboardDock", category: "Installation"), "%{public}@", problem.message)
  }

  /// Called at the end of ``install()``: the view controller keeps the installer alive until
  /// ``uninstall()``, and the scroll view bounces while the keyboard is up.
  func didInstall(tracker: KeyboardTracker) {
    if let scrollView { keyboardBounce = KeyboardBounce(scrollView: scrollView, tracker: tracker) }
    guard let viewController else { return }
    RetainedInstallers.of(viewController).installers.append(self)
  }

  /// Called at the start of ``uninstall()``: the bounce is put back, and the view controller no
  /// longer keeps the installer alive (the caller's reference does until the call returns).
  func willUninstall() {
    keyboardBounce?.restore()
    keyboardBounce = nil
    guard let viewController else { return }
    RetainedInstallers.of(viewController).installers.removeAll { $0 === self }
  }
}

/// The installers a view controller keeps alive: associated with the view controller, so they
/// live exactly as long as it does unless uninstalled first.
///
/// The installer holds the view controller weakly, so there is no cycle.
@MainActor
private final class RetainedInstallers {
  var installers: [KeyboardDockInstaller] = []

  /// The list of `viewController`, created on first use.
  static func of(_ viewController: UIViewController) -> RetainedInstallers {
    if let existing = objc_getAssociatedObject(viewController, &associationKey) as? RetainedInstallers {
      return existing
    }
    let created = RetainedInstallers()
    objc_setAssociatedObject(viewController, &associationKey, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return created
  }
}

/// The association key: its address, not its value, identifies the association.
@MainActor private var associationKey: UInt8 = 0
#endif
