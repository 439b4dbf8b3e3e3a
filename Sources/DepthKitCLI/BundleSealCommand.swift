import ArgumentParser
import DepthKitEvidence

/// `depthkit bundle seal CAPTURE_DIR -o CAPTURE.dkb`.
struct BundleSealCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seal",
        abstract: "Seal every file of a capture directory into one bundle.",
        discussion: """
            Regular files below the directory are sealed (hidden ones too); symlinks and special files are \
            refused, empty directories are not kept. The bundle is written to a temporary file beside OUTPUT \
            and renamed into place when complete.

            Example:
              depthkit bundle seal testdata/captures/good -o good.dkb --key-file capture.key --key-id 2026-11
            """
    )

    @Argument(help: "The capture directory.")
    var capture: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The bundle file to write (usually *.dkb).")
    var bundle: String

    @Option(name: .customLong("key-id"), help: "A name for the key, stored in the header (at most 64 bytes; not secret).")
    var keyID = ""

    @Flag(help: "Sync the bundle to storage before renaming it into place.")
    var fsync = false

    @OptionGroup var key: BundleKeyOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let masterKey = try key.load()
        let result = Result { () throws(BundleError) in
            try BundleSealer(key: masterKey, keyID: keyID, syncsToStorage: fsync).seal(captureDirectory: capture, to: bundle)
        }
        var report = BundleReport(bundle: bundle, contents: try? result.get(), error: result.inputError(capture))
        report.capture = capture
        var status = ExitStatus()
        report.print(output.resolved, verb: "sealed from \(capture)", listsFiles: false, status: &status)
        try status.finish()
    }
}
