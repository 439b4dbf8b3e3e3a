import ArgumentParser
import DepthKitCore
import DepthKitEvidence
import X509

/// `depthkit c2pa verify FILE.jpg...`.
struct C2PAVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Validate the C2PA manifest of each JPEG and report the specification's status codes.",
        discussion: """
            Checks the claim signature (ES256/384/512, PS256/384/512, Ed25519), the signing certificate against \
            the C2PA certificate profile and its chain to --trust-anchors, every assertion's hashed URI, the data \
            hash over the file's bytes, and each ingredient manifest. States: trusted, valid (signature and \
            bindings hold, the signer is not trusted: no anchors given or it does not chain to them), invalid, \
            unsupported (a remote manifest, a hard binding other than c2pa.hash.data, a CAWG identity \
            assertion), no_manifest.

            Exit status: 0 trusted or valid, 1 no manifest or unsupported, 65 invalid (or not a JPEG), 66 missing \
            input, 64 usage error. With several files the worst status wins.

            Example:
              depthkit c2pa verify signed.jpg --trust-anchors dev-keys/c2pa-dev-anchor.pem --format text
            """
    )

    @Argument(help: "JPEG files to verify.")
    var files: [String]

    @Option(help: "PEM file of trust anchor certificates (without it every signer is untrusted).")
    var trustAnchors: String?

    @OptionGroup var output: OutputOptions

    func run() async throws {
        var anchors: [Certificate] = []
        if let trustAnchors {
            do {
                let pem = String(decoding: try InputReader().read(trustAnchors), as: UTF8.self)
                anchors = try C2PATrustAnchors.certificates(pem: pem)
            } catch let error as any DepthKitError {
                printFailure(InputError(input: trustAnchors, underlying: error))
                throw ExitCode(error.category.exitStatus)
            }
        }
        let validator = C2PAValidator(trustAnchors: anchors)
        var worst: Int32 = 0
        for file in files {
            let line: C2PAVerifyLine
            do {
                let bytes = try InputReader().read(file)
                let report = try await validator.validate(jpeg: bytes)
                line = C2PAVerifyLine(file: file, report: report)
                worst = max(worst, report.state.exitStatus)
            } catch let error as any DepthKitError {
                let failure = InputError(input: file, underlying: error)
                line = C2PAVerifyLine(file: file, error: failure)
                if output.resolved == .text { printFailure(failure) }
                worst = max(worst, error.category.exitStatus)
            }
            switch output.resolved {
            case .json: print(ReportEncoder.line(line))
            case .text: if let text = line.text { print(text) }
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
