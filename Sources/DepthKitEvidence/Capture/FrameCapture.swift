import DepthKitCore

/// Everything one frame becomes: the uploadable parts (JPEG, compressed depth, metadata), the
/// hashes, the optional picture and analysis, and how long each stage took.
public struct FrameCapture: Sendable {
    /// The JPEG photo's bytes (`photo.jpg`).
    public let photo: [UInt8]
    /// The compressed depth's bytes (`depth.gz` or the container's extension).
    public let depth: [UInt8]
    /// The container ``depth`` is in.
    public let depthContainer: DepthContainer
    /// Whether the pipeline compressed the depth (`false`: it arrived compressed and is kept as is).
    public let depthCompressedHere: Bool
    /// `metadata.json`.
    public let metadata: CaptureMetadata
    /// SHA-256 of ``photo`` (equals `metadata.photoHash`).
    public let photoHash: ContentDigest
    /// SHA-256 of ``photo`` followed by ``depth``.
    public let captureHash: ContentDigest
    /// The colormap PNG (`depth.png`), when the picture stage ran.
    public let picture: [UInt8]?
    /// The analysis stage's result, when it ran.
    public let analysis: AnalysisReport?
    /// JPEG settings and source format, for the report.
    public let photoSettings: PhotoSettings
    /// Per-stage timings, every ``CaptureStage`` but ``CaptureStage/writeFiles``.
    public let timings: [CaptureStage: StageTiming]

    /// What the photo was encoded from and how.
    public struct PhotoSettings: Encodable, Equatable, Sendable {
        /// Columns.
        public let width: Int
        /// Rows.
        public let height: Int
        /// The source frame's layout.
        public let pixelFormat: PixelFormat
        /// The source's YCbCr range; `nil` for RGB sources.
        public let range: YCbCrRange?
        /// JPEG quality.
        public let quality: Int
        /// JPEG chroma subsampling.
        public let subsampling: JPEGSubsampling
    }

    /// The depth file's name for this capture's container: `depth.gz`, `depth.zlib`,
    /// `depth.deflate` or `depth.f32` (raw).
    public var depthFileName: String {
        CaptureLayout.depth(depthContainer)
    }

    /// Milliseconds of all stages that ran, excluding writing.
    public var processingMilliseconds: Double {
        timings.values.reduce(0) { $0 + ($1.milliseconds ?? 0) }
    }
}
