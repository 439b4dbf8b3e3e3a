extension DepthDecoder {
    /// Reads the depth file at `path` (`-` for standard input; at most ``DecodingLimits/maxDecodedBytes``
    /// bytes) and decodes it, tying any failure to `path`.
    public func decodeFile(_ path: String, dimensions: DepthDimensions? = nil) throws(InputError) -> DecodedDepth {
        try InputError.attributing(to: path) {
            try decode(try InputReader(maxBytes: limits.maxDecodedBytes).read(path), dimensions: dimensions)
        }
    }
}
