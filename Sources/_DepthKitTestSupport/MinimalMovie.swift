/// The smallest QuickTime movie whose boxes say what `video_container` checks: `ftyp`, then
/// `moov` with `mvhd` and one video `trak` (`mdia` → `mdhd`, `hdlr` `vide`, `minf` → `stbl` →
/// `stsz` with one size per sample), then an empty `mdat`. No media: DepthKit never decodes HEVC.
public struct MinimalMovie: Sendable {
    /// Units per second of `mvhd` and `mdhd`.
    public var timescale: UInt32 = 600
    /// The movie's duration, milliseconds.
    public var durationMilliseconds: Int
    /// Video samples (frames) listed in `stsz`.
    public var sampleCount: Int
    /// Whether `mdat` uses a 64-bit size header (`size == 1`).
    public var largeMediaHeader = false
    /// Whether `mvhd` and `mdhd` are version 1 (64-bit times).
    public var version1Headers = false

    /// A movie of `durationMilliseconds` with `sampleCount` frames.
    public init(durationMilliseconds: Int, sampleCount: Int) {
        self.durationMilliseconds = durationMilliseconds
        self.sampleCount = sampleCount
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        let duration = UInt64(durationMilliseconds) * UInt64(timescale) / 1000
        let stsz = Self.box("stsz", [0, 0, 0, 0] + Self.u32(0) + Self.u32(UInt32(sampleCount)) + (0..<sampleCount).flatMap { _ in Self.u32(1000) })
        let hdlr = Self.box("hdlr", [0, 0, 0, 0] + Self.u32(0) + Array("vide".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        let mdhd = Self.box("mdhd", timeHeader(duration: duration) + [0x55, 0xc4, 0, 0])
        let mdia = Self.box("mdia", mdhd + hdlr + Self.box("minf", Self.box("stbl", stsz)))
        let mvhd = Self.box("mvhd", timeHeader(duration: duration) + [UInt8](repeating: 0, count: 80))
        let moov = Self.box("moov", mvhd + Self.box("trak", mdia))
        let ftyp = Self.box("ftyp", Array("qt  ".utf8) + Self.u32(0) + Array("qt  ".utf8))
        let mdat = largeMediaHeader ? Self.u32(1) + Array("mdat".utf8) + Self.u64(16) : Self.box("mdat", [])
        return ftyp + moov + mdat
    }

    /// Version/flags, creation and modification times, timescale, duration.
    private func timeHeader(duration: UInt64) -> [UInt8] {
        version1Headers
            ? [1, 0, 0, 0] + Self.u64(0) + Self.u64(0) + Self.u32(timescale) + Self.u64(duration)
            : [0, 0, 0, 0] + Self.u32(0) + Self.u32(0) + Self.u32(timescale) + Self.u32(UInt32(truncatingIfNeeded: duration))
    }

    /// A box: 32-bit size, type, body.
    public static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        u32(UInt32(8 + body.count)) + Array(type.utf8) + body
    }

    static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    static func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
}
