#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// The growing field of ``KeyboardInputBar``, for a bar of your own: it grows line by line up to
/// `lineLimit` and scrolls beyond, and shows the panel a
/// ``SwiftUICore/View/keyboardPanel(isPresented:content:)`` around it asks for, in the keyboard's
/// place.
///
/// ```swift
/// HStack(alignment: .bottom) {
///   KeyboardTextEditor(text: $draft)
///   Button("Send") { send() }
/// }
/// .keyboardPanel(isPresented: $showsStickers) { StickerPanel() }
/// .keyboardDockBackground(.bar)
/// ```
///
/// It takes its font and colours from ``SwiftUICore/EnvironmentValues/keyboardInputBarAppearance``.
/// Return inserts a line break; it draws no border, prompt or send button, which your bar adds.
@MainActor
public struct KeyboardTextEditor: View {
  @Binding private var text: String
  private let lineLimit: ClosedRange<Int>
  private var focus: Binding<Bool>?
  @Environment(\.keyboardInputBarAppearance) private var appearance

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - text: The draft.
  ///   - lineLimit: The fewest and most lines the field shows before it scrolls. Defaults to
  ///     `1...5`; a lower bound below 1 counts as 1.
  public init(text: Binding<String>, lineLimit: ClosedRange<Int> = 1...5) {
    self._text = text
    self.lineLimit = max(1, lineLimit.lowerBound)...max(1, lineLimit.upperBound)
  }

  /// The field.
  public var body: some View {
    GrowingTextEditor(
      text: $text, lineLimit: lineLimit, returnKeyBehavior: .insertsLineBreak, onReturnKeySend: {},
      onPasteImages: nil, font: appearance.font, textColor: appearance.textColor, focus: focus)
  }

  /// Ties the field's focus to `isFocused`, as ``KeyboardInputBar/focused(_:)-(Binding<Bool>)``
  /// does.
  public func focused(_ isFocused: Binding<Bool>) -> KeyboardTextEditor {
    var editor = self
    editor.focus = isFocused
    return editor
  }
}
#endif
