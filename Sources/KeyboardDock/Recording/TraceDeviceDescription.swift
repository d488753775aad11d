#if canImport(UIKit)
import UIKit

/// The informational `system` and `device` values of a trace header.
enum TraceDeviceDescription {
  /// The system name and version, for example `iOS 17.4`.
  @MainActor
  static var system: String {
    "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)"
  }

  /// The hardware model identifier from `uname`, or `nil` if it cannot be read.
  ///
  /// For example `iPhone15,2`; `arm64` in the simulator.
  static var device: String? {
    var info = utsname()
    guard uname(&info) == 0 else { return nil }
    let machine = withUnsafeBytes(of: &info.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return machine.isEmpty ? nil : machine
  }
}
#endif
