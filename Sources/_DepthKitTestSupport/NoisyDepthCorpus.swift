import DepthKitCore

/// The "noisy maps" benchmark corpus of issue 16: 256x192 rooms (``SyntheticScene/Kind/room(variant:)``)
/// whose every depth carries Gaussian noise of 0.5–1.5 % of the depth (the share drawn per map), not
/// quantised, and about 0.5 % dropouts (depth 0). Such maps compress as real-world maps do, badly:
/// about 160 KB of gzip each for 197 KB of floats. Map `index` of seed `seed` is the same on every machine.
public struct NoisyDepthCorpus: Sendable {
    /// The corpus seed.
    public let seed: UInt64
    /// Columns of every map.
    public let width: Int
    /// Rows of every map.
    public let height: Int

    /// The relative noise range, as a share of the depth.
    public static let noiseShares: ClosedRange<Double> = 0.005...0.015
    /// The share of pixels that read 0 (no return).
    public static let dropoutShare = 0.005

    /// Creates the corpus description; the default grid is the iPhone LiDAR's 256x192.
    public init(seed: UInt64, width: Int = 256, height: Int = 192) {
        self.seed = seed
        self.width = width
        self.height = height
    }

    /// Map number `index`.
    public func map(_ index: Int) -> DepthMap {
        var generator = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: index + 1))
        let clean = SyntheticScene(
            .room(variant: generator.integer(0...9)), width: width, height: height, seed: generator.next(), noisy: false
        ).render()
        let share = generator.uniform(Self.noiseShares)
        let meters = clean.meters.map { depth -> Float in
            let noisy = Float(Double(depth) * (1 + share * generator.nextGaussian()))
            return depth == 0 || generator.chance(Self.dropoutShare) ? 0 : noisy
        }
        // The same grid as the clean map: cannot fail.
        return try! DepthMap(dimensions: clean.dimensions, meters: meters)
    }

    /// Map number `index` as a `.depth.gz` file (libdeflate at the capture pipeline's default level).
    public func gzipFile(_ index: Int) throws -> [UInt8] {
        try DepthCompressor().compress(map(index), container: .gzip)
    }
}
