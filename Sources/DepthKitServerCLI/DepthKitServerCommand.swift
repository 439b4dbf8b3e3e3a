import ArgumentParser
import DepthKitCore

/// `depthkit-server`: the HTTP service as an executable of its own, so that `depthkit` links none of
/// the server stack (Hummingbird, SwiftNIO, postgres-nio, Prometheus). `depthkit serve ARGS` runs
/// `depthkit-server serve ARGS`; `depthkit-server ARGS` is the same command. It calls itself
/// `depthkit`, so that `serve`'s usage, help and messages read as `depthkit serve`.
@main
struct DepthKitServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "depthkit",
        abstract: "The HTTP service behind `depthkit serve`.",
        version: DepthKitVersion.current,
        subcommands: [ServeCommand.self],
        defaultSubcommand: ServeCommand.self
    )
}
