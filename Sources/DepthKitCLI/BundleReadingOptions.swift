import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// What `bundle list` and `bundle verify` share: the bundles, the key and the output format, and
/// running one operation on every bundle with one line each (the worst status wins).
struct BundleReadingOptions: ParsableArguments {
    @Argument(help: "Bundle files ('-' for standard input).")
    var bundles: [String]

    @OptionGroup var key: BundleKeyOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if bundles.isEmpty { throw ValidationError("give at least one bundle ('-' for standard input)") }
        let fromStandardInput = bundles.filter { $0 == InputReader.standardInputPath }.count + (key.readsStandardInput ? 1 : 0)
        if fromStandardInput > 1 { throw ValidationError("standard input can carry only one of the bundles and the key") }
    }

    /// Runs `operation` on every bundle, printing one line each (`verb` says what happened).
    func run(verb: String, listsFiles: Bool, _ operation: (BundleOpener, String) throws(BundleError) -> BundleContents) throws {
        let opener = BundleOpener(key: try key.load())
        var status = ExitStatus()
        for bundle in bundles {
            let result = Result { () throws(BundleError) in try operation(opener, bundle) }
            BundleReport(bundle: bundle, contents: try? result.get(), error: result.inputError(bundle))
                .print(output.resolved, verb: verb, listsFiles: listsFiles, status: &status)
        }
        try status.finish()
    }
}
