import DepthKitCore

/// Writes the reference backend's RLDP depth pack (`RLDP`, u32 version, u32 frame count, u16
/// width, u16 height, per frame an f64 timestamp and a u32 offset relative to `16 + 12·count`,
/// then the frames; little-endian), for tests that need packs beyond the corpus.
public enum RLDPPack {
    /// The pack of `frames` (each `width·height` values) at `timestamps`, stored in order.
    public static func bytes(frames: [[Float]], width: Int, height: Int, timestamps: [Double], version: UInt32 = 1) -> [UInt8] {
        var bytes = Array("RLDP".utf8)
        bytes += littleEndian(UInt64(version), count: 4) + littleEndian(UInt64(frames.count), count: 4)
        bytes += littleEndian(UInt64(width), count: 2) + littleEndian(UInt64(height), count: 2)
        for (index, timestamp) in timestamps.enumerated() {
            bytes += littleEndian(timestamp.bitPattern, count: 8) + littleEndian(UInt64(index * width * height * 4), count: 4)
        }
        for frame in frames {
            for value in frame { bytes += littleEndian(UInt64(value.bitPattern), count: 4) }
        }
        return bytes
    }

    private static func littleEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
