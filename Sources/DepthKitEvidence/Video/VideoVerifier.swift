/// Verifies a video capture directory (`video.mov`, `depth.gz`, `hash_chain.json`,
/// `metadata.json`): the chain's structure, checkpoints and final hash; which hash is attested and
/// whether the metadata agrees with it (`frame_count` and `duration_ms` are the whole recording's,
/// as the app writes them); the depth keyframes; the movie's own boxes; and, with raw frames,
/// every link of the chain.
///
/// An interrupted recording that attests a valid checkpoint is `partial`, covering the
/// checkpoint's frames and time (its `timestamp` in the chain); the frames recorded after it are
/// unverified, not tampering. Which hash is attested comes from the assertion when it can be
/// verified (the hash it verifies over), else from the metadata's `is_partial`/`checkpoint_index`
/// extension, else from which hash `hash_chain_final` is. A recording interrupted before its
/// first checkpoint attests nothing and fails (`interrupted_before_first_checkpoint`, or
/// `assertion_missing` when an assertion is required). See `docs/video.md`.
public struct VideoVerifier: Sendable {
    /// Chain limits (most frames, default 900).
    public var limits: HashChainLimits
    /// Keyframe decoding limits.
    public var keyframeDecoder: DepthKeyframeDecoder
    /// The movie box reader.
    public var movieReader: MovieBoxReader
    /// How far an attested or movie duration may differ from the chain's, milliseconds (default
    /// 100: three frames at 30 fps, rounding of the app's clocks).
    public var durationToleranceMilliseconds: Int

    /// Creates a verifier.
    public init(
        limits: HashChainLimits = .default, keyframeDecoder: DepthKeyframeDecoder = DepthKeyframeDecoder(),
        movieReader: MovieBoxReader = MovieBoxReader(), durationToleranceMilliseconds: Int = 100
    ) {
        self.limits = limits
        self.keyframeDecoder = keyframeDecoder
        self.movieReader = movieReader
        self.durationToleranceMilliseconds = durationToleranceMilliseconds
    }

    /// Verifies the capture in `directory`.
    /// - Parameters:
    ///   - framesDirectory: raw frames (``VideoFrameDirectory``) to recompute every link from.
    ///   - attestation: the registry and app id to verify the assertion with; without it the
    ///     assertion is not checked (`attestation_valid` is `null`).
    public func verify(
        directory: String, framesDirectory: String? = nil, attestation: VideoAttestationCheck? = nil
    ) -> VideoVerificationReport {
        run(directory: directory, framesDirectory: framesDirectory, attestation: attestation).report
    }

    /// Verifies the capture in `directory`, keeping what was read on the way.
    func run(directory: String, framesDirectory: String? = nil, attestation: VideoAttestationCheck?) -> VideoVerificationOutcome {
        var run = VideoVerificationRun(files: VideoCaptureFiles(directory: directory), verifier: self, attestation: attestation)
        return run.verify(framesDirectory: framesDirectory)
    }
}
