#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What the demo's attachment panel offers.
public enum ChatAttachment: String, CaseIterable, Identifiable, Sendable {
  /// A photo from the library.
  case photo = "Photo"
  /// A new picture from the camera.
  case camera = "Camera"
  /// A document.
  case file = "File"
  /// The current location.
  case location = "Location"

  /// The attachment's name.
  public var id: String { rawValue }

  /// The attachment's SF Symbol.
  public var symbolName: String {
    switch self {
    case .photo: "photo.on.rectangle"
    case .camera: "camera"
    case .file: "doc"
    case .location: "location"
    }
  }
}

/// The demo's attachment panel, shown in the keyboard's place: one button per kind of attachment.
@MainActor
struct AttachmentPanel: View {
  var onPick: @MainActor (ChatAttachment) -> Void

  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 76), spacing: 16)], spacing: 16) {
      ForEach(ChatAttachment.allCases) { attachment in
        Button {
          onPick(attachment)
        } label: {
          VStack(spacing: 6) {
            Image(systemName: attachment.symbolName)
              .font(.title2)
              .frame(width: 56, height: 56)
              .background(Color(uiColor: .secondarySystemBackground), in: Circle())
            Text(attachment.rawValue).font(.caption)
          }
        }
        .buttonStyle(.plain)
      }
    }
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

/// The header above the text while the user replies to a message: the message and a close button.
@MainActor
struct ReplyHeader: View {
  var text: String
  var onClose: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 8) {
      RoundedRectangle(cornerRadius: 1.5).fill(Color.accentColor).frame(width: 3)
      VStack(alignment: .leading, spacing: 2) {
        Text("Replying").font(.caption.weight(.semibold)).foregroundColor(.accentColor)
        Text(text).font(.callout).lineLimit(1).foregroundColor(.secondary)
      }
      Spacer(minLength: 0)
      Button(action: onClose) {
        Image(systemName: "xmark.circle.fill").foregroundColor(.secondary)
      }
      .frame(minWidth: 44, minHeight: 44)
      .accessibilityLabel(Text("Cancel Reply"))
    }
    .fixedSize(horizontal: false, vertical: true)
  }
}

/// The round button that scrolls a chat back to its newest message.
@MainActor
struct ScrollToNewestButton: View {
  var action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      Image(systemName: "chevron.down")
        .font(.body.weight(.semibold))
        .frame(width: 40, height: 40)
        .background(.regularMaterial, in: Circle())
        .shadow(radius: 2)
    }
    .frame(minWidth: 44, minHeight: 44)
    .padding(12)
    .accessibilityLabel(Text("Scroll to Newest Message"))
  }
}
#endif
