/// How the bytes of a raw camera frame are laid out.
public enum PixelFormat: String, Sendable, CaseIterable, Codable {
    /// Interleaved red, green, blue; 3 bytes per pixel.
    case rgb8
    /// Interleaved blue, green, red, alpha; 4 bytes per pixel (alpha ignored).
    case bgra8
    /// Interleaved red, green, blue, alpha; 4 bytes per pixel (alpha ignored).
    case rgba8
    /// 4:2:0 bi-planar YCbCr (ARKit's `capturedImage`): a full-resolution Y plane, then one plane of
    /// interleaved Cb, Cr pairs at half resolution in both directions, both with the same row stride.
    case nv12
    /// 4:2:0 planar YCbCr: a full-resolution Y plane, then Cb and Cr planes at half resolution in
    /// both directions, each with half the luma row stride (rounded up).
    case i420

    /// Bytes per pixel of an interleaved format; `nil` for the planar YCbCr formats.
    public var bytesPerPixel: Int? {
        switch self {
        case .rgb8: 3
        case .bgra8, .rgba8: 4
        case .nv12, .i420: nil
        }
    }

    /// Whether the format carries YCbCr planes (4:2:0) rather than interleaved RGB.
    public var isYCbCr: Bool { bytesPerPixel == nil }
}

/// The numeric range of YCbCr samples.
public enum YCbCrRange: String, Sendable, CaseIterable, Codable {
    /// Y, Cb and Cr use 0...255 (JPEG's own range; ARKit's `420f`).
    case full
    /// Y uses 16...235 and Cb, Cr 16...240 (ITU-R BT.601 "studio" range; `420v`).
    case video
}
