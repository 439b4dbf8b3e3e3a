/// Why ``DepthCompressor`` could not compress a payload.
public enum DepthCompressionError: DepthKitError, Equatable {
    /// libdeflate could not allocate a compressor at this level (out of memory).
    case compressorUnavailable(level: Int)

    public var category: FailureCategory { .io }

    public var kind: String { "deflate_compressor_unavailable" }

    public var description: String {
        switch self {
        case let .compressorUnavailable(level):
            "libdeflate could not allocate a level-\(level) compressor (out of memory)"
        }
    }
}
