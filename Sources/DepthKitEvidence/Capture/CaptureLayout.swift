import DepthKitCore

/// The file name of each part of a capture directory, photo or video, in one place:
/// ``FrameCapture/write(to:)`` writes these names and ``CaptureFiles/init(directory:)`` (the
/// `evidence` and `batch` commands) looks for them, so what `frame` writes, `evidence` finds;
/// ``VideoCaptureFiles`` and ``CaptureKind`` read a video capture's.
///
/// A photo capture:
/// ```
/// photo.jpg       the JPEG photo
/// depth.gz        the depth map: depth.gz, depth.zlib, depth.deflate or depth.f32 (raw Float32)
/// metadata.json   the upload contract's metadata (``CaptureMetadata``)
/// confidence.*    the ARKit confidence map, when there is one (never written by `frame`)
/// depth.png       the rendered depth picture (`frame --picture`)
/// capture.json    the `frame` report (``CaptureReport``), written last
/// ```
/// A video capture, as the capture app uploads it:
/// ```
/// video.mov         the HEVC movie
/// depth.gz          the depth keyframes (raw DEFLATE in practice, whatever the name says)
/// hash_chain.json   the frame hash chain; its presence marks a video capture
/// metadata.json     the recording's metadata (``VideoCaptureMetadata``)
/// ```
public enum CaptureLayout {
    /// The photo's name as written.
    public static let photo = "photo.jpg"
    /// Photo names looked for, in order.
    public static let photoNames = [photo, "photo.jpeg"]
    /// The metadata's name; its presence marks a directory as a capture.
    public static let metadata = "metadata.json"
    /// The rendered depth picture's name.
    public static let picture = "depth.png"
    /// The `frame` report's name, written last.
    public static let report = "capture.json"
    /// A video capture's movie.
    public static let movie = "video.mov"
    /// A video capture's depth keyframes.
    public static let depthKeyframes = "depth.gz"
    /// A video capture's frame hash chain; its presence marks a directory as a video capture.
    public static let hashChain = "hash_chain.json"

    /// The depth file's name for `container`: `depth.gz`, `depth.zlib`, `depth.deflate` or
    /// `depth.f32` (raw).
    public static func depth(_ container: DepthContainer) -> String {
        "depth." + container.fileExtension
    }

    /// Depth file names looked for, in order: every name ``depth(_:)`` writes, then the raw names
    /// other tools use (`depth.bin`, `depth`).
    public static let depthNames = DepthContainer.allCases.map(depth) + ["depth." + DepthContainer.otherToolsRawExtension, "depth"]

    /// Confidence map names looked for, in order: the compressed and raw byte maps, then an 8-bit
    /// gray PNG.
    public static let confidenceNames =
        (DepthContainer.allCases.filter { $0 != .raw }.map(\.fileExtension) + [DepthContainer.otherToolsRawExtension, "png"])
        .map { "confidence." + $0 }
}
