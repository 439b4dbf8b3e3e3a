import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `--cert`, `--key`, `--alg`: the credentials every C2PA signing command takes.
struct C2PACredentialOptions: ParsableArguments {
    @Option(help: "PEM certificate chain, signing certificate first.")
    var cert: String

    @Option(help: "PEM private key of the signing certificate (P-256/384/521, RSA, Ed25519).")
    var key: String

    @Option(help: "Signature algorithm: \(C2PASigningAlgorithm.allCases.map(\.rawValue).joined(separator: ", ")) (default: the key's).")
    var alg: C2PASigningAlgorithm?

    /// The signer, its certificate checked against the C2PA profile; prints the failure and exits otherwise.
    func signer() throws -> C2PASigner {
        try Self.signer(cert: cert, key: key, algorithm: alg)
    }

    /// The signer for the PEM files `cert` and `key`; prints the failure and exits otherwise.
    static func signer(cert: String, key: String, algorithm: C2PASigningAlgorithm?) throws -> C2PASigner {
        var current = cert
        do {
            let chain = String(decoding: try InputReader().read(cert), as: UTF8.self)
            current = key
            let keyPEM = String(decoding: try InputReader().read(key), as: UTF8.self)
            current = cert
            return try C2PASigner(certificateChainPEM: chain, keyPEM: keyPEM, algorithm: algorithm)
        } catch let error as any DepthKitError {
            printFailure(InputError(input: current, underlying: error))
            throw ExitCode(error.category.exitStatus)
        }
    }
}

extension C2PASigningAlgorithm: ExpressibleByArgument {}
