import DepthKitCore

/// The input a worker is processing, with its expensive parts (the depth file's bytes, the
/// decoded map) computed at most once however many tasks ask for them. Used by one thread.
public final class BatchSubject {
    /// The input.
    public let input: BatchInput
    /// Limits for reading and decoding.
    public let limits: DecodingLimits
    private var depthResult: Result<DecodedDepth, InputError>?

    /// Creates the subject for `input`.
    public init(input: BatchInput, limits: DecodingLimits) {
        self.input = input
        self.limits = limits
    }

    /// The capture's files, when the input is a capture directory.
    public var capture: CaptureFiles? {
        input.kind == .capture ? CaptureFiles(directory: input.path) : nil
    }

    /// The depth map: the file itself, or a capture's depth file decoded with the dimensions its
    /// `metadata.json` declares (known sensor sizes when it declares none usable).
    public func decodedDepth() throws(InputError) -> DecodedDepth {
        if depthResult == nil { depthResult = Result { () throws(InputError) in try decode() } }
        return try depthResult!.get()
    }

    private func decode() throws(InputError) -> DecodedDepth {
        let path: String
        var dimensions: DepthDimensions?
        if let capture {
            guard let depthPath = capture.depth else {
                throw InputError(input: input.path, underlying: BatchInputError.captureFileMissing("depth file"))
            }
            path = depthPath
            dimensions = MetadataValidation.declaredDimensions(ofFile: capture.metadata)
        } else if let rawPath = input.rawPath {
            let decoder = DepthDecoder(limits: limits)
            return try InputError.attributing(to: input.path) {
                try decoder.decode(try InputReader(maxBytes: limits.maxDecodedBytes).read(rawPath: rawPath))
            }
        } else {
            path = input.path
        }
        return try DepthDecoder(limits: limits).decodeFile(path, dimensions: dimensions)
    }
}
