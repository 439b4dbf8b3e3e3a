import DepthKitCore

/// The file name of each part of a capture directory, in one place: ``FrameCapture/write(to:)``
/// writes these names and ``CaptureFiles/init(directory:)`` (the `evidence` and `batch` commands)
/// looks for them, so what `frame` writes, `evidence` finds.
///
/// ```
/// photo.jpg       the JPEG photo
/// depth.gz        the depth map: depth.gz, depth.zlib, depth.deflate or depth.f32 (raw Float32)
/// metadata.json   the upload contract's metadata (``CaptureMetadata``)
/// confidence.*    the ARKit confidence map, when there is one (never written by `frame`)
/// depth.png       the rendered depth picture (`frame --picture`)
/// capture.json    the `frame` report (``CaptureReport``), written last
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
