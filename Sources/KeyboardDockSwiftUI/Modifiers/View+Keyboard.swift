#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

extension View {
  /// Docks content at the bottom of this view, on top of the keyboard when one is shown, moving
  /// with the keyboard's own animation and following the user's drag.
  ///
  /// ```swift
  /// MessageList(messages: messages)
  ///   .keyboardDock {
  ///     KeyboardInputBar("Message", text: $draft) { send($0) }
  ///   }
  /// ```
  ///
  /// The docked content rests on this view's bottom safe area (above the home indicator or a
  /// tab bar) and sits on the keyboard's top edge while the keyboard covers the view. It is
  /// hosted in UIKit, in a `UIHostingController` docked by `KeyboardDockInstaller`: its path,
  /// `max(overlap, safe area)` along the keyboard's own curve, is committed as keyframes in the
  /// keyboard's Core Animation transaction and runs in the render server, and each sample of a
  /// drag places it in the layout pass that carries it. The hosting controller is a child view
  /// controller of the screen's, so traits, safe areas and appearance calls reach the content as
  /// they reach any child, and the environment reaches it as it reaches this view.
  ///
  /// One `KeyboardTracker` does everything: the installer's, whose `KeyboardDockDriver` moves
  /// the bar and plans this view's bottom safe-area inset as the inset a scroll view filling the
  /// view would get — what the docked content covers, or what a docked keyboard the content does
  /// not follow covers, whichever is more, beyond the safe area. The inset is set at once when
  /// the driver answers, without animation: for a keyboard notification inside its handler, so
  /// SwiftUI lays the view out with it in the keyboard's own transaction; during a drag in the
  /// layout pass of each sample. A scroll view inside scrolls its content clear of the docked
  /// content and of the keyboard below it; with
  /// ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)`` the same driver
  /// moves its offset too, so a list at its newest edge rides with the docked content.
  ///
  /// SwiftUI's own `safeAreaInset(edge: .bottom)` with `scrollDismissesKeyboard(.interactively)`
  /// stays put while the keyboard is dragged and then jumps (see *How the iOS keyboard behaves*,
  /// "SwiftUI"); this modifier ignores SwiftUI's keyboard safe area for this view and follows the
  /// keyboard with its tracker instead. Add `.scrollDismissesKeyboard(.interactively)` (iOS 16)
  /// to the scroll view to let the user drag the keyboard away.
  ///
  /// By default the content does not follow an undocked or floating iPad keyboard, nor a
  /// keyboard another app raised (Split View, Slide Over); the view's content still scrolls
  /// clear of the latter (see *How the iOS keyboard behaves*, "Multitasking"). The keyboard's
  /// snapshot is in the environment of this view and of the docked content as
  /// ``SwiftUICore/EnvironmentValues/keyboard``.
  ///
  /// - Parameters:
  ///   - configuration: When the content follows the keyboard, the spacing between them, and
  ///     the least distance from the bottom. Defaults to `DockConfiguration.default`.
  ///     `DockConfiguration/usesBottomSafeArea` has no effect: SwiftUI rests
  ///     the content on the bottom safe area.
  ///   - liftPolicy: How a list under
  ///     ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)`` moves as the
  ///     docked content and the keyboard cover more or less of it: `KeyboardLiftPolicy`'s rules,
  ///     as UIKit's dock applies them. Defaults to `KeyboardLiftPolicy.whenAtEnd`.
  ///   - content: The content to dock, typically a ``KeyboardInputBar``.
  @MainActor
  public func keyboardDock<Content: View>(
    _ configuration: DockConfiguration = .default,
    liftPolicy: KeyboardLiftPolicy = .whenAtEnd,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(KeyboardDockModifier(configuration: configuration, liftPolicy: liftPolicy, docked: content()))
  }

  /// Puts the keyboard's state in this view's environment as
  /// ``SwiftUICore/EnvironmentValues/keyboard``, without changing its layout.
  ///
  /// Use it when a screen lays itself out around the keyboard on its own, or reacts to it:
  ///
  /// ```swift
  /// struct Toolbar: View {
  ///   @Environment(\.keyboard) private var keyboard
  ///   var body: some View {
  ///     Controls().opacity(keyboard.isVisible ? 0 : 1)
  ///   }
  /// }
  /// ```
  ///
  /// Lengths are measured against this view as SwiftUI lays it out without keyboard
  /// avoidance. A snapshot arrives when a transition starts, with the lengths it ends at, set
  /// with the keyboard's animation, and when a drag starts and ends, without animation; animate
  /// changes of your own with the snapshot's ``KeyboardSnapshot/animation`` (see
  /// <doc:MovingWithTheKeyboard>).
  ///
  /// - Parameter configuration: The rules for the snapshot's
  ///   ``KeyboardSnapshot/dockLayout``. Defaults to `DockConfiguration.default`.
  @MainActor
  public func tracksKeyboard(_ configuration: DockConfiguration = .default) -> some View {
    modifier(KeyboardTrackingModifier(configuration: configuration))
  }

  /// Keeps this view's content clear of the keyboard where SwiftUI's own avoidance falls short:
  /// in a hosting controller embedded in UIKit, in sheets and multitasking windows, and with
  /// floating iPad keyboards.
  ///
  /// The view ignores SwiftUI's keyboard safe area and gets a bottom safe-area inset of what
  /// the keyboard really covers of it beyond its safe area (see *How the iOS keyboard behaves*,
  /// "Scroll-view insets") — the intersection with the view as it is on screen (see *How the iOS
  /// keyboard behaves*, "Multitasking") — so a scroll view inside scrolls its content clear of
  /// the keyboard. An undocked or floating keyboard covers no bottom area and gets no inset,
  /// where SwiftUI's avoidance would shrink the view (see *How the iOS keyboard behaves*,
  /// "SwiftUI"). A keyboard another app raised is avoided too (see *How the iOS keyboard
  /// behaves*, "Multitasking").
  ///
  /// The inset is the answer of the same `KeyboardDockDriver` that docks a bar, for a scroll view
  /// that fills the view and no bar, from one `KeyboardTracker` that follows notifications only.
  /// It is set when the driver answers — for a keyboard notification inside its handler, with the
  /// keyboard's animation, so content that does not scroll moves with the keyboard rather than
  /// jumping (see *How the iOS keyboard behaves*, "SwiftUI"); at once for a list whose offset the
  /// driver moves — and during interactive dismissal when the user lets go (see *How the iOS
  /// keyboard behaves*, "Scroll-view insets"). A list
  /// with ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)`` has its
  /// offset moved by the same driver, with the keyboard.
  ///
  /// In a `UIHostingController` embedded in UIKit you may also set the hosting controller's
  /// `safeAreaRegions` to `.container` (iOS 16.4) so that SwiftUI avoids the keyboard nowhere
  /// in it; this modifier does not need it, since it ignores SwiftUI's keyboard safe area for
  /// this view on every version.
  @MainActor
  public func keyboardAvoiding() -> some View {
    modifier(KeyboardAvoidingModifier())
  }
}
#endif
