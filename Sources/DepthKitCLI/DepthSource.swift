import DepthKitCore

extension InputOptions {
    /// Reads the depth map in `file`: `.npy` and 16-bit millimetre `.png` files by extension (as
    /// `convert` reads them), everything else as a gzip/zlib/deflate/raw depth file.
    func depthMap(_ file: String, dimensions: DepthDimensions?) throws(InputError) -> DepthMap {
        switch DepthFileFormat(path: file) {
        case .npy, .png16:
            let format = DepthFileFormat(path: file)!
            return try InputError.attributing(to: file) {
                try DepthFileConverter(limits: limits).read(
                    InputReader(maxBytes: limits.maxDecodedBytes).read(file), as: format, dimensions: dimensions)
            }
        default:
            return try decode(file, dimensions: dimensions).map
        }
    }
}
