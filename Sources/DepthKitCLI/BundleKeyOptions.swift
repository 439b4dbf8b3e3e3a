import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// Where a bundle command gets its master key: exactly one of a key file, an environment
/// variable or standard input. Key material is never printed.
struct BundleKeyOptions: ParsableArguments {
    @Option(name: .customLong("key-file"), help: ArgumentHelp(
        "The master key file: 32 raw bytes (as 'bundle keygen' writes it), or 64 hex digits or 44 base64 characters.",
        valueName: "key"))
    var keyFile: String?

    @Option(name: .customLong("key-env"), help: ArgumentHelp(
        "Read the key (64 hex digits or 44 base64 characters) from this environment variable.", valueName: "name"))
    var keyEnvironment: String?

    @Flag(name: .customLong("key-stdin"), help: "Read the key from standard input (any form a key file takes).")
    var keyFromStandardInput = false

    /// How many key sources were given.
    private var givenCount: Int { [keyFile != nil, keyEnvironment != nil, keyFromStandardInput].filter { $0 }.count }

    /// Whether a key source was given (`batch` takes one only with `--task seal`).
    var isGiven: Bool { givenCount > 0 }

    func validate() throws {
        if givenCount > 1 { throw ValidationError("give only one of --key-file, --key-env or --key-stdin") }
    }

    /// The chosen source.
    var source: BundleKeySource {
        if let keyFile { return keyFile == InputReader.standardInputPath ? .standardInput : .file(keyFile) }
        if let keyEnvironment { return .environment(keyEnvironment) }
        return .standardInput
    }

    /// Whether the key is read from standard input (which then cannot carry a bundle).
    var readsStandardInput: Bool { keyFromStandardInput || keyFile == InputReader.standardInputPath }

    /// The key, or the command ends with the error's status (the message names the source only;
    /// no source at all is a usage error).
    func load() throws -> BundleKey {
        guard isGiven else { throw ValidationError("give one of --key-file, --key-env or --key-stdin") }
        do {
            return try source.load()
        } catch {
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
    }
}
