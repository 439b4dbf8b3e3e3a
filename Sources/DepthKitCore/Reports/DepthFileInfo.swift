/// What `depthkit info` reports about one depth file.
public typealias DepthFileInfo = FileReport<DecodedFileDetails>

/// How a depth file decoded: the fields of a ``DepthFileInfo``, all `nil` when it did not.
public struct DecodedFileDetails: Encodable, Sendable {
    /// The detected container.
    public let container: DepthContainer?
    /// Size of the file in bytes.
    public let encodedBytes: Int?
    /// Size of the decoded Float32 payload in bytes.
    public let decodedBytes: Int?
    /// Columns.
    public let width: Int?
    /// Rows.
    public let height: Int?
    /// Whether the dimensions were given or inferred from a known sensor size.
    public let dimensionsSource: DimensionsSource?
}

extension FileReport where Details == DecodedFileDetails {
    /// Describes a successful decode.
    public init(file: String, decoded: DecodedDepth) {
        self.init(
            file: file,
            details: DecodedFileDetails(
                container: decoded.container, encodedBytes: decoded.encodedByteCount,
                decodedBytes: decoded.map.dimensions.byteCount, width: decoded.map.width, height: decoded.map.height,
                dimensionsSource: decoded.dimensionsSource))
    }

    /// Describes a file that could not be read or decoded (the message followed by the caller's `advice`).
    public init(file: String, error: InputError, advice: ErrorAdvice = .none) {
        self.init(
            file: file,
            details: DecodedFileDetails(
                container: nil, encodedBytes: nil, decodedBytes: nil, width: nil, height: nil, dimensionsSource: nil),
            error: error, advice: advice)
    }
}
