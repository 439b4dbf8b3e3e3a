/// One track of a movie as its boxes describe it.
public struct MovieTrack: Equatable, Sendable, Encodable {
    /// The handler type from `hdlr` (`vide`, `soun`, `meta`, …), `nil` without one.
    public let handler: String?
    /// `mdhd` timescale, units per second.
    public let timescale: UInt32
    /// `mdhd` duration, in ``timescale`` units.
    public let duration: UInt64
    /// `stsz` sample count (frames, for a video track); `nil` without an `stsz`.
    public let sampleCount: UInt32?

    /// The duration in whole milliseconds (rounded down).
    public var durationMilliseconds: Int { MovieSummary.milliseconds(duration, timescale: timescale) }

    enum CodingKeys: String, CodingKey {
        case handler, timescale, duration, sampleCount = "sample_count", durationMilliseconds = "duration_ms"
    }

    /// Encodes the fields and the duration in milliseconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handler, forKey: .handler)
        try container.encode(timescale, forKey: .timescale)
        try container.encode(duration, forKey: .duration)
        try container.encode(sampleCount, forKey: .sampleCount)
        try container.encode(durationMilliseconds, forKey: .durationMilliseconds)
    }
}
