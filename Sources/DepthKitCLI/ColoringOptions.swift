import ArgumentParser
import DepthKitCore

extension Colormap: ExpressibleByArgument {}
extension QuarterTurn: ExpressibleByArgument {}
extension DepthOverlay.Style: ExpressibleByArgument {}
extension PNGEncoder.Compression: ExpressibleByArgument {}
extension PointCloud.Encoding: ExpressibleByArgument {}

/// `--range fixed|auto`.
enum RangeMode: String, ExpressibleByArgument, CaseIterable {
    /// `--near` to `--far`.
    case fixed
    /// 2nd to 98th percentile of the valid depths.
    case auto
}

/// Colormap, colour range, validity, confidence and rotation: shared by `render` and `overlay`.
struct ColoringOptions: ParsableArguments {
    @Option(help: "Colormap (near = first colour).")
    var colormap: Colormap = .nearfar

    @Option(help: "Depth drawn with the first colour, metres (with --range fixed).")
    var near: Float?

    @Option(help: "Depth drawn with the last colour, metres (with --range fixed).")
    var far: Float?

    @Option(help: "fixed: --near..--far (default 0.5..5.0 m, the capture app's); auto: 2nd..98th percentile of valid depth.")
    var range: RangeMode = .fixed

    @Option(help: "Depths below this are invalid, metres.")
    var validMin: Float = ValidDepthRange.reference.minMeters

    @Option(help: "Depths above this are invalid, metres.")
    var validMax: Float = ValidDepthRange.reference.maxMeters

    @Option(help: "Confidence map (UInt8 per pixel, ARKit 0/1/2; gzip/zlib/deflate/raw) for the depth input.")
    var confidence: String?

    @Option(help: "With --confidence: pixels below this confidence are invalid.")
    var minConfidence: UInt8 = 1

    @Option(help: "Rotate the depth map clockwise by 0, 90, 180 or 270 degrees (90: landscape sensor to portrait).")
    var rotate: QuarterTurn = .none

    func validate() throws {
        if range == .auto && (near != nil || far != nil) {
            throw ValidationError("--near/--far go with --range fixed, not --range auto")
        }
        do {
            _ = try ValidDepthRange(minMeters: validMin, maxMeters: validMax)
            if range == .fixed { _ = try fixedRange() }
        } catch let error as any DepthKitError {
            throw ValidationError(error.description)
        }
    }

    private func fixedRange() throws(RenderingError) -> NormalizationRange {
        try NormalizationRange(
            nearMeters: near ?? NormalizationRange.app.nearMeters, farMeters: far ?? NormalizationRange.app.farMeters)
    }

    /// The levels of the `--confidence` file, when one was given (matched to a depth map by
    /// ``coloring(invalidColor:confidenceLevels:for:)``).
    func confidenceLevels(limits: DecodingLimits) throws(InputError) -> [UInt8]? {
        guard let confidence else { return nil }
        return try InputError.attributing(to: confidence) {
            try ConfidenceMap.levels(from: try InputReader(maxBytes: limits.maxDecodedBytes).read(confidence), limits: limits)
        }
    }

    /// The colouring these options describe for `map`, with `confidenceLevels` as its confidence map.
    func coloring(invalidColor: RGBAColor, confidenceLevels: [UInt8]?, for map: DepthMap) throws(ConfidenceMapError) -> DepthColoring {
        let confidenceMap = try confidenceLevels.map { levels throws(ConfidenceMapError) in
            try ConfidenceMap(dimensions: map.dimensions, levels: levels)
        }
        // Both were checked in `validate`.
        let valid = try! ValidDepthRange(minMeters: validMin, maxMeters: validMax)
        let choice: DepthColoring.RangeChoice = range == .auto ? .automatic : .fixed(try! fixedRange())
        return DepthColoring(
            colormap: colormap, range: choice, valid: valid, invalidColor: invalidColor, confidence: confidenceMap,
            minimumConfidence: minConfidence)
    }
}

extension RGBAColor: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension OutputSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
