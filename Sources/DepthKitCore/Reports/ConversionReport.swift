/// One line of `depthkit convert`: what was converted into what, or why not. Value fields are
/// `null` when the conversion failed.
public struct ConversionReport: Encodable, Sendable {
    /// The input path as given.
    public let input: String
    /// The output path.
    public let output: String
    /// The input's format.
    public let from: DepthFileFormat
    /// The output's format.
    public let to: DepthFileFormat
    /// Whether the output was written.
    public let ok: Bool
    /// Columns of the depth map.
    public let width: Int?
    /// Rows of the depth map.
    public let height: Int?
    /// Size of the output in bytes.
    public let bytes: Int?
    /// Pixels written as 0 because they cannot be stored (16-bit millimetre PNG only).
    public let zeroedPixels: Int?
    /// Points written (point clouds only).
    public let points: Int?
    /// Why the conversion failed.
    public let error: ErrorReport?

    /// A conversion that was written.
    public init(
        input: String, output: String, from: DepthFileFormat, to: DepthFileFormat, map: DepthMap, converted: ConvertedDepth
    ) {
        (self.input, self.output, self.from, self.to, ok) = (input, output, from, to, true)
        (width, height, bytes) = (map.width, map.height, converted.bytes.count)
        (zeroedPixels, points, error) = (converted.zeroedPixels, converted.pointCount, nil)
    }

    /// A conversion that failed.
    public init(
        input: String, output: String, from: DepthFileFormat, to: DepthFileFormat, error: InputError, advice: ErrorAdvice = .none
    ) {
        (self.input, self.output, self.from, self.to, ok) = (input, output, from, to, false)
        (width, height, bytes, zeroedPixels, points) = (nil, nil, nil, nil, nil)
        self.error = ErrorReport(error, advice: advice)
    }
}
