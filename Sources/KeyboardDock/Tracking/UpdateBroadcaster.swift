#if canImport(UIKit)
import Combine
import Foundation

/// Delivers values to any number of `AsyncStream`s and a Combine subject.
///
/// Each call to ``makeStream()`` returns a new stream; a stream whose consumer stops (its task
/// is cancelled, or it is dropped) is forgotten. Every stream finishes, and the publisher
/// completes, when the broadcaster goes away with its owner.
@MainActor
final class UpdateBroadcaster<Value: Sendable> {
  private var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]
  private let completing = CompletingSubject<Value>()
  private var subject: PassthroughSubject<Value, Never> { completing.subject }

  /// A publisher of every value sent after subscription; it never fails.
  var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }

  /// A new stream of every value sent after this call; values wait in the stream until its
  /// consumer takes them.
  func makeStream() -> AsyncStream<Value> {
    var captured: AsyncStream<Value>.Continuation?
    let stream = AsyncStream<Value>(bufferingPolicy: .unbounded) { captured = $0 }
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
