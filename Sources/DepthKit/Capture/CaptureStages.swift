/// The replaceable stages of ``FrameProcessor``, as closures, so that depth compression, analysis
/// and picture rendering can be supplied by whichever implementation the caller chooses.
///
/// Closures should throw ``DepthKitError``s; any other error is reported as
/// ``CaptureError/stageFailedWithoutDetail(stage:message:)``.
public struct CaptureStages {
    /// Compresses a raw Float32 LE depth payload into the given container.
    public var compressDepth: (_ payload: [UInt8], _ container: DepthContainer) throws -> [UInt8]
    /// Analyses the depth map; its result is embedded in `capture.json` as `depth_analysis`.
    /// `nil`: the stage is skipped and reported as `"skipped"`.
    public var analyzeDepth: ((DepthMap) throws -> any Encodable & Sendable)?
    /// Renders the depth map as a colormap PNG (`depth.png`). `nil`: skipped, no `depth.png`.
    public var renderDepthPNG: ((DepthMap) throws -> [UInt8])?

    /// Creates stages.
    public init(
        compressDepth: @escaping (_ payload: [UInt8], _ container: DepthContainer) throws -> [UInt8],
        analyzeDepth: ((DepthMap) throws -> any Encodable & Sendable)? = nil,
        renderDepthPNG: ((DepthMap) throws -> [UInt8])? = nil
    ) {
        self.compressDepth = compressDepth
        self.analyzeDepth = analyzeDepth
        self.renderDepthPNG = renderDepthPNG
    }

    /// Depth compression with zlib at `compressor`'s level; no analysis, no picture.
    public static func zlib(_ compressor: ZlibDepthCompressor = try! ZlibDepthCompressor()) -> CaptureStages {
        CaptureStages(compressDepth: { payload, container in try compressor.compress(payload, into: container) })
    }
}
