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
    public let durationMilliseconds: Int

    /// A track of `duration` units of `timescale` per second.
    public init(handler: String?, timescale: UInt32, duration: UInt64, sampleCount: UInt32?) {
        self.handler = handler
        self.timescale = timescale
        self.duration = duration
        self.sampleCount = sampleCount
        durationMilliseconds = MovieSummary.milliseconds(duration, timescale: timescale)
    }

    enum CodingKeys: String, CodingKey {
        case handler, timescale, duration, sampleCount, durationMilliseconds = "duration_ms"
    }
}
