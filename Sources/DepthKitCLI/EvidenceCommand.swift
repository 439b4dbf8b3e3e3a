import ArgumentParser
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence
import Foundation

/// `depthkit evidence`: check one capture and write its evidence report.
struct EvidenceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evidence",
        abstract: "Check a capture (photo.jpg, depth, metadata.json) and write its evidence report.",
        discussion: """
            A photo capture's checks: metadata_schema, photo_hash, photo_decodes, depth_decodes, \
            depth_dimensions, frame_consistency, depth_analysis, capture_hash, hardware_attestation (App \
            Attest assertion against --registry). A video capture directory (it holds hash_chain.json) gets \
            metadata_schema, hash_chain, hardware_attestation, depth_keyframes, video_container, \
            temporal_analysis. Each pass, fail or unavailable, then a summary: ok, suspicious or invalid \
            with reasons, and the confidence high, medium, low or suspicious.

            Exit status: 0 ok, 1 suspicious, 65 invalid, 66 the capture directory does not exist, 64 usage error.

            Examples:
              depthkit evidence testdata/captures/good -o report.json
              depthkit evidence --photo a.jpg --depth a.depth.gz --metadata a.json --format text
              depthkit evidence testdata/captures/good --c2pa-output signed.jpg --c2pa-cert chain.pem --c2pa-key signer.key
            """
    )

    @Argument(help: "Capture directory holding photo.jpg, depth.gz (or .zlib/.deflate/.bin), metadata.json, optionally confidence.gz.")
    var capture: String?

    @Option(help: "The photo, instead of a capture directory (with --depth and --metadata).")
    var photo: String?

    @Option(help: "The depth file, instead of a capture directory.")
    var depth: String?

    @Option(help: "The metadata.json, instead of a capture directory.")
    var metadata: String?

    @Option(help: "The confidence map (optional).")
    var confidence: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "Also write the JSON report to this file (atomically).")
    var report: String?

    @Option(help: "Also write the depth overlaid on the photo (near/far colours, opacity 0.4) as PNG.")
    var overlay: String?

    @Option(help: "Output format on standard output (default: text on a terminal, json otherwise).")
    var format: OutputFormat?

    @Option(help: "Also write the photo signed with a C2PA manifest carrying this verdict (org.depthkit.evidence; with --c2pa-cert and --c2pa-key; docs/c2pa.md).")
    var c2paOutput: String?

    @Option(help: "PEM certificate chain for --c2pa-output, signing certificate first.")
    var c2paCert: String?

    @Option(help: "PEM private key for --c2pa-output.")
    var c2paKey: String?

    @OptionGroup var decoding: DecodingLimitOptions

    @OptionGroup var hardware: HardwareAttestationOptions

    func validate() throws {
        let parts = [photo, depth, metadata].compactMap { $0 }.count
        if capture != nil && (parts > 0 || confidence != nil) {
            throw ValidationError("give a capture directory or --photo/--depth/--metadata, not both")
        }
        if capture == nil && parts != 3 { throw ValidationError("give a capture directory, or all of --photo, --depth and --metadata") }
        if let overlay, !overlay.lowercased().hasSuffix(".png") { throw ValidationError("--overlay writes PNG: name it *.png") }
        if [c2paOutput, c2paCert, c2paKey].contains(where: { $0 != nil }), [c2paOutput, c2paCert, c2paKey].contains(where: { $0 == nil }) {
            throw ValidationError("--c2pa-output, --c2pa-cert and --c2pa-key go together")
        }
    }

    func run() async throws {
        let files: CaptureFiles
        if let capture {
            guard case .some(true) = directoryExists(capture) else {
                printError("depthkit: \(capture): no such capture directory")
                throw ExitCode(66)
            }
            if overlay != nil, CaptureKind(directory: capture) == .video {
                printError("depthkit: \(capture): --overlay needs a photo capture; this is a video capture")
                throw ExitCode(64)
            }
            files = CaptureFiles(directory: capture)
        } else {
            files = CaptureFiles(photo: photo!, depth: depth!, metadata: metadata!, confidence: confidence)
        }
        let limits = decoding.limits
        let attestation = try hardware.context()
        let inspector = EvidenceInspector(limits: limits, attestation: attestation)
        let evidence = capture.map(inspector.inspect(directory:)) ?? inspector.inspect(files)
        var status = ExitStatus()
        if let overlay {
            do { try writeOverlay(of: files, to: overlay, limits: limits) } catch { status.record(error) }
        }
        if let report {
            do { try AtomicFileWriter.write(Array((ReportEncoder.pretty(evidence) + "\n").utf8), toFile: report) } catch {
                printFailure(error)
                throw ExitCode(error.category.exitStatus)
            }
        }
        if let c2paOutput, let c2paCert, let c2paKey {
            let signer = try C2PACredentialOptions.signer(cert: c2paCert, key: c2paKey, algorithm: nil)
            do {
                let signed = try signer.signCapture(
                    photo: try InputReader().read(files.photo), report: evidence, metadata: try? InputReader().read(files.metadata))
                try AtomicFileWriter.write(signed, toFile: c2paOutput)
            } catch let error as any DepthKitError {
                status.record(InputError(input: files.photo, underlying: error))
            }
        }
        switch format ?? (standardOutputIsTerminal ? .text : .json) {
        case .json: print(ReportEncoder.line(evidence))
        case .text: print(evidence.text)
        }
        try status.finish()
        switch evidence.summary.status {
        case .ok: return
        case .suspicious: throw ExitCode(1)
        case .invalid: throw ExitCode(65)
        }
    }

    /// Reads the capture's photo, depth and metadata (capped as the inspector caps them) and writes
    /// their overlay, ``CaptureBytes/overlayPNG(limits:)`` (the one the service serves), to `path`.
    private func writeOverlay(of files: CaptureFiles, to path: String, limits: DecodingLimits) throws(InputError) {
        guard let depthPath = files.depth else {
            throw InputError(input: files.name, underlying: BatchInputError.captureFileMissing("depth file"))
        }
        func read(_ part: String, maxBytes: Int) throws(InputError) -> [UInt8] {
            try InputError.attributing(to: part) { try InputReader(maxBytes: maxBytes).read(part) }
        }
        let capture = CaptureBytes(
            name: files.name, photo: try read(files.photo, maxBytes: EvidenceInspector.maxPhotoBytes),
            depth: try read(depthPath, maxBytes: limits.maxDecodedBytes),
            // Without metadata.json the depth container must state its own dimensions.
            metadata: (try? read(files.metadata, maxBytes: MetadataValidation.maxMetadataBytes)) ?? [])
        let png = try InputError.attributing(to: files.name) { try capture.overlayPNG(limits: limits) }
        try OutputFile.write(png, to: path)
    }

    private func directoryExists(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? isDirectory.boolValue : nil
    }
}

extension EvidenceReport {
    /// The report as aligned text: one line per check, then the verdict.
    var text: String {
        let width = EvidenceCheck.Name.allCases.map(\.rawValue.count).max() ?? 0
        var lines = ["\(capture):"]
        for check in checks {
            let name = check.name.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(check.status.rawValue.uppercased().padding(toLength: 11, withPad: " ", startingAt: 0)) \(name)  \(check.detail)")
        }
        lines.append("  verdict: \(summary.status.rawValue), confidence \(summary.confidence.rawValue)")
        return lines.joined(separator: "\n")
    }
}
