import Foundation

/// A first-in first-out queue shared between threads, holding at most `capacity` elements:
/// `push` waits while it is full, `pop` waits while it is empty, and after `close()` pops drain
/// what is left and then return `nil`.
final class BoundedQueue<Element>: @unchecked Sendable {
    // Every stored property is guarded by `condition`.
    private let condition = NSCondition()
    private var elements: [Element?]
    private var head = 0
    private var count = 0
    private var closed = false

    /// Creates an empty queue for at most `capacity` (≥ 1) elements.
    init(capacity: Int) {
        elements = Array(repeating: nil, count: max(1, capacity))
    }

    /// Adds `element`, waiting for room; returns `false` (dropping it) if the queue is closed.
    @discardableResult
    func push(_ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while count == elements.count && !closed { condition.wait() }
        guard !closed else { return false }
        elements[(head + count) % elements.count] = element
        count += 1
        condition.broadcast()
        return true
    }

    /// Removes the oldest element, waiting for one; `nil` once closed and empty.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 && !closed { condition.wait() }
        guard count > 0 else { return nil }
        let element = elements[head]
        elements[head] = nil
        head = (head + 1) % elements.count
        count -= 1
        condition.broadcast()
        return element
    }

    /// Whether no element is waiting right now (another thread may push one at once).
    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return count == 0
    }

    /// Refuses further pushes and wakes every waiter.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
