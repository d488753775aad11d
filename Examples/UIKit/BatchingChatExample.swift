#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A chat whose list batches its own updates and keeps its own position, ported from the shape of
/// a ChatLayout screen (rewritten here, not copied): the app, not the dock, owns the list.
///
/// - The collection view's layout (``BottomAnchoredLayout``) takes a snapshot of the distance to
///   the newest message before any change of the insets or the content, and restores it after.
/// - The installer hands each change of the scroll view's insets to
///   ``KeyboardDock/KeyboardDockInstaller/scrollViewChangeHandler``: the screen applies the insets
///   itself, inside the keyboard's animation, and restores its snapshot instead of taking the
///   installer's offset.
/// - Messages that arrive while the keyboard moves wait for the transition's end
///   (``KeyboardDock/KeyboardDockInstaller/onTransition``) and go in as one batch.
/// - When the bar grows (``KeyboardDock/InputBarView/onHeightChange``) the list stays on its
///   newest message, and the send button shows a spinner while a message is being sent
///   (``KeyboardDock/InputBarView/isSending``).
@MainActor
public func makeBatchingChatExample() -> UIViewController {
  BatchingChatViewController()
}

/// The chat screen of ``makeBatchingChatExample()``.
@MainActor
final class BatchingChatViewController: UIViewController, UICollectionViewDataSource {
  private let layout = BottomAnchoredLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  private let inputBar = InputBarView(configuration: InputBarConfiguration(placeholder: "Message"))
  private var messages: [String] = (1...30).map { "Message \($0)" }
  /// Messages that arrived while the keyboard moved, inserted when it comes to rest.
  private var pending: [String] = []
  private var isKeyboardMoving = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Batching Chat"
    view.backgroundColor = .systemBackground
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.dataSource = self
    collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.identifier)
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: collectionView, in: self)
    installer.scrollViewChangeHandler = { [weak self] change in self?.apply(change) }
    installer.onTransition = { [weak self] event in self?.keyboardTransition(event) }
    installer.install()

    inputBar.onSend = { [weak self] text in self?.send(text) }
    inputBar.onHeightChange = { [weak self] _ in
      guard let self else { return }
      // The bar grows in this layout pass: keep the same messages above it.
      let snapshot = layout.snapshot()
      collectionView.layoutIfNeeded()
      layout.restore(snapshot)
    }
    let simulate = UIAction(title: "Receive") { [weak self] _ in self?.receive("A reply") }
    navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: simulate)
  }

  /// The installer's change of the insets, made by the screen: the insets as planned, the position
  /// from the layout's own snapshot rather than the installer's offset.
  private func apply(_ change: KeyboardDockInstaller.ScrollViewChange) {
    let snapshot = layout.snapshot()
    collectionView.contentInset = change.contentInset
    collectionView.verticalScrollIndicatorInsets = change.verticalScrollIndicatorInsets
    // Inside the keyboard's animation block when a notification moves the keyboard: the offset
    // set here moves with it.
    layout.restore(snapshot)
  }

  private func keyboardTransition(_ event: KeyboardTracker.TransitionEvent) {
    switch event {
    case .began:
      isKeyboardMoving = true
    case .ended:
      isKeyboardMoving = false
      insertPending()
    }
  }

  private func send(_ text: String) {
    inputBar.isSending = true
    Task { @MainActor [weak self] in
      // A round trip to a server would go here.
      try? await Task.sleep(nanoseconds: 300_000_000)
      guard let self else { return }
      inputBar.isSending = false
      receive(text)
    }
  }

  private func receive(_ text: String) {
    pending.append(text)
    if !isKeyboardMoving { insertPending() }
  }

  /// Inserts the waiting messages as one batch, keeping the distance to the newest message.
  private func insertPending() {
    guard !pending.isEmpty else { return }
    let start = messages.count
    messages += pending
    let paths = (start..<messages.count).map { IndexPath(item: $0, section: 0) }
    pending = []
    let snapshot = layout.snapshot()
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: paths)
    } completion: { _ in
    }
    layout.restore(snapshot)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    messages.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.identifier, for: indexPath)
    (cell as? MessageCell)?.label.text = messages[indexPath.item]
    return cell
  }
}

/// A flow layout that keeps its place from the bottom: a snapshot of the distance from the visible
/// bottom to the end of the content, restored after insets or content change.
@MainActor
final class BottomAnchoredLayout: UICollectionViewFlowLayout {
  /// How far the visible bottom is above the end of the content, in points.
  struct Snapshot {
    var distanceFromEnd: CGFloat
  }

  override init() {
    super.init()
    minimumLineSpacing = 8
    estimatedItemSize = .zero
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
    itemSize = CGSize(width: max(0, width), height: 44)
  }

  /// The current distance from the visible bottom to the content's end.
  func snapshot() -> Snapshot {
    guard let collectionView else { return Snapshot(distanceFromEnd: 0) }
    let visibleBottom =
      collectionView.contentOffset.y + collectionView.bounds.height
      - collectionView.adjustedContentInset.bottom
    return Snapshot(distanceFromEnd: collectionViewContentSize.height - visibleBottom)
  }

  /// Scrolls so that the distance from the visible bottom to the content's end is the snapshot's,
  /// within the scrollable range.
  func restore(_ snapshot: Snapshot) {
    guard let collectionView else { return }
    let inset = collectionView.adjustedContentInset
    let bottom = collectionViewContentSize.height - snapshot.distanceFromEnd
    let highest = -inset.top
    let lowest = max(highest, collectionViewContentSize.height + inset.bottom - collectionView.bounds.height)
    let y = min(max(bottom - collectionView.bounds.height + inset.bottom, highest), lowest)
    collectionView.contentOffset.y = y
  }
}

/// A message bubble of ``BatchingChatViewController``.
private final class MessageCell: UICollectionViewCell {
  static let identifier = "MessageCell"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
#endif
