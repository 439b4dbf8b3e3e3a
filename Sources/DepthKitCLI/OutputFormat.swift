import DepthKitCLISupport
import ArgumentParser

/// How a command prints its per-input results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// One JSON object per input (JSON Lines), snake_case keys, stable for scripts.
    case json
    /// Aligned human-readable text.
    case text
}

/// `--format`: shared by every command that prints one result per input.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format (default: text on a terminal, json otherwise).")
    var format: OutputFormat?

    /// The chosen format, or the default for where standard output goes.
    var resolved: OutputFormat { format ?? (standardOutputIsTerminal ? .text : .json) }
}
