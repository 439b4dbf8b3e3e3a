/// A finished picture: either colour-mapped (written as a palette PNG) or plain 8-bit pixels.
public enum Picture: Equatable, Sendable {
    /// At most 256 colours, one index per pixel.
    case indexed(IndexedImage)
    /// Grey, RGB or RGBA pixels.
    case pixels(PixelImage)

    /// Columns.
    public var width: Int {
        switch self {
        case .indexed(let image): image.width
        case .pixels(let image): image.width
        }
    }

    /// Rows.
    public var height: Int {
        switch self {
        case .indexed(let image): image.height
        case .pixels(let image): image.height
        }
    }
}

extension PNGEncoder {
    /// Encodes either kind of picture.
    public func encode(_ picture: Picture) throws(ImageCodingError) -> [UInt8] {
        switch picture {
        case .indexed(let image): try encode(image)
        case .pixels(let image): try encode(image)
        }
    }
}
