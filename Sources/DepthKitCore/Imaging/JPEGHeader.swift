/// What a JPEG's header declares, read without decoding the image.
public struct JPEGHeader: Sendable, Equatable {
    /// Stored width in pixels (before any EXIF orientation).
    public let width: Int
    /// Stored height in pixels.
    public let height: Int
    /// The chroma subsampling, or `nil` for a layout TurboJPEG does not name.
    public let subsampling: JPEGSubsampling?
}
