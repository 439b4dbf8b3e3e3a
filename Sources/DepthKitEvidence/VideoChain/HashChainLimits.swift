/// Bounds on a frame hash chain, applied before anything is allocated from a declared size.
public struct HashChainLimits: Hashable, Sendable {
    /// The most frames a chain may hold. The default, 900, allows a 15 s recording at 60 fps
    /// (the app never sets a frame rate; it records 15 s at most).
    public var maxFrames: Int

    /// 900 frames.
    public static let `default` = HashChainLimits(maxFrames: 900)

    /// Creates limits; `maxFrames` is kept within 1…1,000,000.
    public init(maxFrames: Int) {
        self.maxFrames = min(max(maxFrames, 1), 1_000_000)
    }

    /// The largest `hash_chain.json` accepted, in bytes: 64 bytes per frame hash (44 characters,
    /// quotes, comma and whitespace) plus 64 KiB for everything else.
    public var maxDocumentBytes: Int { maxFrames * 64 + (64 << 10) }
}
