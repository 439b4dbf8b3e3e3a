import ArgumentParser
import DepthKitEvidence

/// `depthkit bundle verify CAPTURE.dkb`.
struct BundleVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Authenticate every byte of a bundle and check every file's SHA-256; writes nothing.",
        discussion: """
            Example:
              depthkit bundle verify good.dkb other.dkb --key-file capture.key
            """
    )

    @OptionGroup var reading: BundleReadingOptions

    func run() throws {
        try reading.run(verb: "verified", listsFiles: false) { opener, bundle throws(BundleError) in try opener.verify(bundle) }
    }
}
