/// What a JPEG's header declares, read without decoding the image.
public struct JPEGHeader: Sendable, Equatable {
    /// How the chroma planes are subsampled, named as usual (`4:2:0`, `gray`, …).
    public enum Subsampling: String, Sendable, Equatable {
        /// Full-resolution chroma.
        case s444 = "4:4:4"
        /// Chroma halved horizontally.
        case s422 = "4:2:2"
        /// Chroma halved in both directions (what cameras write).
        case s420 = "4:2:0"
        /// Luma only.
        case gray
        /// Chroma halved vertically.
        case s440 = "4:4:0"
        /// Chroma quartered horizontally.
        case s411 = "4:1:1"
        /// A layout TurboJPEG does not name.
        case unknown
    }

    /// Stored width in pixels (before any EXIF orientation).
    public let width: Int
    /// Stored height in pixels.
    public let height: Int
    /// The chroma subsampling.
    public let subsampling: Subsampling
}
