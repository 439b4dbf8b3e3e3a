import ArgumentParser
import DepthKitCore

/// Collects per-input failures so that every input is reported and the worst status wins.
struct ExitStatus {
    private(set) var worst: Int32 = 0

    /// Records `error` (printing it to standard error) and keeps the most severe status.
    mutating func record(_ error: InputError) {
        printFailure(error)
        worst = max(worst, error.category.exitStatus)
    }

    /// Ends the command with the worst recorded status, or returns normally if all succeeded.
    func finish() throws {
        if worst != 0 { throw ExitCode(worst) }
    }
}
