import DepthKitCore

/// A video's depth keyframes, decoded: `count` maps of `width`×`height` Float32 metres with their
/// timestamps. The decoded bytes are kept once, in the Float32-aligned buffer they were inflated
/// into; ``meters(at:)`` copies one keyframe out (frames of an RLDP pack may sit at unaligned
/// offsets).
public struct DepthKeyframes: Sendable {
    /// Columns per keyframe (0 is possible in a hostile pack: every keyframe is then empty).
    public let width: Int
    /// Rows per keyframe.
    public let height: Int
    /// Seconds of each keyframe (from the pack, or assumed: see ``timestampsAssumed``).
    public let timestamps: [Double]
    /// The layout the keyframes came in.
    public let format: DepthKeyframeFormat
    /// The container they came in (gzip, zlib, raw deflate, or uncompressed).
    public let container: DepthContainer
    /// Whether ``timestamps`` were assumed (`index × 0.1 s`, the app's keyframe rate) because the
    /// format carries none.
    public let timestampsAssumed: Bool
    /// Compressed size, bytes.
    public let encodedByteCount: Int
    private let payload: PayloadBuffer
    private let offsets: [Int]

    /// The app's keyframe interval: every third frame at 30 fps, 0.1 s.
    public static let assumedInterval = 0.1

    init(
        width: Int, height: Int, timestamps: [Double], offsets: [Int], payload: PayloadBuffer, format: DepthKeyframeFormat,
        container: DepthContainer, timestampsAssumed: Bool, encodedByteCount: Int
    ) {
        self.width = width
        self.height = height
        self.timestamps = timestamps
        self.offsets = offsets
        self.payload = payload
        self.format = format
        self.container = container
        self.timestampsAssumed = timestampsAssumed
        self.encodedByteCount = encodedByteCount
    }

    /// How many keyframes there are.
    public var count: Int { offsets.count }

    /// Pixels per keyframe.
    public var pixelCount: Int { width * height }

    /// Keyframe `index`'s depths, row-major (`index` in `0..<count`).
    public func meters(at index: Int) -> [Float] {
        let start = offsets[index]
        return payload.withUnsafeBytes { bytes in
            [Float](unsafeUninitializedCapacity: pixelCount) { buffer, initialized in
                #if _endian(little)
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: bytes[start..<start + pixelCount * 4]))
                #else
                for pixel in 0..<pixelCount {
                    let bits = bytes.loadUnaligned(fromByteOffset: start + pixel * 4, as: UInt32.self)
                    buffer[pixel] = Float(bitPattern: UInt32(littleEndian: bits))
                }
                #endif
                initialized = pixelCount
            }
        }
    }

    /// Keyframe `index` as a depth map, or `nil` when the keyframes have no pixels.
    public func depthMap(at index: Int) -> DepthMap? {
        depthMap(of: meters(at: index))
    }

    /// `meters`, one keyframe's depths, as a depth map of the keyframes' size (sharing the array).
    func depthMap(of meters: [Float]) -> DepthMap? {
        guard let dimensions = try? DepthDimensions(width: width, height: height) else { return nil }
        return try? DepthMap(dimensions: dimensions, meters: meters)
    }
}
