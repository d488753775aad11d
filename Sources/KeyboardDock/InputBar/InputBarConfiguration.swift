#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// The values an ``InputBarView`` is configured with: text, growth, buttons and accessibility.
///
/// A value type: change a copy and assign it to ``InputBarView/configuration``. Every property
/// has the default stated in its comment. The English defaults for the visible and spoken strings
/// are placeholders for apps to localize.
public struct InputBarConfiguration: Sendable, Equatable {
  /// The text shown while the text view is empty; defaults to `"Message"`.
  public var placeholder: String
  /// The fewest lines the text view shows, even when empty; defaults to `1`.
  ///
  /// A count below 1 reads as 1 (the rule of `TextGrowthConfiguration`'s planning methods).
  public var minimumLineCount: Int
  /// The most lines the text view grows to before it scrolls.
  ///
  /// Defaults to `5`. The space actually available (between the container's top bars and the keyboard) can
  /// cap it lower (see *How the iOS keyboard behaves*, "Auto-growing text"). A maximum below the minimum
  /// reads as the minimum.
  public var maximumLineCount: Int
  /// The text style of the text view's font, which follows Dynamic Type; defaults to `.body`.
  public var textStyle: UIFont.TextStyle
  /// A custom font, or `nil` for the system font of ``textStyle``.
  ///
  /// A custom font is scaled for Dynamic Type with `UIFontMetrics(forTextStyle: textStyle)`. Defaults to
  /// `nil`.
  public var font: UIFont?
  /// Whether the bar shows an attach button before the text view; defaults to `false`.
  public var showsAttachButton: Bool
  /// The attach button's image; defaults to the `plus.circle` system symbol.
  public var attachButtonImage: UIImage?
  /// The send button's title, shown instead of its image when not `nil`; defaults to `nil`.
  public var sendButtonTitle: String?
  /// The send button's image; defaults to the `arrow.up.circle.fill` system symbol.
  public var sendButtonImage: UIImage?
  /// Whether sending clears the text view; defaults to `true`.
  public var clearsTextOnSend: Bool
  /// What the Return key of a hardware keyboard does; defaults to `.returnSends`.
  ///
  /// `.returnSends`: Return and Command-Return send, Shift-Return and Option-Return insert a line
  /// break; `.commandReturnSends`: only Command-Return sends; `.insertsLineBreak`: no key sends.
  /// While an input method composes a word, Return always commits the word. The software
  /// keyboard's Return key inserts a line break whatever this says.
  public var returnKeyBehavior: HardwareReturnKeyBehavior
  /// Whether the bar's background reaches down to its superview's bottom edge.
  ///
  /// The background then fills the space behind the home indicator and the keyboard, so no content shows
  /// below a bar that rests on the safe area. Docked by a ``KeyboardDockInstaller``, which lifts the bar by
  /// its transform, the background grows below the bar by the lift, with the bar's motion. Ignored in
  /// accessory mode. Defaults to `true`.
  public var extendsBackgroundToBottomEdge: Bool
  /// VoiceOver's label for the text view; defaults to `"Message"`.
  public var textViewAccessibilityLabel: String
  /// VoiceOver's label for the send button; defaults to `"Send"`.
  ///
  /// When ``sendButtonTitle`` shows a title that this label does not contain, the title is the
  /// label, so Voice Control answers to what the user sees; both are Voice Control's input labels.
  public var sendButtonAccessibilityLabel: String
  /// VoiceOver's label for the attach button; defaults to `"Add Attachment"`.
  public var attachButtonAccessibilityLabel: String
  /// The bar's look: Liquid Glass floating above the keyboard, or the classic bar flat on it.
  ///
  /// Defaults to `.automatic`: glass on iOS 26 and later unless the app's Info.plist sets
  /// `UIDesignRequiresCompatibility`, classic on iOS 15–25 (see `ComposerStyle`). A glass bar docked
  /// by ``KeyboardDockInstaller`` keeps `ComposerGeometry.floating`'s gaps above the keyboard and
  /// the home indicator, and the scroll view's content scrolls under it.
  public var style: ComposerStyle

  /// Creates a configuration; every argument has the default documented on its property.
  public init(
    placeholder: String = "Message",
    minimumLineCount: Int = 1,
    maximumLineCount: Int = 5,
    textStyle: UIFont.TextStyle = .body,
    font: UIFont? = nil,
    showsAttachButton: Bool = false,
    attachButtonImage: UIImage? = UIImage(systemName: "plus.circle"),
    sendButtonTitle: String? = nil,
    sendButtonImage: UIImage? = UIImage(systemName: "arrow.up.circle.fill"),
    clearsTextOnSend: Bool = true,
    returnKeyBehavior: HardwareReturnKeyBehavior = .returnSends,
    extendsBackgroundToBottomEdge: Bool = true,
    textViewAccessibilityLabel: String = "Message",
    sendButtonAccessibilityLabel: String = "Send",
    attachButtonAccessibilityLabel: String = "Add Attachment",
    style: ComposerStyle = .automatic
  ) {
    self.placeholder = placeholder
    self.minimumLineCount = minimumLineCount
    self.maximumLineCount = maximumLineCount
    self.textStyle = textStyle
    self.font = font
    self.showsAttachButton = showsAttachButton
    self.attachButtonImage = attachButtonImage
    self.sendButtonTitle = sendButtonTitle
    self.sendButtonImage = sendButtonImage
    self.clearsTextOnSend = clearsTextOnSend
    self.returnKeyBehavior = returnKeyBehavior
    self.extendsBackgroundToBottomEdge = extendsBackgroundToBottomEdge
    self.textViewAccessibilityLabel = textViewAccessibilityLabel
    self.sendButtonAccessibilityLabel = sendButtonAccessibilityLabel
    self.attachButtonAccessibilityLabel = attachButtonAccessibilityLabel
    self.style = style
  }

  /// The font for the text view at the given traits: ``font`` scaled, or the text style's.
  @MainActor
  func resolvedFont(compatibleWith traits: UITraitCollection?) -> UIFont {
    guard let font else { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits) }
    return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font, compatibleWith: traits)
  }
}
#endif
