import Foundation
import Synchronization
import Testing
@testable import DepthKitEvidence

@Suite("BoundedQueue: the batch runner's work and summary queues")
struct BoundedQueueTests {
    @Test("pop returns elements in order, then nil once closed and drained; a closed queue refuses pushes")
    func orderAndClose() {
        let queue = BoundedQueue<Int>(capacity: 3)
        #expect(queue.push(1))
        #expect(queue.push(2))
        #expect(queue.pop() == 1)
        #expect(queue.push(3))
        #expect(queue.push(4))
        queue.close()
        #expect(!queue.push(5))
        #expect(queue.pop() == 2)
        #expect(queue.pop() == 3)
        #expect(queue.pop() == 4)
        #expect(queue.pop() == nil)
    }

    @Test("popAll takes every waiting element once `minimum` wait, without waiting for the deadline")
    func popAllAtMinimum() {
        let queue = BoundedQueue<Int>(capacity: 8)
        for value in 1...5 { queue.push(value) }
        let start = ContinuousClock.now
        #expect(queue.popAll(minimum: 4, deadline: start + .seconds(60)) == [1, 2, 3, 4, 5])
        #expect(start.duration(to: .now) < .seconds(30))
    }

    @Test("popAll takes fewer than `minimum` once the deadline has passed, and waits on for a first element")
    func popAllAfterDeadline() {
        let queue = BoundedQueue<Int>(capacity: 8)
        queue.push(7)
        #expect(queue.popAll(minimum: 4, deadline: .now - .seconds(1)) == [7])
        let late = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            queue.push(8)
        }
        late.start()
        #expect(queue.popAll(minimum: 4, deadline: .now) == [8])
        queue.close()
        #expect(queue.popAll(minimum: 4, deadline: .now + .seconds(60)) == nil)
    }

    @Test("popAll returns what is left when the queue closes before `minimum` and the deadline")
    func popAllOnClose() {
        let queue = BoundedQueue<Int>(capacity: 8)
        queue.push(1)
        let closer = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            queue.close()
        }
        closer.start()
        #expect(queue.popAll(minimum: 4, deadline: .now + .seconds(60)) == [1])
        #expect(queue.popAll(minimum: 4, deadline: .now + .seconds(60)) == nil)
    }

    @Test("producers blocked on a full queue and consumers of both kinds hand over every element exactly once")
    func manyThreads() {
        let queue = BoundedQueue<Int>(capacity: 4)
        let results = BoundedQueue<Int>(capacity: 6)
        let producers = DispatchGroup(), workers = DispatchGroup(), collector = DispatchGroup()
        let collected = Mutex<[Int]>([])
        for producer in 0..<3 {
            run(in: producers) {
                for value in 0..<1000 { queue.push(producer * 1000 + value) }
            }
        }
        for _ in 0..<2 {
            run(in: workers) {
                while let value = queue.pop() { results.push(value) }
            }
        }
        run(in: collector) {
            while let batch = results.popAll(minimum: 3, deadline: .now + .milliseconds(5)) {
                collected.withLock { $0 += batch }
            }
        }
        producers.wait()
        queue.close()
        workers.wait()
        results.close()
        collector.wait()
        #expect(collected.withLock { $0.sorted() } == Array(0..<3000))
    }

    private func run(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }
}
