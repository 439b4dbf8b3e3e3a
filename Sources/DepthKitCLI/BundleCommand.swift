import ArgumentParser
import DepthKit

/// `depthkit bundle`: sealed capture bundles — one encrypted, authenticated file per capture.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Seal a capture directory into one encrypted, authenticated file, and list, verify or open it.",
        discussion: """
            A bundle (.dkb) holds every file of a capture, encrypted with AES-256-GCM in 64 KiB chunks under a \
            per-bundle key derived (HKDF-SHA-256) from a 256-bit master key, plus a sealed manifest of the files \
            (role, path, size, SHA-256). Every byte is authenticated: a wrong key, a flipped bit, a truncated or \
            extended file, swapped or duplicated chunks are each reported with their own error. Format: \
            docs/BUNDLE_FORMAT.md.

            The key comes from --key-file, --key-env NAME or --key-stdin, never from the command line, and is \
            never printed.

            Exit status: 0 success, 64 usage error, 65 the bundle fails authentication or is not a bundle (or a \
            capture file cannot be sealed), 66 missing input, 74 I/O error or output exists.

            Examples:
              depthkit bundle keygen -o capture.key
              depthkit bundle seal testdata/captures/good -o good.dkb --key-file capture.key --key-id 2026-11
              depthkit bundle list good.dkb --key-file capture.key
              depthkit bundle verify good.dkb --key-env DEPTHKIT_BUNDLE_KEY
              vault read -field=key secret/depthkit | depthkit bundle open good.dkb -o restored --key-stdin
            """,
        subcommands: [
            BundleSealCommand.self,
            BundleOpenCommand.self,
            BundleListCommand.self,
            BundleVerifyCommand.self,
            BundleKeygenCommand.self,
        ]
    )
}

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

    @Argument(help: "Bundle files ('-' for standard input).")
    var bundles: [String]

    @OptionGroup var key: BundleKeyOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try validateBundles(bundles, key: key)
    }

    func run() throws {
        try runOnEach(bundles, key: key, format: output.resolved, verb: "listed", listsFiles: true) { opener, bundle throws(BundleError) in
            try opener.list(bundle)
        }
    }
}

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

    @Argument(help: "Bundle files ('-' for standard input).")
    var bundles: [String]

    @OptionGroup var key: BundleKeyOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try validateBundles(bundles, key: key)
    }

    func run() throws {
        try runOnEach(bundles, key: key, format: output.resolved, verb: "verified", listsFiles: false) { opener, bundle throws(BundleError) in
            try opener.verify(bundle)
        }
    }
}

/// `depthkit bundle keygen -o KEY`.
struct BundleKeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Write a new 256-bit master key (32 random bytes from the system generator) to a new file, mode 0600.",
        discussion: """
            An existing file is never replaced. The key is not printed.

            Example:
              depthkit bundle keygen -o capture.key
            """
    )

    @Option(name: [.customShort("o"), .customLong("output")], help: "The key file to create.")
    var output: String

    func run() throws {
        do {
            try BundleKey.generate().writeNewKeyFile(at: output)
        } catch {
            printError("depthkit: \(error)")
            throw ExitCode(error.category.exitStatus)
        }
        print("\(output): new 256-bit bundle key (mode 0600)")
    }
}

/// Refuses no bundle, and standard input read twice.
private func validateBundles(_ bundles: [String], key: BundleKeyOptions) throws {
    if bundles.isEmpty { throw ValidationError("give at least one bundle ('-' for standard input)") }
    let fromStandardInput = bundles.filter { $0 == InputReader.standardInputPath }.count + (key.readsStandardInput ? 1 : 0)
    if fromStandardInput > 1 { throw ValidationError("standard input can carry only one of the bundles and the key") }
}

/// Runs `body` on every bundle, printing one line each; the worst status wins.
private func runOnEach(
    _ bundles: [String], key: BundleKeyOptions, format: OutputFormat, verb: String, listsFiles: Bool,
    _ body: (BundleOpener, String) throws(BundleError) -> BundleContents
) throws {
    let opener = BundleOpener(key: try key.load())
    var status = ExitStatus()
    for bundle in bundles {
        let result = Result { () throws(BundleError) in try body(opener, bundle) }
        BundleReport(bundle: bundle, contents: try? result.get(), error: result.inputError(bundle))
            .print(format, verb: verb, listsFiles: listsFiles, status: &status)
    }
    try status.finish()
}

extension Result where Failure == BundleError {
    /// The failure tied to `input`, `nil` on success.
    func inputError(_ input: String) -> InputError? {
        if case .failure(let error) = self { return InputError(input: input, underlying: error) }
        return nil
    }
}
