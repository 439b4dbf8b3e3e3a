/// What an MP4/MOV file's own boxes say about it: the movie header's duration (`mvhd`) and each
/// track's media duration (`mdhd`) and sample count (`stsz`).
public struct MovieSummary: Equatable, Sendable, Encodable {
    /// `mvhd` timescale, units per second.
    public let timescale: UInt32
    /// `mvhd` duration, in ``timescale`` units.
    public let duration: UInt64
    /// The tracks, in file order.
    public let tracks: [MovieTrack]

    /// The movie's duration in whole milliseconds (rounded down).
    public let durationMilliseconds: Int

    /// A movie of `duration` units of `timescale` per second.
    public init(timescale: UInt32, duration: UInt64, tracks: [MovieTrack]) {
        self.timescale = timescale
        self.duration = duration
        self.tracks = tracks
        durationMilliseconds = Self.milliseconds(duration, timescale: timescale)
    }

    /// The first video (`vide`) track.
    public var videoTrack: MovieTrack? { tracks.first { $0.handler == "vide" } }

    static func milliseconds(_ duration: UInt64, timescale: UInt32) -> Int {
        guard timescale > 0 else { return 0 }
        let (product, overflow) = duration.multipliedReportingOverflow(by: 1000)
        let value = overflow ? duration / UInt64(timescale) * 1000 : product / UInt64(timescale)
        return Int(clamping: value)
    }

    enum CodingKeys: String, CodingKey {
        case timescale, duration, tracks, durationMilliseconds = "duration_ms"
    }
}
