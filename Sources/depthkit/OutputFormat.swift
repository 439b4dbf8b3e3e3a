import ArgumentParser

/// How a command prints its per-input results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// One JSON object per input (JSON Lines), snake_case keys, stable for scripts.
    case json
    /// Aligned human-readable text.
    case text
}
