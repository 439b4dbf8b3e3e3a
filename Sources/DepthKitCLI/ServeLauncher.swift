import ArgumentParser
import DepthKitCLISupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `depthkit serve`: runs the `depthkit-server` executable beside `depthkit` (built with it by
/// `swift build` or `make build`, alone by `make server`) with the same arguments, in place of this
/// process, so that `depthkit` itself links none of the server stack. Its options, help and exit
/// statuses are `depthkit-server`'s (`depthkit serve --help`).
struct ServeLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the capture app's backend contract (devices, signed uploads, evidence) over HTTP.",
        discussion: "Runs depthkit-server, built beside depthkit; 'depthkit serve --help' lists its options."
    )

    /// Everything after `serve`, passed on as it is.
    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        try Self.replaceProcess(arguments: arguments)
    }

    /// The server executable's name, beside `depthkit`.
    static let serverExecutable = "depthkit-server"

    /// Replaces this process with `depthkit-server serve ARGUMENTS`; returns only by throwing, with
    /// status 74 when the executable is missing or cannot be run.
    static func replaceProcess(arguments: [String]) throws -> Never {
        let directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent(serverExecutable).path
        let argv = [serverExecutable, configuration.commandName!] + arguments
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        execv(path, cArguments)
        let reason = String(cString: strerror(errno))
        printError("depthkit: serve runs \(path), which cannot be run (\(reason)); build it with 'swift build' or 'make server'")
        throw ExitCode(74)
    }
}
