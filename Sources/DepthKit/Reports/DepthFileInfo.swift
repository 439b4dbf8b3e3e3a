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

    enum CodingKeys: String, CodingKey {
        case file, ok, container, width, height, error
        case encodedBytes = "encoded_bytes"
        case decodedBytes = "decoded_bytes"
        case dimensionsSource = "dimensions_source"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(ok, forKey: .ok)
        try container.encode(self.container, forKey: .container)
        try container.encode(encodedBytes, forKey: .encodedBytes)
        try container.encode(decodedBytes, forKey: .decodedBytes)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(dimensionsSource, forKey: .dimensionsSource)
        try container.encode(error, forKey: .error)
    }
}
