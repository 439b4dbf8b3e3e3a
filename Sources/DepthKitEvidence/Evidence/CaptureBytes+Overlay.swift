import DepthKitCore

extension CaptureBytes {
    /// The capture's depth blended over its photo with the app's live overlay (``DepthOverlay``'s
    /// defaults, as the `overlay` command draws it without options), encoded as PNG: the depth
    /// decoded with the dimensions `metadata.json` declares (else those its container states), the
    /// photo decoded from JPEG. The one overlay of a capture: `depthkit evidence --overlay` writes
    /// it and the service keeps and serves it as `overlay.png`.
    /// - Throws: ``DepthDecodingError`` for the depth, ``ImageCodingError`` for the photo and the PNG,
    ///   the overlay's error.
    public func overlayPNG(limits: DecodingLimits = .default) throws -> [UInt8] {
        let dimensions = MetadataValidation(bytes: metadata).depthDimensions
        let map = try DepthDecoder(limits: limits).decode(depth, dimensions: dimensions).map
        let picture = try JPEGDecoder().decode(photo)
        return try PNGEncoder().encode(try DepthOverlay().apply(map, onto: picture).picture)
    }
}
