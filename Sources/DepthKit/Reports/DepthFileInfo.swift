/// What `depthkit info` reports about one depth file.
public struct DepthFileInfo: Encodable, Sendable {
    /// The input path as given.
    public let file: String
    /// Whether the file decoded cleanly into a depth map.
    public let ok: Bool
    /// The detected container, when decoding succeeded.
    public let container: DepthContainer?
    /// Size of the file in bytes, when it could be read.
    public let encodedBytes: Int?
    /// Size of the decoded Float32 payload in bytes.
    public let decodedBytes: Int?
    /// Columns.
    public let width: Int?
    /// Rows.
    public let height: Int?
    /// Whether the dimensions were given or inferred from a known sensor size.
    public let dimensionsSource: DimensionsSource?
    /// Why decoding failed.
    public let error: ErrorReport?

    /// Describes a successful decode.
    public init(file: String, decoded: DecodedDepth) {
        self.file = file
        ok = true
        container = decoded.container
        encodedBytes = decoded.encodedByteCount
        decodedBytes = decoded.map.dimensions.byteCount
        width = decoded.map.width
        height = decoded.map.height
        dimensionsSource = decoded.dimensionsSource
        error = nil
    }

    /// Describes a failed decode.
    public init(file: String, error: InputError) {
        self.file = file
        ok = false
        container = nil
        encodedBytes = nil
        decodedBytes = nil
        width = nil
        height = nil
        dimensionsSource = nil
        self.error = ErrorReport(error)
    }
}
