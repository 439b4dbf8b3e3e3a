import ArgumentParser
import DepthKitCore

/// `depthkit encode-jpeg`: one camera frame (PPM or raw planes) → JPEG.
struct EncodeJPEGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode-jpeg",
        abstract: "Encode a camera frame (PPM, or raw rgb8/bgra8/rgba8/nv12/i420) as JPEG.",
        discussion: """
            nv12 and i420 frames are encoded from their Y/Cb/Cr planes directly (no RGB round trip); \
            video-range samples are expanded to JPEG's full range. The output is written atomically.
            Examples:
              depthkit encode-jpeg frame.ppm -o photo.jpg
              depthkit encode-jpeg frame.nv12 --pixel-format nv12 \\
                --width 1920 --height 1440 -o photo.jpg --quality 85
            """
    )

    @Argument(help: "The frame file ('-' reads standard input).")
    var input: String

    @Option(name: .shortAndLong, help: "The JPEG file to write.")
    var output: String

    @OptionGroup var frameFormat: FrameFormatOptions

    @Option(help: "Raw frame width in pixels.")
    var width: Int?

    @Option(help: "Raw frame height in pixels.")
    var height: Int?

    @Option(help: "Bytes per row of the first plane (default: no padding). i420 chroma rows use half of it.")
    var stride: Int?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        try frameFormat.validateShape(width: width, height: height, stride: stride, names: ("--width", "--height", "--stride"))
    }

    func run() throws {
        var status = ExitStatus()
        do {
            let frame = try frameFormat.readFrame(input, width: width, height: height, stride: stride)
            let jpeg: [UInt8]
            do {
                jpeg = try frameFormat.makeEncoder().encode(frame)
                try AtomicFileWriter.write(jpeg, toFile: output)
            } catch let error as any DepthKitError {
                throw InputError(input: error is OutputError ? output : input, underlying: error)
            }
            let report = EncodedPhoto(
                file: input, output: output, width: frame.width, height: frame.height,
                pixelFormat: frame.pixelFormat, quality: frameFormat.quality,
                subsampling: frame.pixelFormat.isYCbCr ? .s420 : frameFormat.subsampling,
                jpegBytes: jpeg.count, sha256: ContentDigest.sha256(jpeg).hex)
            print(outputOptions.resolved == .json ? ReportEncoder.line(report) : report.text)
        } catch let error as InputError {
            status.record(error)
        }
        try status.finish()
    }
}

/// What `encode-jpeg` reports.
struct EncodedPhoto: Encodable {
    let file: String
    let output: String
    let width: Int
    let height: Int
    let pixelFormat: PixelFormat
    let quality: Int
    let subsampling: JPEGSubsampling
    let jpegBytes: Int
    let sha256: String

    var text: String {
        "\(file): \(width)x\(height) \(pixelFormat) → \(output), \(jpegBytes) bytes, quality \(quality), \(subsampling.rawValue), sha256 \(sha256)"
    }
}
