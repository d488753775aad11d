#if canImport(UIKit)
import UIKit
import KeyboardDockCore
@MainActor public final class Probe { public let v = UIView() }
#endif
