import CTurboJPEG

/// Decodes JPEG files with TurboJPEG, for round-trip tests and benchmark fixtures only (the
/// library's own image decoding lives in `Imaging/`).
@_spi(Testing)
public enum JPEGTestDecoder {
    /// A decoded JPEG as 4:2:0 planes (`width/2 · height/2` chroma).
    public struct Planes: Sendable {
        /// Columns.
        public let width: Int
        /// Rows.
        public let height: Int
        /// `width · height` luma samples.
        public let luma: [UInt8]
        /// Cb samples.
        public let blue: [UInt8]
        /// Cr samples.
        public let red: [UInt8]
    }

    /// Decodes `jpeg` to packed RGB, 3 bytes per pixel; `nil` when TurboJPEG refuses it.
    public static func decodeRGB(_ jpeg: [UInt8]) -> PixelImage? {
        withDecompressor { handle in
            guard let (width, height, _) = header(handle, jpeg) else { return nil }
            var pixels = [UInt8](repeating: 0, count: width * height * 3)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(
                    handle, jpeg, UInt(jpeg.count), output.baseAddress, Int32(width), 0, Int32(height),
                    Int32(TJPF_RGB.rawValue), 0)
            }
            guard status == 0 else { return nil }
            return try? PixelImage(width: width, height: height, layout: .rgb, pixels: pixels)
        }
    }

    /// Decodes a 4:2:0 `jpeg` (even dimensions) to its Y, Cb, Cr planes without colour conversion;
    /// `nil` when it is not 4:2:0 or TurboJPEG refuses it.
    public static func decodePlanes(_ jpeg: [UInt8]) -> Planes? {
        withDecompressor { handle in
            guard let (width, height, subsampling) = header(handle, jpeg),
                subsampling == Int32(TJSAMP_420.rawValue), width % 2 == 0, height % 2 == 0
            else { return nil }
            var luma = [UInt8](repeating: 0, count: width * height)
            var blue = [UInt8](repeating: 0, count: width * height / 4)
            var red = blue
            let status = luma.withUnsafeMutableBufferPointer { y in
                blue.withUnsafeMutableBufferPointer { cb in
                    red.withUnsafeMutableBufferPointer { cr in
                        var planes: [UnsafeMutablePointer<UInt8>?] = [y.baseAddress, cb.baseAddress, cr.baseAddress]
                        return tjDecompressToYUVPlanes(
                            handle, jpeg, UInt(jpeg.count), &planes, Int32(width), nil, Int32(height), 0)
                    }
                }
            }
            guard status == 0 else { return nil }
            return Planes(width: width, height: height, luma: luma, blue: blue, red: red)
        }
    }

    private static func withDecompressor<T>(_ body: (tjhandle) -> T?) -> T? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return body(handle)
    }

    private static func header(_ handle: tjhandle, _ jpeg: [UInt8]) -> (Int, Int, Int32)? {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, jpeg, UInt(jpeg.count), &width, &height, &subsampling, &colorspace) == 0
        else { return nil }
        return (Int(width), Int(height), subsampling)
    }
}
