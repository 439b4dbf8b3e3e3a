import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `depthkit bundle open CAPTURE.dkb -o DIR`.
struct BundleOpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Verify a bundle and restore its files into a directory, byte for byte.",
        discussion: """
            DIR must not exist, or be empty. The files are written into a temporary directory beside DIR \
            (mode 0700, files 0600) and renamed to DIR only after the last chunk and every file's SHA-256 \
            verified; on any failure nothing is left behind. BUNDLE may be '-' for standard input.

            Example:
              depthkit bundle open good.dkb -o restored --key-file capture.key
            """
    )

    @Argument(help: "The bundle file ('-' for standard input).")
    var bundle: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The directory to restore into.")
    var directory: String

    @Flag(help: "Sync every file and the directory to storage before renaming it into place.")
    var fsync = false

    @OptionGroup var key: BundleKeyOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if bundle == InputReader.standardInputPath && key.readsStandardInput {
            throw ValidationError("standard input cannot carry both the bundle and the key")
        }
    }

    func run() throws {
        let masterKey = try key.load()
        let result = Result { () throws(BundleError) in
            try BundleOpener(key: masterKey, syncsToStorage: fsync).open(bundle, to: directory)
        }
        var report = BundleReport(bundle: bundle, contents: try? result.get(), error: result.inputError(bundle))
        report.directory = directory
        var status = ExitStatus()
        report.print(output.resolved, verb: "opened into \(directory)", listsFiles: false, status: &status)
        try status.finish()
    }
}
