#if canImport(UIKit)
import Combine
import Foundation

/// Delivers values to any number of `AsyncStream`s and a Combine subject.
///
/// Each call to ``makeStream()`` returns a new stream; a stream whose consumer stops (its task
/// is cancelled, or it is dropped) is forgotten. Every stream finishes, and the publisher
/// completes, when the broadcaster goes away with its owner.
///
/// A stream keeps at most ``streamBufferSize`` values its consumer has not taken yet, the
/// newest: a consumer that stalls, or a stream that was created and never iterated, costs a
/// bounded amount of memory however long the keyboard moves.
@MainActor
final class UpdateBroadcaster<Value: Sendable> {
  /// How many values a stream holds for a consumer that has not taken them: 64, the newest.
  ///
  /// A keyboard transition sends a handful of updates and an interactive drag one per frame
  /// (120 a second at most), so 64 covers a consumer that falls half a second behind; an older
  /// value is dropped first, and the latest state always arrives.
  static var streamBufferSize: Int { 64 }

  private var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]
  private let completing = CompletingSubject<Value>()
  private var subject: PassthroughSubject<Value, Never> { completing.subject }

  /// A publisher of every value sent after subscription; it never fails.
  var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }

  /// A new stream of every value sent after this call.
  ///
  /// Up to ``streamBufferSize`` values wait in the stream until its consumer takes them.
  func makeStream() -> AsyncStream<Value> {
    var captured: AsyncStream<Value>.Continuation?
    let stream = AsyncStream<Value>(bufferingPolicy: .bufferingNewest(Self.streamBufferSize)) {
      captured = $0
    }
    guard let continuation = captured else { return stream }
    let id = UUID()
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      performOnMainActor { self?.continuations[id] = nil }
    }
    return stream
  }

  /// Sends `value` to every stream and to the publisher.
  func send(_ value: Value) {
    for continuation in continuations.values { continuation.yield(value) }
    subject.send(value)
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }
}

/// A subject that completes when it is released, so subscribers hear that its owner is gone.
///
/// Not isolated to an actor, so its `deinit` may touch the subject.
final class CompletingSubject<Value> {
  /// The subject to send through.
  let subject = PassthroughSubject<Value, Never>()

  deinit {
    subject.send(completion: .finished)
  }
}
#endif
