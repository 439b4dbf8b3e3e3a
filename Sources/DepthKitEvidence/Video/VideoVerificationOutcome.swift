/// What one video verification found: the report, and what was read on the way (the metadata, the
/// decoded keyframes, the movie's boxes), so that `evidence` reads and decodes each part once.
struct VideoVerificationOutcome {
    /// The verification report.
    let report: VideoVerificationReport
    /// `metadata.json`, when it parsed.
    let metadata: VideoCaptureMetadata?
    /// The depth keyframes, when they decoded.
    let keyframes: DepthKeyframes?
    /// The movie's boxes, when `video.mov` was read.
    let movie: MovieSummary?
    /// The attested span's frames, when a span was found (also when another check failed, where
    /// the report says 0).
    let attestedFrames: Int?
    /// The attested span's milliseconds, when known.
    let attestedMilliseconds: Int?
    /// The verified assertion's facts, when it verified.
    let appAttest: AppAttestResult?
}
