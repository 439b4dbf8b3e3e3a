/// `capture.json`: the capture hash, what was written and how long each stage took. Written last,
/// so its presence means the other files of the capture are complete.
public struct CaptureReport: Encodable, Sendable {
    /// The capture.
    public let capture: FrameCapture
    /// File names written, by role.
    public let files: Files
    /// Per-stage timings including ``CaptureStage/writeFiles``.
    public let timings: [CaptureStage: StageTiming]

    enum CodingKeys: CodingKey {
        case files, captureHash, captureHashBase64, photoHash, photoBytes, depthBytes, depthContainer
        case depthCompressedHere, depthMapDimensions, photo, depthAnalysis, timingsMs, totalMs
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(capture.captureHash.hex, forKey: .captureHash)
        try container.encode(capture.captureHash.base64, forKey: .captureHashBase64)
        try container.encode(capture.photoHash.hex, forKey: .photoHash)
        try container.encode(capture.photo.count, forKey: .photoBytes)
        try container.encode(capture.depth.count, forKey: .depthBytes)
        try container.encode(capture.depthContainer, forKey: .depthContainer)
        try container.encode(capture.depthCompressedHere, forKey: .depthCompressedHere)
        var dimensions = container.nestedContainer(keyedBy: CaptureMetadata.DimensionKeys.self, forKey: .depthMapDimensions)
        try dimensions.encode(capture.metadata.depthMapDimensions.width, forKey: .width)
        try dimensions.encode(capture.metadata.depthMapDimensions.height, forKey: .height)
        try container.encode(capture.photoSettings, forKey: .photo)
        if let analysis = capture.analysis {
            try container.encode(analysis, forKey: .depthAnalysis)
        } else {
            try container.encode(StageTiming.skipped, forKey: .depthAnalysis)
        }
        try container.encode(files, forKey: .files)
        try container.encode(
            Dictionary(uniqueKeysWithValues: timings.map { ($0.key.rawValue, $0.value) }), forKey: .timingsMs)
        try container.encode(
            StageTiming.measured(milliseconds: timings.values.reduce(0) { $0 + ($1.milliseconds ?? 0) }),
            forKey: .totalMs)
    }

    /// The names of the files a capture directory was written with (``CaptureLayout``'s).
    public struct Files: Encodable, Equatable, Sendable {
        /// The photo.
        public let photo: String
        /// The depth file.
        public let depth: String
        /// The metadata.
        public let metadata: String
        /// The depth picture, when one was rendered (absent from the JSON otherwise).
        public let picture: String?
    }
}
