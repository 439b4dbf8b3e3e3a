import ArgumentParser
import DepthKitCLISupport
import DepthKitEvidence
import Foundation

/// `depthkit batch`: run tasks over thousands of inputs, in parallel, resumable, sharded.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run tasks over many depth files or capture directories, writing one output per input and task.",
        discussion: """
            INPUTs are depth files, capture directories (holding metadata.json) or directories to walk \
            (sorted, hidden entries skipped, files ending in .gz/.zlib/.deflate/.bin/.depth taken). \
            Outputs are OUTDIR/<name>.<ext>, <name> being the input's path below its INPUT without the \
            depth extension; every input gets one line in OUTDIR/summary.jsonl.

            Exit status: 0 every input succeeded, 1 some inputs failed (see summary.jsonl), \
            64 usage error, 66 an INPUT does not exist, 74 OUTDIR unusable, 130 interrupted (resume with --resume).

            Examples:
              depthkit batch captures/ -o out/ --task evidence
              depthkit batch maps/ -o out/ --task info --jobs 2
              depthkit batch maps/ -o out/shard-3 --task info --shard 3/8
              depthkit batch maps/ -o out/ --task info --resume
              depthkit batch captures/ -o sealed/ --task seal --key-file capture.key --key-id 2026-11
            """
    )

    @OptionGroup var options: BatchOptions

    func run() throws {
        AllocatorTuning.keepBuffersOnHeap()
        let runner = BatchRunner(configuration: try options.configuration())
        let reporter = BatchProgressPrinter(quiet: options.quiet)
        let interruption = Interruption(runner: runner, quiet: options.quiet)
        let outcome: BatchOutcome
        do throws(BatchUsageError) {
            outcome = try runner.run(progress: reporter.update)
        } catch {
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
        interruption.stop()
        if !options.quiet {
            reporter.finish(outcome, summaryPath: options.outputDirectory + "/summary.jsonl")
        }
        if outcome.cancelled {
            printError("depthkit: interrupted; finished inputs are recorded. Resume with:\n  \(resumeCommand())")
            throw ExitCode(130)
        }
        if outcome.progress.failed > 0 { throw ExitCode(1) }
    }

    /// The command line that continues this run.
    private func resumeCommand() -> String {
        var arguments = CommandLine.arguments
        arguments[0] = "depthkit"
        if !arguments.contains("--resume") { arguments.append("--resume") }
        return arguments.map(shellQuoted).joined(separator: " ")
    }
}

/// `argument` quoted for a POSIX shell when it needs it.
func shellQuoted(_ argument: String) -> String {
    let plain = argument.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)
    }
    return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
