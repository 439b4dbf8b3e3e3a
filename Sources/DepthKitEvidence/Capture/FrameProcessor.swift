import DepthKitCore

/// The per-frame pipeline of the capture app: camera frame + depth map → uploadable capture.
///
/// In order: encode the JPEG; `photo_hash` = SHA-256 of the JPEG; decode the depth (to know its
/// container and grid); compress it unless it arrived compressed; `capture_hash` = SHA-256 of the
/// JPEG followed by the compressed depth; analyse the depth and render its PNG (unless those stages
/// are switched off); assemble `metadata.json`. Each stage is timed.
///
/// A processor reuses its ``JPEGEncoder`` for every frame and, like it, is not thread-safe.
public final class FrameProcessor {
    /// The JPEG encoder, reused for every frame.
    public let encoder: JPEGEncoder
    /// The container raw depth is compressed into (gzip, what the upload contract expects).
    public let depthContainer: DepthContainer
    /// Compression, analysis and picture stages.
    public var stages: CaptureStages
    /// Bounds on the depth payload's decoded size.
    public let decodingLimits: DecodingLimits

    /// Creates a processor.
    public init(
        encoder: JPEGEncoder, depthContainer: DepthContainer = .gzip, stages: CaptureStages = CaptureStages(),
        decodingLimits: DecodingLimits = .default
    ) {
        self.encoder = encoder
        self.depthContainer = depthContainer
        self.stages = stages
        self.decodingLimits = decodingLimits
    }

    /// Processes one frame.
    /// - Parameters:
    ///   - depth: the depth file's bytes: raw Float32 LE metres, or already gzip/zlib/deflate.
    ///   - depthDimensions: the depth grid; `nil` accepts only known sensor sizes.
    ///   - metadata: caller-supplied metadata fields.
    ///   - now: the capture time used when `metadata` has none.
    public func process(
        frame: CameraFrame, depth: [UInt8], depthDimensions: DepthDimensions? = nil,
        metadata: CaptureMetadataInput = .empty, now: CaptureTimestamp = .now()
    ) throws(CaptureError) -> FrameCapture {
        var timer = StageTimer()
        let photo = try timer.run(.encodeJPEG) { () throws(JPEGEncodingError) in try encoder.encode(frame) }
        // One pass over the photo: its digest gives the photo hash and starts the capture hash.
        var photoDigest = SHA256Accumulator()
        let photoHash = timer.run(.photoHash) {
            photoDigest.update(photo)
            return photoDigest.finalize()
        }
        let decoded = try timer.run(.decodeDepth) { () throws(DepthDecodingError) in
            try DepthDecoder(limits: decodingLimits).decode(depth, dimensions: depthDimensions)
        }
        let grid = decoded.map.dimensions
        for (side, key) in [(grid.width, CaptureMetadata.DimensionKeys.width), (grid.height, .height)] {
            let field = CaptureMetadata.CodingKeys.depthMapDimensions.rawValue + "." + key.rawValue
            if let problem = MetadataContract.dimensionProblem(Double(side), field: field) {
                throw .stageFailed(stage: .decodeDepth, underlying: problem)
            }
        }
        let compressedDepth: [UInt8]
        let container: DepthContainer
        if decoded.container == .raw {
            compressedDepth = try timer.run(.compressDepth) { () throws(DepthCompressionError) in
                try stages.compressor.compress(bytes: depth, container: depthContainer)
            }
            container = depthContainer
        } else {
            timer.skip(.compressDepth)
            compressedDepth = depth
            container = decoded.container
        }
        let captureHash = timer.run(.captureHash) { ContentDigest.captureHash(continuing: photoDigest, depth: compressedDepth) }
        var analysis: AnalysisReport?
        if let analyzer = stages.analyzer {
            analysis = timer.run(.analysis) { analyzer.analyze(decoded.map) }
        } else {
            timer.skip(.analysis)
        }
        var picture: [UInt8]?
        if let renderer = stages.renderer {
            picture = try timer.run(.renderPNG) { () throws in
                try stages.pngEncoder.encode(try renderer.render(decoded.map).picture)
            }
        } else {
            timer.skip(.renderPNG)
        }
        let captureMetadata = timer.run(.metadata) {
            CaptureMetadata(
                capturedAt: metadata.capturedAt ?? now,
                deviceModel: metadata.deviceModel ?? CaptureMetadataInput.unknownDeviceModel,
                photoHash: photoHash, location: metadata.location,
                depthMapDimensions: decoded.map.dimensions, assertion: metadata.assertion,
                deviceKeyID: metadata.deviceKeyID)
        }
        return FrameCapture(
            photo: photo, depth: compressedDepth, depthContainer: container,
            depthCompressedHere: decoded.container == .raw, metadata: captureMetadata,
            photoHash: photoHash, captureHash: captureHash, picture: picture, analysis: analysis,
            photoSettings: FrameCapture.PhotoSettings(
                width: frame.width, height: frame.height, pixelFormat: frame.pixelFormat,
                range: frame.pixelFormat.isYCbCr ? frame.range : nil, quality: encoder.options.quality,
                subsampling: frame.pixelFormat.isYCbCr ? .s420 : encoder.options.subsampling),
            timings: timer.timings)
    }
}

/// Times stages with the monotonic clock and wraps their errors with the stage's name.
struct StageTimer {
    private(set) var timings: [CaptureStage: StageTiming] = [:]
    private let clock = ContinuousClock()

    /// Runs a stage that can fail: a leaf with its typed error, or several calls with different
    /// error types (`() throws in`); either way the failure is tied to `stage`.
    mutating func run<T, Failure: Error>(
        _ stage: CaptureStage, _ body: () throws(Failure) -> T
    ) throws(CaptureError) -> T {
        let start = clock.now
        do {
            let value = try body()
            record(stage, since: start)
            return value
        } catch {
            throw .stageFailed(stage: stage, underlying: UnexpectedError.wrapping(error))
        }
    }

    mutating func run<T>(_ stage: CaptureStage, _ body: () -> T) -> T {
        let start = clock.now
        let value = body()
        record(stage, since: start)
        return value
    }

    mutating func skip(_ stage: CaptureStage) {
        timings[stage] = .skipped
    }

    private mutating func record(_ stage: CaptureStage, since start: ContinuousClock.Instant) {
        timings[stage] = .measured(milliseconds: start.duration(to: clock.now).milliseconds)
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
