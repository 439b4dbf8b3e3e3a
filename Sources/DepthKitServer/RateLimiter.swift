import Foundation
import Synchronization

/// A token bucket per key (a device, a client's address): `perMinute` requests a minute, refilled
/// continuously, so a burst of a minute's allowance passes and a steady stream above it is refused
/// with how long to wait. Per instance: N instances allow N times the rate (say so to the load
/// balancer).
final class RateLimiter<Key: Hashable & Sendable>: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: TimeInterval
    }

    private let perMinute: Int
    private let buckets = Mutex<[Key: Bucket]>([:])
    /// The most keys tracked; beyond it, full buckets are forgotten first.
    private let maxKeys = 100_000

    /// A limiter of `perMinute` requests per key (0: unlimited).
    init(perMinute: Int) {
        self.perMinute = perMinute
    }

    /// Takes one request of `key` at `time`: `nil` when allowed, else the seconds to wait.
    func take(_ key: Key, at time: TimeInterval) -> Int? {
        guard perMinute > 0 else { return nil }
        let capacity = Double(perMinute)
        let rate = capacity / 60
        return buckets.withLock { buckets in
            if buckets.count >= maxKeys {
                buckets = buckets.filter { $0.value.tokens + (time - $0.value.updated) * rate < capacity }
            }
            var bucket = buckets[key] ?? Bucket(tokens: capacity, updated: time)
            bucket.tokens = min(capacity, bucket.tokens + max(0, time - bucket.updated) * rate)
            bucket.updated = time
            guard bucket.tokens >= 1 else {
                buckets[key] = bucket
                return Int(((1 - bucket.tokens) / rate).rounded(.up))
            }
            bucket.tokens -= 1
            buckets[key] = bucket
            return nil
        }
    }
}
