extension JPEGEncoder {
    /// Encodes a decoded or composed picture (RGB or RGBA; alpha is dropped by JPEG, grey as RGB
    /// is not accepted) with this encoder's options, e.g. an overlay to `.jpg`.
    public func encode(_ image: PixelImage) throws(JPEGEncodingError) -> [UInt8] {
        let format: PixelFormat
        switch image.layout {
        case .rgb: format = .rgb8
        case .rgba: format = .rgba8
        case .gray: throw .unsupportedPictureLayout(channels: image.layout.channels)
        }
        let frame: CameraFrame
        do throws(CameraFrameError) {
            frame = try CameraFrame(width: image.width, height: image.height, pixelFormat: format, bytes: image.pixels)
        } catch {
            throw .invalidFrame(error)
        }
        return try encode(frame)
    }
}
