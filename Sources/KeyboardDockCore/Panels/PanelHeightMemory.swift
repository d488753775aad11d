import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Remembers the docked system keyboard's height per screen size, orientation and hardware-keyboard
/// state, and answers the height a panel shown in the keyboard's place should have.
///
/// A panel at exactly the keyboard's height takes the keyboard's place without moving the bar or
/// the messages. The memory answers, in order:
///
/// 1. the height remembered for the placement's screen, orientation and keyboard state;
/// 2. the height remembered for the same screen and orientation with the other hardware-keyboard
///    state;
/// 3. ``PanelHeightRules/fallback``, by device idiom and orientation;
///
/// each capped at ``PanelHeightRules/maximumWindowFraction`` of the window's height. Feed it the
/// system keyboard's heights with `remember(keyboardHeight:for:)` or
/// `remember(_:in:accessoryHeight:)`, never a panel's own. Persist it across launches with a
/// ``PanelHeightStore`` (``init(loadingFrom:rules:)`` and `save(to:)`).
///
/// See <doc:PanelsAndTheKeyboardsHeight>.
public struct PanelHeightMemory: Sendable, Equatable {
  /// The most heights kept: the memory forgets the least recently remembered beyond this.
  package static let capacity = 16

  /// The rules heights are remembered and answered by; defaults to ``PanelHeightRules/default``.
  public var rules: PanelHeightRules
  /// The remembered heights, least recently remembered first.
  public private(set) var entries: [Entry]

  /// One remembered keyboard height.
  public struct Entry: Sendable, Equatable {
    /// The screen and keyboard state it was measured for.
    public var key: PanelHeightKey
    /// The keyboard's height, in points.
    public var height: CGFloat

    /// Creates an entry.
    public init(key: PanelHeightKey, height: CGFloat) {
      self.key = key
      self.height = height
    }
  }

  /// Creates a memory that remembers nothing yet.
  ///
  /// - Parameter rules: See ``rules``; defaults to ``PanelHeightRules/default``.
  public init(rules: PanelHeightRules = .default) {
    self.rules = rules
    self.entries = []
  }

  /// `true` while nothing is remembered.
  public var isEmpty: Bool { entries.isEmpty }

  /// The height remembered for exactly `key`, or `nil`.
  package func rememberedHeight(for key: PanelHeightKey) -> CGFloat? {
    entries.last { $0.key == key }?.height
  }

  /// Remembers a docked system keyboard's height for a screen and keyboard state.
  ///
  /// - Parameters:
  ///   - height: The keyboard's own height, in points, without an input accessory. A height that is
  ///     not finite, or at or below ``PanelHeightRules/minimumKeyboardHeight``, is not remembered.
  ///   - key: The screen and keyboard state it was measured for.
  /// - Returns: `true` when the height was remembered.
  @discardableResult
  package mutating func remember(keyboardHeight height: CGFloat, for key: PanelHeightKey) -> Bool {
    guard rules.accepts(keyboardHeight: height) else { return false }
    entries.removeAll { $0.key == key }
    entries.append(Entry(key: key, height: height))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    return true
  }

  /// Forgets every remembered height.
  package mutating func removeAll() {
    entries.removeAll()
  }

  /// The height of a panel shown in the keyboard's place, in points.
  ///
  /// See the order in the type's description. A placement whose screen size is not finite and
  /// above `0` has no key and gets the fallback, in portrait unless its width is known to be the
  /// larger side; a window height that is not finite or not above `0` caps nothing.
  package func panelHeight(for placement: PanelPlacement) -> CGFloat {
    let height =
      placement.key.flatMap { key in
        rememberedHeight(for: key) ?? rememberedHeight(for: key.otherKeyboardState)
      }
      ?? rules.fallback.height(for: placement.idiom, isLandscape: placement.isLandscape)
    return rules.capped(height, windowHeight: placement.windowHeight)
  }

  /// Whether `panelHeight(for:)` answers from a measured keyboard rather than the fallback: a
  /// panel shown now takes the keyboard's place without moving the bar when this is `true`.
  package func hasRememberedHeight(for placement: PanelPlacement) -> Bool {
    guard let key = placement.key else { return false }
    return rememberedHeight(for: key) != nil || rememberedHeight(for: key.otherKeyboardState) != nil
  }
}
