import DepthKitCore

extension CaptureBytes {
    /// The capture's depth blended over its photo, as `depthkit evidence --overlay` and the
    /// `overlay` command draw it (the app's live overlay), encoded as PNG: the depth decoded with
    /// the dimensions `metadata.json` declares, the photo decoded from JPEG.
    /// - Throws: ``DepthDecodingError`` for the depth, ``ImageCodingError`` for the photo and the PNG,
    ///   the overlay's error.
    public func overlayPNG(limits: DecodingLimits = .default) throws -> [UInt8] {
        let dimensions = MetadataValidation(bytes: metadata).depthDimensions
        let map = try DepthDecoder(limits: limits).decode(depth, dimensions: dimensions).map
        let picture = try JPEGDecoder().decode(photo)
        return try PNGEncoder().encode(try DepthOverlay().apply(map, onto: picture).picture)
    }
}
