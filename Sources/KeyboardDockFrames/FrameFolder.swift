import Foundation

/// The PNG frames in a folder, in natural file-name order (`frame2.png` before `frame10.png`).
///
/// Names starting with a dot and subfolders are skipped; every other file must be a PNG.
enum FrameFolder {
  /// The largest frame file read, in bytes: 256 MiB.
  static let maximumFileSize = 256 << 20

  /// The frames' file names, in order; throws a message for a missing, unreadable or empty folder.
  static func frameNames(in directory: String) throws(FramesInputError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw FramesInputError("\(directory): expected a folder of PNG frames, found nothing at that path")
    }
    guard isDirectory.boolValue else {
      throw FramesInputError("\(directory): expected a folder of PNG frames, found a file")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw FramesInputError("\(directory): expected a folder of PNG frames, found one that cannot be listed")
    }
    let files = names.filter { name in
      guard !name.hasPrefix(".") else { return false }
      var isFolder: ObjCBool = false
      let path = (directory as NSString).appendingPathComponent(name)
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
    guard !files.isEmpty else {
      throw FramesInputError("\(directory): expected a folder of PNG frames, found no files in it")
    }
    return files.sorted(by: naturallyOrdered)
  }

  /// The bytes of one frame file.
  static func contents(of path: String) throws(FramesInputError) -> Data {
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
      guard data.count <= maximumFileSize else {
        throw FramesInputError("\(path): expected a PNG image of at most 256 MiB, found a larger file")
      }
      return data
    } catch let error as FramesInputError {
      throw error
    } catch {
      throw FramesInputError("\(path): expected a readable PNG image, found a file that cannot be read")
    }
  }

  /// Whether `a` comes before `b`: runs of digits compare by value, other characters as they are; names
  /// equal so (`f01`, `f1`) fall back to plain order.
  static func naturallyOrdered(_ a: String, _ b: String) -> Bool {
    var left = Substring(a)
    var right = Substring(b)
    while let l = left.first, let r = right.first {
      if l.isASCII, l.isNumber, r.isASCII, r.isNumber {
        let leftDigits = left.prefix { $0.isASCII && $0.isNumber }
        let rightDigits = right.prefix { $0.isASCII && $0.isNumber }
        let leftValue = leftDigits.drop { $0 == "0" }
        let rightValue = rightDigits.drop { $0 == "0" }
        if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
        if leftValue != rightValue { return leftValue < rightValue }
        left = left.dropFirst(leftDigits.count)
        right = right.dropFirst(rightDigits.count)
      } else {
        if l != r { return l < r }
        left = left.dropFirst()
        right = right.dropFirst()
      }
    }
    if left.isEmpty != right.isEmpty { return left.isEmpty }
    return a < b
  }
}

/// Input `kbdock frames` cannot use; exit status 2.
struct FramesInputError: Error, Equatable {
  /// The whole message after `kbdock: `.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
