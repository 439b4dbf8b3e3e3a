import Foundation
import Synchronization

/// The service's clock: what challenge expiry, request timestamps and stored times are judged
/// against. It never runs slower than real time: each reading is the later of the wall clock and
/// the previous reading advanced by the monotonic time elapsed since. A wall clock stepped back
/// (NTP, an operator, a VM restored from a snapshot) therefore cannot make an expired challenge
/// or a stale request valid again; a wall clock stepped forward is followed (challenges then
/// expire early, which refuses, never accepts).
public final class ServiceClock: Sendable {
    /// The wall clock, seconds since 1970.
    private let wall: @Sendable () -> TimeInterval
    /// A monotonic clock, seconds from any origin.
    private let monotonic: @Sendable () -> TimeInterval
    /// The last reading: (wall seconds answered, monotonic seconds then).
    private let last: Mutex<(answered: TimeInterval, monotonic: TimeInterval)?>

    /// A clock over the given sources (tests inject jumping ones).
    public init(wall: @escaping @Sendable () -> TimeInterval, monotonic: @escaping @Sendable () -> TimeInterval) {
        self.wall = wall
        self.monotonic = monotonic
        last = Mutex(nil)
    }

    /// The system's wall clock (`Date`) and monotonic clock (`ContinuousClock`).
    public static func system() -> ServiceClock {
        let origin = ContinuousClock.now
        return ServiceClock(
            wall: { Date().timeIntervalSince1970 },
            monotonic: {
                let elapsed = origin.duration(to: .now).components
                return TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) / 1e18
            })
    }

    /// Now: never earlier than the previous reading plus the monotonic time elapsed since.
    public func now() -> Date {
        let wallNow = wall(), monotonicNow = monotonic()
        let answered = last.withLock { last -> TimeInterval in
            let floor = last.map { $0.answered + max(0, monotonicNow - $0.monotonic) } ?? wallNow
            let answered = max(wallNow, floor)
            last = (answered, monotonicNow)
            return answered
        }
        return Date(timeIntervalSince1970: answered)
    }
}
