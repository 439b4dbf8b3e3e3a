/// How far a batch has got; handed to the progress callback after every input and at the end.
public struct BatchProgress: Sendable, Equatable {
    /// Inputs of this shard still to do, once counted (`nil` while counting or when not counted).
    public var total: Int?
    /// Inputs skipped because a resumed run had already done them.
    public var skipped = 0
    /// Inputs whose outputs were all written.
    public var succeeded = 0
    /// Inputs that failed.
    public var failed = 0
    /// Failures per ``DepthKitError/kind``.
    public var failuresByKind: [String: Int] = [:]
    /// The input that took longest so far, and its time in milliseconds.
    public var slowest: (input: String, ms: Double)? {
        slowestInput.map { ($0, slowestMilliseconds) }
    }
    /// Seconds since the batch started.
    public var elapsedSeconds = 0.0

    private var slowestInput: String?
    private var slowestMilliseconds = 0.0

    /// Creates an empty progress record.
    public init() {}

    /// Inputs finished (succeeded or failed) in this run.
    public var done: Int { succeeded + failed }

    /// Finished inputs per second of wall-clock time.
    public var rate: Double { elapsedSeconds > 0 ? Double(done) / elapsedSeconds : 0 }

    /// Seconds left at the current rate, when the total is known and the rate positive.
    public var estimatedSecondsLeft: Double? {
        guard let total, rate > 0 else { return nil }
        return Double(max(0, total - done)) / rate
    }

    /// Counts one finished line.
    mutating func record(_ line: BatchSummaryLine) {
        switch line.status {
        case .ok: succeeded += 1
        case .error:
            failed += 1
            failuresByKind[line.error?.kind ?? "unknown", default: 0] += 1
        }
        if slowestInput == nil || line.ms > slowestMilliseconds {
            slowestInput = line.input
            slowestMilliseconds = line.ms
        }
    }
}

/// How a batch ended.
public struct BatchOutcome: Sendable {
    /// The final counts.
    public let progress: BatchProgress
    /// Whether it was stopped by ``BatchRunner/cancel()`` before every input was done.
    public let cancelled: Bool
    /// Temporary files of earlier killed runs removed at the start.
    public let sweptTemporaryFiles: Int
}
