import ArgumentParser
import DepthKitCLISupport
import DepthKitCore

extension ErrorAdvice {
    /// What `depthkit` tells its user to do about a failure: the flags that supply what the
    /// library's message says is missing. Every printed error and every error the CLI's reports
    /// and `summary.jsonl` carry is worded with it.
    static let commandLine = ErrorAdvice([
        "unknown_pixel_count": "; pass --width and --height",
        "raw_needs_dimensions": "; pass --width and --height",
        "missing_intrinsics": ": --fx --fy --cx --cy (depth pixels) or --intrinsics-from WxH:fx,fy,cx,cy",
        "aspect_mismatch": "; a portrait photo needs --rotate 90 (or 270)",
        "summary_exists": "; pass --resume to continue it or --overwrite to start again",
    ])
}

/// Writes `depthkit: <message><advice>` to standard error for `error`.
func printFailure(_ error: some DepthKitError) {
    printError("depthkit: " + ErrorAdvice.commandLine.message(for: error))
}

extension ValidationError {
    /// A usage error whose message is `error`'s with the CLI's advice.
    init(advising error: some DepthKitError) {
        self.init(ErrorAdvice.commandLine.message(for: error))
    }
}
