import ArgumentParser
import DepthKit

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

    func validate() throws {
        let given = [keyFile != nil, keyEnvironment != nil, keyFromStandardInput].filter { $0 }.count
        if given != 1 { throw ValidationError("give exactly one of --key-file, --key-env or --key-stdin") }
    }

    /// The chosen source.
    var source: BundleKeySource {
        if let keyFile { return keyFile == InputReader.standardInputPath ? .standardInput : .file(keyFile) }
        if let keyEnvironment { return .environment(keyEnvironment) }
        return .standardInput
    }

    /// Whether the key is read from standard input (which then cannot carry a bundle).
    var readsStandardInput: Bool { source == .standardInput }

    /// The key, or the command ends with the error's status (the message names the source only).
    func load() throws -> BundleKey {
        do {
            return try source.load()
        } catch {
            printError("depthkit: \(error)")
            throw ExitCode(error.category.exitStatus)
        }
    }
}
