/// One of `count` disjoint parts of a batch: `--shard K/N` takes the inputs whose output name
/// hashes (FNV-1a, 64 bit) to `K` modulo `N`. The choice depends only on the name, so it is stable
/// when the inputs are listed again, on another machine, or in another order.
public struct BatchShard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's index, `0..<count` (Kubernetes' `JOB_COMPLETION_INDEX`, Slurm `--array=0-(N-1)`).
    public let index: Int
    /// How many shards the batch is split into, at least 1.
    public let count: Int

    /// The whole batch as one shard.
    public static let all = BatchShard(uncheckedIndex: 0, count: 1)

    /// Creates shard `index` of `count`.
    public init(index: Int, count: Int) throws(BatchUsageError) {
        guard count >= 1, index >= 0, index < count else { throw .invalidShard("\(index)/\(count)") }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `"K/N"`.
    public init(parsing text: String) throws(BatchUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalidShard(text)
        }
        try self.init(index: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether the input whose output name is `name` belongs to this shard.
    public func contains(name: String) -> Bool {
        count == 1 || Int(FNV1a.hash(name) % UInt64(count)) == index
    }

    /// `"K/N"`.
    public var description: String { "\(index)/\(count)" }
}

/// The 64-bit FNV-1a hash of a string's UTF-8 bytes: tiny, fast, and fixed forever (unlike
/// `Hasher`, which is seeded per process).
public enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
