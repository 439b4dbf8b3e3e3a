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

    /// `duration` units of `timescale` per second in whole milliseconds, exact for every 64-bit
    /// duration (the product is 128-bit); one beyond `Int.max` is `Int.max`, a zero timescale 0.
    static func milliseconds(_ duration: UInt64, timescale: UInt32) -> Int {
        guard timescale > 0 else { return 0 }
        let product = duration.multipliedFullWidth(by: 1000)
        // The quotient fits in 64 bits exactly when the product's high half is below the divisor.
        guard product.high < UInt64(timescale) else { return Int.max }
        return Int(clamping: UInt64(timescale).dividingFullWidth(product).quotient)
    }

    enum CodingKeys: String, CodingKey {
        case timescale, duration, tracks, durationMilliseconds = "duration_ms"
    }
}
