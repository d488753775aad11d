#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
  /// Keeps the newest content of this `ScrollView` or `List` visible while the keyboard moves,
  /// while the docked bar grows, and when content is added — unless the user scrolled away from
  /// it.
  ///
  /// ```swift
  /// ScrollView { MessageRows(messages) }
  ///   .keepsNewestContentVisible()
  ///   .scrollDismissesKeyboard(.interactively)   // iOS 16
  ///   .keyboardDock { KeyboardInputBar("Message", text: $draft) { send($0) } }
  /// ```
  ///
  /// A list resting at its newest edge — the bottom, or the top of an inverted list — stays
  /// there as its insets, its height and its content change, in the layout pass that changes
  /// them and with no animation of its own, so the newest message stays on the bar. A list the
  /// user scrolled away from keeps its position, and nothing moves while the user drags or the
  /// content decelerates; scrolling back to the newest edge follows it again. The list opens on
  /// its newest content. The rules are `NewestContentPinning`'s, in KeyboardDockCore. It works
  /// with `scrollDismissesKeyboard(.interactively)` (iOS 16): during the drag the list is left
  /// alone.
  ///
  /// Under ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` a change of the list's insets —
  /// the keyboard or the docked content covering more or less of it — moves the list by the
  /// dock's `KeyboardLiftPolicy`, with the rule UIKit's dock uses: `.whenAtEnd` (the default) as
  /// above; `.always` also moves a list in its history with the keyboard, up and down;
  /// `.persistent` moves it up only; `.never` moves nothing and leaves the newest message under
  /// the keyboard. Content added moves a list at its newest edge under every policy.
  ///
  /// Under ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` and
  /// ``SwiftUICore/View/keyboardAvoiding()`` that move is the modifier's: its `KeyboardDockDriver`
  /// plans the list's offset as it plans a UIKit list's under `KeyboardDockInstaller`, and the
  /// offset is set inside the keyboard notification handler, so the list rides with the bar
  /// frame by frame in the keyboard's own animation instead of jumping when SwiftUI lays the new
  /// inset out (<doc:MovingWithTheKeyboard>). A flipped list keeps the behaviour above.
  ///
  /// Apply it directly to the `ScrollView` or `List`. It finds the `UIScrollView` that shows it
  /// through public UIKit API (the views around it, matched by their frame on screen) and does
  /// nothing when there is none. Under ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` or another
  /// keyboard modifier it is updated when each keyboard transition starts, and when a drag starts
  /// and ends.
  ///
  /// With `isNewestContentInView`, the modifier also says whether the newest content is in view —
  /// for a scroll-to-newest button — as the core's `NewestContentVisibility` decides: `true` while the
  /// list rests within 1 pt of its newest edge, above the keyboard and the docked bar, and `false` once
  /// the user scrolls away or the keyboard covers the newest message. The binding is written only
  /// when the value changes, on the turn after the scroll or layout change that changed it.
  ///
  /// ```swift
  /// @State private var isAtNewest = true
  /// ScrollView { MessageRows(messages) }
  ///   .keepsNewestContentVisible(isNewestContentInView: $isAtNewest)
  ///   .overlay(alignment: .bottomTrailing) {
  ///     if !isAtNewest { ScrollToNewestButton() }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - inverted: `true` for a list flipped upside down (for example with
  ///     `scaleEffect(x: 1, y: -1)`), whose newest content is at its top. Defaults to `false`.
  ///   - isNewestContentInView: Set to whether the newest content is in view, or `nil` when no one
  ///     needs to know. Defaults to `nil`.
  @MainActor
  public func keepsNewestContentVisible(
    inverted: Bool = false, isNewestContentInView: Binding<Bool>? = nil
  ) -> some View {
    modifier(NewestContentModifier(isInverted: inverted, isNewestContentInView: isNewestContentInView))
  }
}
#endif
