import Foundation

/// A first-in first-out queue shared between threads, holding at most `capacity` elements:
/// `push` waits while it is full, `pop` waits while it is empty, and after `close()` pops drain
/// what is left and then return `nil`.
///
/// Waking a thread costs a futex call on each side and a context switch, so the queue wakes as
/// few as it can: only when a thread actually waits, a pusher only once the queue has drained to
/// half its capacity (it then refills it in one go), and a ``popAll(minimum:deadline:)`` caller
/// only once `minimum` elements wait or its deadline has passed.
final class BoundedQueue<Element>: @unchecked Sendable {
    // Every stored property is guarded by `condition`.
    private let condition = NSCondition()
    private var elements: [Element?]
    private var head = 0
    private var count = 0
    private var closed = false
    private var waitingPushers = 0
    private var waitingPoppers = 0
    /// The fewest elements that satisfy one of the waiting poppers.
    private var poppersNeed = 1

    /// Creates an empty queue for at most `capacity` (≥ 1) elements.
    init(capacity: Int) {
        elements = Array(repeating: nil, count: max(1, capacity))
    }

    /// Adds `element`, waiting for room; returns `false` (dropping it) if the queue is closed.
    @discardableResult
    func push(_ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while count == elements.count && !closed {
            waitingPushers += 1
            condition.wait()
            waitingPushers -= 1
        }
        guard !closed else { return false }
        elements[(head + count) % elements.count] = element
        count += 1
        if waitingPoppers > 0 && count >= poppersNeed { condition.broadcast() }
        return true
    }

    /// Removes the oldest element, waiting for one; `nil` once closed and empty.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 && !closed { waitForElements(1, until: nil) }
        guard count > 0 else { return nil }
        let element = take()
        wakePushersIfDrained()
        return element
    }

    /// Removes every waiting element, oldest first, once at least `minimum` wait, the queue is
    /// closed, or `deadline` has passed with at least one waiting (it waits on for the first
    /// element however late). Returns `nil` once closed and empty.
    func popAll(minimum: Int, deadline: ContinuousClock.Instant) -> [Element]? {
        condition.lock()
        defer { condition.unlock() }
        while !closed && count < minimum {
            let remaining = ContinuousClock.now.duration(to: deadline)
            if remaining <= .zero {
                if count > 0 { break }
                waitForElements(1, until: nil)
            } else {
                waitForElements(minimum, until: remaining)
            }
        }
        guard count > 0 else { return nil }
        var taken: [Element] = []
        taken.reserveCapacity(count)
        while count > 0 { taken.append(take()) }
        wakePushersIfDrained()
        return taken
    }

    /// Refuses further pushes and wakes every waiter.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits (the lock held) until a push brings `need` elements, a close, or `timeout`.
    private func waitForElements(_ need: Int, until timeout: Duration?) {
        poppersNeed = waitingPoppers == 0 ? need : min(poppersNeed, need)
        waitingPoppers += 1
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) * 1e-18))
        } else {
            condition.wait()
        }
        waitingPoppers -= 1
    }

    private func take() -> Element {
        let element = elements[head]!
        elements[head] = nil
        head = (head + 1) % elements.count
        count -= 1
        return element
    }

    /// Wakes waiting pushers once the queue has drained to half its capacity.
    private func wakePushersIfDrained() {
        if waitingPushers > 0 && count <= elements.count / 2 { condition.broadcast() }
    }
}
