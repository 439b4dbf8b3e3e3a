import ArgumentParser
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence
import Foundation

/// The containers raw depth may be compressed into.
enum CompressedDepthContainer: String, ExpressibleByArgument, CaseIterable {
    case gzip, zlib, deflate

    var container: DepthContainer {
        switch self {
        case .gzip: .gzip
        case .zlib: .zlib
        case .deflate: .deflate
        }
    }
}

/// `depthkit frame`: the capture app's per-frame pipeline on one camera frame + one depth map.
struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Turn a camera frame and a depth map into an uploadable capture (JPEG, depth, metadata, hashes).",
        discussion: """
            Writes photo.jpg, depth.gz (or .zlib/.deflate), metadata.json (the upload contract), depth.png \
            (the near/far colormap) and capture.json (capture hash, depth analysis, timings) into OUTDIR, each \
            atomically, capture.json last. Prints the capture hash (text) or capture.json (json). Depth \
            that arrives compressed is kept byte for byte. --timings prints per-stage milliseconds to \
            standard error. With --c2pa-cert and --c2pa-key it then inspects the written capture as \
            `depthkit evidence` does and writes photo.c2pa.jpg: photo.jpg signed with a C2PA manifest \
            carrying the verdict (docs/c2pa.md); photo.jpg itself stays as hashed in metadata.json.

            Examples:
              depthkit frame --rgb frame.ppm --depth scan.depth.gz -o out/cap
              depthkit frame --rgb f.nv12 --pixel-format nv12 \\
                --frame-width 1920 --frame-height 1440 --depth d.f32 \\
                --width 256 --height 192 -o out/cap --metadata-in m.json --timings
              depthkit frame --rgb frame.ppm --depth scan.depth.gz -o out/cap \\
                --c2pa-cert chain.pem --c2pa-key signer.key
            """
    )

    @Option(help: "The camera frame: binary PPM, or raw with --pixel-format/--frame-width/--frame-height.")
    var rgb: String

    @Option(help: "The depth file: raw Float32 LE metres, or gzip/zlib/deflate.")
    var depth: String

    @OptionGroup var dimensions: DimensionOptions

    @Option(name: .shortAndLong, help: "The output directory (created if missing).")
    var output: String

    @Option(help: "JSON with captured_at, device_model, location and assertion for metadata.json.")
    var metadataIn: String?

    @Option(help: "The capturing device's App Attest key id (base64), written to metadata.json as device_key_id.")
    var deviceKeyID: String?

    @Option(help: "Container for raw depth: gzip, zlib or deflate.")
    var depthContainer: CompressedDepthContainer = .gzip

    @OptionGroup var frameFormat: FrameFormatOptions

    @Option(help: "Raw frame width in pixels.")
    var frameWidth: Int?

    @Option(help: "Raw frame height in pixels.")
    var frameHeight: Int?

    @Option(help: "Raw frame bytes per row of the first plane.")
    var frameStride: Int?

    @Flag(help: "Print per-stage milliseconds to standard error.")
    var timings = false

    @Option(help: ArgumentHelp("Also write photo.c2pa.jpg, the photo signed with a C2PA manifest carrying its evidence verdict: the PEM certificate chain, signing certificate first (with --c2pa-key).", valueName: "chain.pem"))
    var c2paCert: String?

    @Option(help: ArgumentHelp("PEM private key for --c2pa-cert.", valueName: "key.pem"))
    var c2paKey: String?

    @OptionGroup var outputOptions: OutputOptions

    /// The signed photo's name in the output directory.
    static let signedPhotoName = "photo.c2pa.jpg"

    func validate() throws {
        if (c2paCert == nil) != (c2paKey == nil) { throw ValidationError("--c2pa-cert and --c2pa-key go together") }
        if [rgb, depth, metadataIn].filter({ $0 == InputReader.standardInputPath }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
        try frameFormat.validateShape(
            width: frameWidth, height: frameHeight, stride: frameStride,
            names: ("--frame-width", "--frame-height", "--frame-stride"))
    }

    func run() throws {
        // The credentials are checked before any frame is processed.
        let signer = try c2paCert.flatMap { cert in try c2paKey.map { try C2PACredentialOptions.signer(cert: cert, key: $0, algorithm: nil) } }
        var status = ExitStatus()
        do throws(InputError) {
            let report = try capture()
            print(outputOptions.resolved == .json ? ReportEncoder.line(report) : report.capture.captureHash.hex)
            if timings {
                for stage in CaptureStage.allCases {
                    let timing = report.timings[stage]
                    printError("\(stage.rawValue): " + (timing?.milliseconds.map { "\(($0 * 1000).rounded() / 1000) ms" } ?? "skipped"))
                }
            }
            if let signer { try writeSignedPhoto(signer) }
        } catch {
            status.record(error)
        }
        try status.finish()
    }

    /// Inspects the written capture and writes its photo signed with the verdict.
    private func writeSignedPhoto(_ signer: C2PASigner) throws(InputError) {
        let files = CaptureFiles(directory: output)
        let evidence = EvidenceInspector().inspect(directory: output)
        let path = (output as NSString).appendingPathComponent(Self.signedPhotoName)
        try InputError.attributing(to: files.photo) {
            let signed = try signer.signCapture(photo: try InputReader().read(files.photo), report: evidence, metadata: try? InputReader().read(files.metadata))
            try AtomicFileWriter.write(signed, toFile: path)
        }
    }

    private func capture() throws(InputError) -> CaptureReport {
        let frame = try frameFormat.readFrame(rgb, width: frameWidth, height: frameHeight, stride: frameStride)
        let depthBytes: [UInt8]
        do { depthBytes = try InputReader().read(depth) } catch { throw InputError(input: depth, underlying: error) }
        var metadata = CaptureMetadataInput.empty
        if let metadataIn {
            metadata = try InputError.attributing(to: metadataIn) {
                try CaptureMetadataInput(json: try InputReader(maxBytes: MetadataValidation.maxMetadataBytes).read(metadataIn))
            }
        }
        if let deviceKeyID {
            metadata = try InputError.attributing(to: "--device-key-id") { try metadata.withDeviceKeyID(deviceKeyID) }
        }
        do {
            let processor = FrameProcessor(
                encoder: try frameFormat.makeEncoder(), depthContainer: depthContainer.container)
            let capture = try processor.process(
                frame: frame, depth: depthBytes, depthDimensions: dimensions.dimensions, metadata: metadata)
            return try capture.write(to: output)
        } catch let error as CaptureError {
            let culprit = switch error.stage {
            case .encodeJPEG: rgb
            case .decodeDepth, .compressDepth, .analysis, .renderPNG: depth
            case .photoHash, .captureHash, .metadata, .writeFiles: output
            }
            throw InputError(input: culprit, underlying: error)
        } catch {
            throw InputError(input: rgb, underlying: UnexpectedError.wrapping(error))
        }
    }
}
