import ArgumentParser
import DepthKitEvidence

/// `depthkit bundle list CAPTURE.dkb`.
struct BundleListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a bundle's files (role, size, SHA-256, path) from its sealed manifest.",
        discussion: """
            Only the header and the manifest are read and authenticated; the payload is not decrypted \
            (use 'verify' for that).

            Example:
              depthkit bundle list good.dkb --key-file capture.key --format text
            """
    )

    @OptionGroup var reading: BundleReadingOptions

    func run() throws {
        try reading.run(verb: "listed", listsFiles: true) { opener, bundle throws(BundleError) in try opener.list(bundle) }
    }
}
