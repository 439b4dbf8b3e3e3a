import DepthKitCLISupport
import DepthKitEvidence
import Foundation
import Synchronization

/// Shows a batch's progress on standard error: a redrawn bar on a terminal (done/total, rate,
/// ETA, failures), a plain line every 5 seconds otherwise, nothing when quiet; then the final summary.
final class BatchProgressPrinter: Sendable {
    private let quiet: Bool
    private let isTerminal: Bool
    /// When the progress was last shown, in seconds since the start (−1: never, on a terminal).
    private let lastDrawn: Mutex<Double>

    init(quiet: Bool) {
        self.quiet = quiet
        isTerminal = standardErrorIsTerminal
        lastDrawn = Mutex(isTerminal ? -1 : 0)
    }

    /// Called after every input (from one thread).
    func update(_ progress: BatchProgress) {
        guard !quiet else { return }
        let interval = isTerminal ? 0.1 : 5.0
        let due = lastDrawn.withLock { last in
            guard last < 0 || progress.elapsedSeconds - last >= interval else { return false }
            last = progress.elapsedSeconds
            return true
        }
        guard due else { return }
        if isTerminal {
            writeError("\r\u{1B}[K" + bar(progress))
        } else {
            printError("batch: " + counts(progress))
        }
    }

    /// Clears the bar and prints the final summary.
    func finish(_ outcome: BatchOutcome, summaryPath: String) {
        if isTerminal { writeError("\r\u{1B}[K") }
        let progress = outcome.progress
        let seconds = String(format: "%.2f", progress.elapsedSeconds)
        var lines = [
            "batch: \(progress.done) inputs in \(seconds) s (\(String(format: "%.1f", progress.rate))/s): "
                + "\(progress.succeeded) ok, \(progress.failed) failed, \(progress.skipped) skipped (done by an earlier run)"
        ]
        if let slowest = progress.slowest {
            lines.append("batch: slowest: \(slowest.input) (\(String(format: "%.2f", slowest.ms)) ms)")
        }
        if !progress.failuresByKind.isEmpty {
            let kinds = progress.failuresByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("batch: failures by kind: " + kinds.joined(separator: ", "))
        }
        if outcome.sweptTemporaryFiles > 0 {
            lines.append("batch: removed \(outcome.sweptTemporaryFiles) temporary files left by an interrupted run")
        }
        lines.append("batch: one line per input in \(summaryPath)")
        lines.forEach(printError)
    }

    private func bar(_ progress: BatchProgress) -> String {
        let width = 24
        guard let total = progress.total, total > 0 else { return "[" + String(repeating: "·", count: width) + "] " + counts(progress) }
        let filled = min(width, progress.done * width / total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] " + counts(progress)
    }

    private func counts(_ progress: BatchProgress) -> String {
        let total = progress.total.map(String.init) ?? "?"
        let eta = progress.estimatedSecondsLeft.map { "ETA \(Self.clock($0))" } ?? "ETA ?"
        return "\(progress.done)/\(total) done, \(String(format: "%.0f", progress.rate))/s, \(eta), \(progress.failed) failed"
    }

    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole >= 3600
            ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
            : String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
