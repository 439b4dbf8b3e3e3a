import ArgumentParser
import DepthKitEvidence

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
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
        print("\(output): new 256-bit bundle key (mode 0600)")
    }
}
