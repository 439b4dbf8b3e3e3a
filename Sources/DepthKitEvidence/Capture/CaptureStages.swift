import DepthKitCore

/// The configurable stages of ``FrameProcessor``: how depth is compressed, analysed and drawn.
public struct CaptureStages: Sendable {
    /// Compresses raw depth into the upload container.
    public var compressor: DepthCompressor
    /// Analyses the depth (`depth_analysis` in `capture.json`); `nil` skips the stage.
    public var analyzer: DepthAnalyzer?
    /// Draws the depth as a colormap picture (`depth.png`); `nil` skips the stage.
    public var renderer: DepthRenderer?
    /// Compresses the picture.
    public var pngEncoder: PNGEncoder

    /// The capture app's choices: libdeflate at ``DepthCompressor/defaultLevel``, DepthKit's analysis,
    /// the near/far colormap over 0.5–5 m, fast PNG.
    public init(
        compressor: DepthCompressor = DepthCompressor(), analyzer: DepthAnalyzer? = DepthAnalyzer(),
        renderer: DepthRenderer? = DepthRenderer(), pngEncoder: PNGEncoder = PNGEncoder()
    ) {
        self.compressor = compressor
        self.analyzer = analyzer
        self.renderer = renderer
        self.pngEncoder = pngEncoder
    }
}
