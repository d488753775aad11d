import Foundation

/// Where a ``PanelHeightMemory`` is kept between launches: the app's choice of storage.
///
/// The store keeps bytes; the memory decides what they mean (`PanelHeightMemory.encoded()`) and
/// reads anything it cannot use as empty (``PanelHeightMemory/init(data:rules:)``).
/// ``UserDefaultsPanelHeightStore`` is the default.
public protocol PanelHeightStore: Sendable {
  /// The bytes saved last, or `nil` when nothing was saved.
  func loadPanelHeights() -> Data?
  /// Saves `data`, replacing what was saved before.
  func savePanelHeights(_ data: Data)
}

/// Keeps a ``PanelHeightMemory`` in `UserDefaults`.
///
/// `UserDefaults` is a required-reason API: the module's privacy manifest
/// (`PrivacyInfo.xcprivacy`, a resource of `KeyboardDockCore`) declares reason `CA92.1`, data
/// only the app itself reads and writes. A store on an app group's suite shares the data with the
/// group's members: an app that passes one declares `1C8F.1` in its own manifest.
public struct UserDefaultsPanelHeightStore: PanelHeightStore {
  /// The defaults suite, or `nil` for `UserDefaults.standard`.
  public var suiteName: String?
  /// The defaults key; defaults to `"KeyboardDock.panelHeights"`.
  public var key: String

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - suiteName: A defaults suite, for example an app group's, or `nil` for
  ///     `UserDefaults.standard`. Defaults to `nil`.
  ///   - key: The defaults key; defaults to `"KeyboardDock.panelHeights"`.
  public init(suiteName: String? = nil, key: String = "KeyboardDock.panelHeights") {
    self.suiteName = suiteName
    self.key = key
  }

  /// The data stored under `key`, or `nil` when there is none or it is not data.
  public func loadPanelHeights() -> Data? {
    defaults.data(forKey: key)
  }

  /// Stores `data` under `key`.
  public func savePanelHeights(_ data: Data) {
    defaults.set(data, forKey: key)
  }

  private var defaults: UserDefaults {
    suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
  }
}

extension PanelHeightMemory {
  /// Creates a memory with the heights `store` kept, or an empty one when it kept none or nothing
  /// usable.
  ///
  /// - Parameters:
  ///   - store: Where the heights were saved with `save(to:)`.
  ///   - rules: See ``rules``; defaults to ``PanelHeightRules/default``.
  public init(loadingFrom store: some PanelHeightStore, rules: PanelHeightRules = .default) {
    self.init(data: store.loadPanelHeights(), rules: rules)
  }

  /// Saves the remembered heights to `store`.
  package func save(to store: some PanelHeightStore) {
    store.savePanelHeights(encoded())
  }
}
