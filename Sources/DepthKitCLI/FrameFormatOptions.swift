import ArgumentParser
import DepthKitCore

extension PixelFormat: ExpressibleByArgument {}
extension YCbCrRange: ExpressibleByArgument {}
/// `--subsampling`: the three layouts camera pipelines use (444, 422, 420).
extension JPEGSubsampling: ExpressibleByArgument {
    private static let choices: [JPEGSubsampling] = [.s444, .s422, .s420]

    public init?(argument: String) {
        guard let value = Self(rawValue: argument), Self.choices.contains(value) else { return nil }
        self = value
    }

    public static var allValueStrings: [String] { choices.map(\.rawValue) }
}

/// How a camera frame file is laid out and how it is encoded as JPEG (shared by `encode-jpeg` and `frame`).
struct FrameFormatOptions: ParsableArguments {
    @Option(help: "Raw frame layout (\(PixelFormat.allCases.map(\.rawValue).joined(separator: "|"))). Without it the frame must be a binary PPM (P6).")
    var pixelFormat: PixelFormat?

    @Option(help: "YCbCr sample range of nv12/i420 frames: full (ARKit 420f) or video (420v).")
    var range: YCbCrRange = .full

    @Option(help: "JPEG quality, 1...100.")
    var quality: Int = JPEGEncodingOptions.defaultQuality

    @Option(help: "JPEG chroma subsampling: 444, 422 or 420 (nv12/i420 frames are always 420).")
    var subsampling: JPEGSubsampling = .s420

    func validate() throws {
        if !(1...100).contains(quality) { throw ValidationError("--quality must be 1...100") }
    }

    /// The encoder these options describe.
    func makeEncoder() throws -> JPEGEncoder {
        try JPEGEncoder(options: JPEGEncodingOptions(quality: quality, subsampling: subsampling))
    }

    /// Checks that raw-frame dimensions are given exactly when a pixel format is.
    func validateShape(width: Int?, height: Int?, stride: Int?, names: (String, String, String)) throws {
        if pixelFormat != nil, width == nil || height == nil {
            throw ValidationError("--pixel-format needs \(names.0) and \(names.1)")
        }
        if pixelFormat == nil, width != nil || height != nil || stride != nil {
            throw ValidationError("\(names.0), \(names.1) and \(names.2) describe raw frames: give --pixel-format too (PPM files carry their own size)")
        }
    }

    /// Reads the frame at `path` (`-` for standard input): raw bytes with the given shape, or PPM.
    func readFrame(_ path: String, width: Int?, height: Int?, stride: Int?) throws(InputError) -> CameraFrame {
        try InputError.attributing(to: path) {
            let bytes = try InputReader().read(path)
            guard let pixelFormat, let width, let height else { return try CameraFrame(ppm: bytes) }
            return try CameraFrame(
                width: width, height: height, pixelFormat: pixelFormat, range: range, rowStride: stride, bytes: bytes)
        }
    }
}
