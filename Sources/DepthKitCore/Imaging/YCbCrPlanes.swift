/// A JPEG's decoded Y, Cb and Cr planes, exactly as stored (no colour conversion, no chroma
/// upsampling): the luma plane is `width · height`, each chroma plane `chromaWidth · chromaHeight`
/// (both empty for a grey JPEG).
public struct YCbCrPlanes: Sendable, Equatable {
    /// Columns of the image (and of the luma plane).
    public let width: Int
    /// Rows of the image (and of the luma plane).
    public let height: Int
    /// Columns of each chroma plane (e.g. `width / 2` rounded up for 4:2:0).
    public let chromaWidth: Int
    /// Rows of each chroma plane.
    public let chromaHeight: Int
    /// Y samples, row-major, no padding.
    public let luma: [UInt8]
    /// Cb samples, row-major, no padding.
    public let blue: [UInt8]
    /// Cr samples, row-major, no padding.
    public let red: [UInt8]
}
