import DepthKitCore

/// The claim thumbnail (`c2pa.thumbnail.claim.jpeg`): the photo decoded by libjpeg-turbo at the
/// largest scale (1/1, 1/2, 1/4 or 1/8) whose longer side is at most ``maxSide``, re-encoded
/// at quality 85: 480x360 (about 35 KB) for a 1920x1440 photo. Most of the time goes to the
/// entropy decoding of the full photo, which no scale avoids; 1/4 rather than 1/2 (960x720,
/// c2pa-rs's 1024-pixel default) keeps the whole under 10 ms (docs/c2pa.md, Speed).
public enum C2PAThumbnail {
    /// The longest side a thumbnail may have, in pixels.
    public static let maxSide = 512

    /// The thumbnail of `photo`, a JPEG.
    /// - Throws: ``ImageCodingError`` or ``JPEGEncodingError``.
    public static func make(from photo: [UInt8]) throws -> [UInt8] {
        let decoder = JPEGDecoder()
        let size = try decoder.dimensions(of: photo)
        let longest = max(size.width, size.height)
        let reduction = [1, 2, 4, 8].first { (longest + $0 - 1) / $0 <= maxSide } ?? 8
        let image = try decoder.decode(photo, reduction: reduction)
        return try JPEGEncoder().encode(image)
    }
}
