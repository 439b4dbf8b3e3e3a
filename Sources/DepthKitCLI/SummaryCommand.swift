import ArgumentParser
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence
import Foundation

/// `depthkit summary`: merge the summaries of a batch's shards.
struct SummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Merge batch summaries (one OUTDIR per shard) into totals, optionally into one summary.jsonl.",
        discussion: """
            Each argument is a batch OUTDIR (its summary.jsonl is read) or a summary.jsonl file.

            Exit status: 0 every input ok, 1 some inputs failed, 65 duplicate or malformed lines, 66 a summary is missing.

            Example:
              depthkit summary out/shard-0 out/shard-1 out/shard-2 --merged out/summary.jsonl
            """
    )

    @Argument(help: "Batch output directories or summary.jsonl files.")
    var summaries: [String]

    @Option(help: "Also write every line of every summary, in argument order, to this file (atomically).")
    var merged: String?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if summaries.isEmpty { throw ValidationError("give at least one OUTDIR or summary.jsonl") }
    }

    func run() throws {
        var totals = BatchSummaryTotals()
        var seen = Set<UInt64>()
        var status = ExitStatus()
        var output: MergedOutput?
        if let merged { output = try MergedOutput(path: merged) }
        for path in summaries {
            do throws(InputError) { try totals.add(path, seen: &seen, merged: output.map { out in { out.append($0) } }) } catch {
                status.record(error)
            }
        }
        try output?.commit()
        switch outputOptions.resolved {
        case .json: print(ReportEncoder.line(totals))
        case .text: print(totals.text)
        }
        try status.finish()
        if totals.duplicateInputs > 0 || totals.malformedLines > 0 { throw ExitCode(65) }
        if totals.failed > 0 { throw ExitCode(1) }
    }
}

/// The `--merged` file: written to a temporary name beside it, renamed into place at the end.
private final class MergedOutput {
    private let path: String
    private let temporaryPath: String
    private let handle: FileHandle

    init(path: String) throws {
        self.path = path
        temporaryPath = path + ".~depthkit-merge.tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil) else {
            printError("depthkit: cannot create \(temporaryPath)")
            throw ExitCode(74)
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporaryPath))
    }

    func append(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }

    func commit() throws {
        try handle.close()
        if rename(temporaryPath, path) != 0 {
            printError("depthkit: cannot rename \(temporaryPath) to \(path)")
            throw ExitCode(74)
        }
    }
}

extension BatchSummaryTotals {
    /// Totals as text lines.
    var text: String {
        var lines = ["\(summaries) summaries, \(inputs) inputs: \(ok) ok, \(failed) failed"]
        if !failuresByKind.isEmpty {
            lines.append("failures by kind: " + failuresByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        if duplicateInputs > 0 { lines.append("\(duplicateInputs) inputs appear more than once (overlapping shards?)") }
        if malformedLines > 0 { lines.append("\(malformedLines) lines are not summary lines (torn by a killed run?)") }
        if let slowestInput, let slowestMilliseconds {
            lines.append("slowest: \(slowestInput) (\(String(format: "%.2f", slowestMilliseconds)) ms)")
        }
        return lines.joined(separator: "\n")
    }
}
