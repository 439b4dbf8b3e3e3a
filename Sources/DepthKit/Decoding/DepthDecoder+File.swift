extension DepthDecoder {
    /// Reads the depth file at `path` (`-` for standard input; at most ``DecodingLimits/maxDecodedBytes``
    /// bytes) and decodes it, tying any failure to `path`.
    public func decodeFile(_ path: String, dimensions: DepthDimensions? = nil) throws(InputError) -> DecodedDepth {
        let bytes: [UInt8]
        do throws(InputReadError) { bytes = try InputReader(maxBytes: limits.maxDecodedBytes).read(path) } catch {
            throw InputError(input: path, underlying: error)
        }
        do throws(DepthDecodingError) { return try decode(bytes, dimensions: dimensions) } catch {
            throw InputError(input: path, underlying: error)
        }
    }
}
