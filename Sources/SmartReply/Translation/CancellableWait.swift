import Synchronization

/// Waiting for a shared task's value in a way the *waiter's* cancellation ends.
///
/// `await task.value` on an unstructured task ignores the cancellation of the task that
/// waits (only the awaited task's own cancellation counts), so a Ctrl-C during a long,
/// shared load would not return control until the load finished. ``value(of:waitingFor:)``
/// returns as soon as either the value is there or the waiter is cancelled; the awaited task
/// is never cancelled by it (other waiters may still need it).
enum CancellableWait {
    /// One waiter's continuation, resumed exactly once: by the value or by cancellation.
    private final class Slot<Value: Sendable>: Sendable {
        private let continuation = Mutex<CheckedContinuation<Value, any Error>?>(nil)

        func set(_ waiting: CheckedContinuation<Value, any Error>) {
            continuation.withLock { $0 = waiting }
        }

        func resume(with result: Result<Value, any Error>) {
            continuation.withLock { $0.take() }?.resume(with: result)
        }
    }

    /// `task`'s value, or `SmartReplyError.cancelled` as soon as the calling task is cancelled.
    /// - Parameter what: what is waited for, for the error message ("the 'de' phrase table").
    /// - Throws: what `task` throws; `SmartReplyError.cancelled` when the caller is cancelled first.
    static func value<Value: Sendable>(of task: Task<Value, any Error>, waitingFor what: String) async throws -> Value {
        let slot = Slot<Value>()
        let cancelled = SmartReplyError(.cancelled, "the request was cancelled while waiting for \(what)")
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiting: CheckedContinuation<Value, any Error>) in
                slot.set(waiting)
                Task.detached { slot.resume(with: await task.result) }
                // A cancellation that came before the slot was set found nothing to resume.
                if Task.isCancelled { slot.resume(with: .failure(cancelled)) }
            }
        } onCancel: {
            slot.resume(with: .failure(cancelled))
        }
    }
}
