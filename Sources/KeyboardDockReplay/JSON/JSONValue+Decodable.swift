import Foundation

extension JSONValue: Decodable {
  /// Decodes any JSON value through a `Decoder`; lines are unknown there and set to `0`.
  package init(from decoder: Decoder) throws {
    if var items = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !items.isAtEnd { values.append(try items.decode(JSONValue.self)) }
      self.init(.array(values), line: 0)
      return
    }
    if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [JSONMember] = []
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append(JSONMember(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
      }
      self.init(.object(members), line: 0)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self.init(.null, line: 0)
    } else if let bool = try? single.decode(Bool.self) {
      self.init(.bool(bool), line: 0)
    } else if let number = try? single.decode(Double.self) {
      self.init(.number(number), line: 0)
    } else {
      self.init(.string(try single.decode(String.self)), line: 0)
    }
  }

  /// Decodes any JSON through `decoder`, then reads it with `read`.
  ///
  /// Its error becomes a `DecodingError.dataCorrupted` whose description is the field and what was
  /// expected.
  static func decode<T>(from decoder: Decoder, _ read: (JSONValue) throws -> T) throws -> T {
    let json = try JSONValue(from: decoder)
    do {
      return try read(json)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: (error as? KeyboardTraceError)?.message ?? "\(error)"))
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
  }
}
