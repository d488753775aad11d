#if canImport(UIKit)
import KeyboardDock
import UIKit

// The shorter blocks of the UIKit articles and of the core's article on panels, compiled here in the
// context an app gives them. `SnippetCompilationTests` finds each block in this file, line for line,
// so an article cannot show code that does not compile.

/// A list that appends messages, as the articles' `messagesViewController`.
@MainActor
final class SnippetMessagesViewController: UIViewController {
  private(set) var messages: [String] = []

  func append(_ message: String) {
    messages.append(message)
  }
}

/// A conversation that sends text and attaches images, as the articles' `conversation`.
@MainActor
final class SnippetConversation {
  private(set) var sent: [String] = []
  private(set) var attached: [UIImage] = []

  func send(_ text: String) { sent.append(text) }
  func attach(_ images: [UIImage]) { attached += images }
}

/// A reply preview shown above the text row.
@MainActor
final class ReplyPreview: UILabel {
  init(_ message: String) {
    super.init(frame: .zero)
    text = message
    numberOfLines = 2
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A view controller of an app's own, the place the articles' blocks stand in.
@MainActor
final class SnippetChatViewController: UIViewController {
  let inputBar = InputBarView()
  let tableView = UITableView()
  let scrollView = UIScrollView()
  let bar = UIView()
  var avoidance = KeyboardAvoidance()
  var recorder: KeyboardTraceRecorder?
  private(set) lazy var tracker = makeTracker()

  // FrameSources.md
  func makeTracker() -> KeyboardTracker {
    let tracker = KeyboardTracker(
      view: view, configuration: .init(frameSource: .layoutGuide))  // the default
    return tracker
  }

  override var inputAccessoryView: UIView? { tracker.accessoryView }

  // GettingStarted.md
  func containContent(messagesViewController: SnippetMessagesViewController) -> UIViewController {
    let chat = KeyboardDockViewController(contentViewController: messagesViewController)
    chat.inputBar.onSend = { text in messagesViewController.append(text) }
    return chat
  }

  func dockInThisViewController() {
    KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self).install()
  }

  func configureBar(list: UIViewController, presentPhotoPicker: @escaping @MainActor () -> Void)
    -> UIViewController
  {
    var configuration = InputBarConfiguration(placeholder: "iMessage", maximumLineCount: 8)
    configuration.showsAttachButton = true
    let chat = KeyboardDockViewController(contentViewController: list, inputBarConfiguration: configuration)
    chat.inputBar.onAttach = { presentPhotoPicker() }
    return chat
  }

  func avoidKeyboardInForm() {
    avoidance = KeyboardAvoidance(scrollView: scrollView)
  }

  // UIKitAPI.md
  func followWithTracker() {
    tracker.onUpdate = { [weak self] update in
      guard let self, let motion = update.barMotion else { return }
      motion.applyToDockedBar(self.bar)  // the bar's transform, and keyframes on its layer
    }
  }

  func makeBar(conversation: SnippetConversation, cameraButton: UIButton, message: String) -> InputBarView {
    let configuration = InputBarConfiguration(placeholder: "Message", maximumLineCount: 6)
    let inputBar = InputBarView(configuration: configuration)
    inputBar.setLeadingItems([cameraButton])
    inputBar.onSend = { text in conversation.send(text) }
    inputBar.setHeaderView(ReplyPreview(message), animated: true)  // nil removes it
    inputBar.onPasteImages = { images in conversation.attach(images) }
    return inputBar
  }

  func showPanels(of inputBar: InputBarView, attachmentPanel: UIView) {
    inputBar.onAttach = { [unowned inputBar] in inputBar.panelController.toggle(attachmentPanel) }
  }

  func showChat(messagesViewController: SnippetMessagesViewController) {
    let chat = KeyboardDockViewController(contentViewController: messagesViewController)
    chat.inputBar.onSend = { text in messagesViewController.append(text) }
    navigationController?.pushViewController(chat, animated: true)
  }

  func avoidKeyboardWithMargin() {
    avoidance = KeyboardAvoidance(scrollView: scrollView)  // keep a reference
    avoidance.margin = 12  // points around the field; default 8
    // avoidance.detach() removes exactly what it added
  }

  func recordTrace() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard.jsonl")
    recorder = try KeyboardTraceRecorder(tracker: tracker, destination: url)
    // … reproduce the problem, then:
    try recorder?.stop()  // and run `kbdock replay keyboard.jsonl`
  }

  // VerifyingOnYourDevice.md (KeyboardDockReplay)
  func recordMeasuredTrace(to url: URL) throws {
    recorder = try KeyboardTraceRecorder(tracker: tracker, destination: url, measuring: inputBar)
  }

  // ComingFromInputBarAccessoryView.md
  func portInputBarAccessoryView(
    conversation: SnippetConversation, cameraButton: UIButton, formattingRow: UIView,
    collectionView: UICollectionView
  ) {
    let inputBar = InputBarView(configuration: InputBarConfiguration(placeholder: "Aa"))
    inputBar.setLeadingItems([cameraButton])
    inputBar.setBottomItems([formattingRow])
    inputBar.onSend = { [unowned inputBar] text in
      inputBar.isSending = true  // a spinner in the send button's place until you set it back
      conversation.send(text)
    }
    KeyboardDockInstaller(inputBar: inputBar, scrollView: collectionView, in: self).install()
  }

  // UIKitLayer.md
  func dockABarOfYourOwn(textField: UITextField) {
    let surface = ComposerSurfaceView(style: .automatic)
    surface.contentView.addSubview(textField)
    bar.addSubview(surface)
    let installer = KeyboardDockInstaller(inputBar: bar, scrollView: tableView, in: self)
    installer.barStyle = .automatic
    installer.backgroundExtension = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    installer.install()
  }

  // PanelsAndTheKeyboardsHeight.md (KeyboardDockCore)
  func showPanelsOfYourOwn(attachmentPanel: UIView) {
    let panels = KeyboardPanelController(textView: inputBar.textView)
    inputBar.onAttach = { panels.toggle(attachmentPanel) }  // keyboard → panel → keyboard
  }
}
#endif
