/// A walk over a PNG's chunk headers, for the little the simplified API does not expose.
enum PNGChunks {
    /// Linear gamma as a gAMA chunk stores it (gamma × 100 000).
    private static let linearGamma: UInt32 = 100_000

    /// Throws when a chunk before the image data would make libpng gamma-convert 16-bit samples:
    /// `sRGB`, `iCCP`, or a `gAMA` other than linear. Malformed files are left to libpng to reject.
    static func requireLinearOrUntagged(_ bytes: [UInt8]) throws(ImageCodingError) {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            switch type {
            case "IDAT", "IEND":
                return
            case "sRGB", "iCCP":
                throw .pngGammaWouldAlterSamples
            case "gAMA" where offset + 12 <= bytes.count:
                let gamma = UInt32(bytes[offset + 8]) << 24 | UInt32(bytes[offset + 9]) << 16
                    | UInt32(bytes[offset + 10]) << 8 | UInt32(bytes[offset + 11])
                if gamma != linearGamma { throw .pngGammaWouldAlterSamples }
            default:
                break
            }
            offset += 12 + length
        }
    }
}
