import ArgumentParser
import DepthKitCore
import DepthKitEvidence
import Foundation

/// `depthkit c2pa sign PHOTO.jpg|CAPTURE_DIR -o OUT.jpg --cert CHAIN.pem --key KEY.pem`.
struct C2PASignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a JPEG, or a capture directory's photo with its evidence verdict, with a C2PA manifest.",
        discussion: """
            The manifest holds c2pa.actions.v2 (c2pa.created by a digital capture), the hard binding \
            c2pa.hash.data, and for a capture directory DepthKit's evidence assertion (org.depthkit.evidence: \
            verdict, checks, depth assessment, capture hash, capture time, device model, coarse location). A \
            manifest already in the photo is kept as the new manifest's parentOf ingredient. The certificate \
            must meet the C2PA certificate profile; it is checked before signing.

            Exit status: 0 signed, 65 a bad photo, key or certificate, 66 missing input, 74 the output cannot be \
            written, 64 usage error.

            Example:
              depthkit c2pa sign testdata/captures/good -o signed.jpg --cert dev-keys/c2pa-dev-chain.pem --key dev-keys/c2pa-dev-signer.key
            """
    )

    @Argument(help: "A JPEG photo, or a capture directory (photo.jpg, depth, metadata.json).")
    var input: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The signed JPEG to write.")
    var output: String

    @OptionGroup var credentials: C2PACredentialOptions

    @Flag(help: "Embed a claim thumbnail (c2pa.thumbnail.claim.jpeg: the photo decoded by libjpeg-turbo at the largest of 1/1, 1/2, 1/4, 1/8 whose longer side is at most 512 pixels).")
    var thumbnail = false

    @Option(help: "The claim's title (dc:title).")
    var title: String?

    @OptionGroup var decoding: DecodingLimitOptions
    @OptionGroup var hardware: HardwareAttestationOptions
    @OptionGroup var format: OutputOptions

    func run() async throws {
        let signer = try credentials.signer()
        var isDirectory: ObjCBool = false
        let isCapture = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
        let photoPath = isCapture ? CaptureFiles(directory: input).photo : input
        var evidence: DepthKitEvidenceAssertion?
        if isCapture {
            let files = CaptureFiles(directory: input)
            let report = EvidenceInspector(limits: decoding.limits, attestation: try hardware.context()).inspect(directory: input)
            evidence = DepthKitEvidenceAssertion(report: report, metadata: try? InputReader().read(files.metadata))
        }
        let result: C2PASignResult
        do {
            let photo = try InputReader().read(photoPath)
            let thumbnailBytes = thumbnail ? try C2PAThumbnail.make(from: photo) : nil
            let signed = try signer.sign(photo: photo, evidence: evidence, thumbnail: thumbnailBytes, title: title)
            try AtomicFileWriter.write(signed, toFile: output)
            result = C2PASignResult(input: input, output: output, algorithm: signer.algorithm, bytes: signed.count, evidence: evidence?.verdict)
        } catch let error as any DepthKitError {
            printFailure(InputError(input: photoPath, underlying: error))
            throw ExitCode(error.category.exitStatus)
        }
        switch format.resolved {
        case .json: print(ReportEncoder.line(result))
        case .text: print("\(output): signed \(input) with \(signer.algorithm.rawValue)" + (result.evidence.map { ", evidence verdict \($0.rawValue)" } ?? "") + " (\(result.bytes) bytes)")
        }
    }
}

/// The line `c2pa sign` prints.
struct C2PASignResult: Encodable {
    let input: String
    let output: String
    let algorithm: C2PASigningAlgorithm
    let bytes: Int
    @ReportOptional var evidence: EvidenceReport.Summary.Verdict?
}
