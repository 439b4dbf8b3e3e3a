import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `depthkit c2pa keygen -o DIR`.
struct C2PAKeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Write a development CA, a C2PA signing certificate and its key, FOR TESTING ONLY.",
        discussion: """
            Writes \(C2PADevelopmentCredentials.FileName.anchor) (the CA: pass it to verify --trust-anchors), \
            \(C2PADevelopmentCredentials.FileName.chain) (signer + CA: sign --cert) and \
            \(C2PADevelopmentCredentials.FileName.key) (P-256, mode 0600: sign --key). The signing certificate \
            meets the C2PA certificate profile (extended key usage emailProtection, which c2pa-rs accepts by \
            default). Existing files are never replaced.

            Exit status: 0 written, 74 a file exists or cannot be written.

            Example:
              depthkit c2pa keygen -o dev-keys
            """
    )

    @Option(name: [.customShort("o"), .customLong("output")], help: "The directory to write (created if missing).")
    var output: String

    func run() throws {
        do {
            try C2PADevelopmentCredentials.generate().write(to: output)
        } catch let error as any DepthKitError {
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
        print("\(output): development C2PA credentials FOR TESTING ONLY (anyone with these files can sign as this CA):")
        print("  \(C2PADevelopmentCredentials.FileName.anchor)  trust anchor (verify --trust-anchors)")
        print("  \(C2PADevelopmentCredentials.FileName.chain)  certificate chain (sign --cert)")
        print("  \(C2PADevelopmentCredentials.FileName.key)  private key, mode 0600 (sign --key)")
    }
}
