import DepthKitCore
import Foundation

/// The totals of one or more `summary.jsonl` files, as `depthkit summary` merges shards:
/// counts, failures by kind, inputs listed in more than one summary, and the slowest input.
public struct BatchSummaryTotals: Encodable, Sendable {
    /// Summaries read.
    public private(set) var summaries = 0
    /// Lines (inputs) read.
    public private(set) var inputs = 0
    /// Lines with status `ok`.
    public private(set) var ok = 0
    /// Lines with status `error`.
    public private(set) var failed = 0
    /// Failures per kind.
    public private(set) var failuresByKind: [String: Int] = [:]
    /// Inputs that appear in more than one line (overlapping shards or a summary given twice).
    public private(set) var duplicateInputs = 0
    /// Lines that are not summary lines (a torn last line of a killed run, or a foreign file).
    public private(set) var malformedLines = 0
    /// Sum of the per-input times, in milliseconds (two decimals).
    public private(set) var totalMilliseconds = 0.0
    /// The slowest input.
    public private(set) var slowestInput: String?
    /// The slowest input's time, in milliseconds.
    public private(set) var slowestMilliseconds: Double?

    /// Creates empty totals.
    public init() {}

    /// Reads `path` (a `summary.jsonl`, or a directory holding one) into the totals, appending
    /// each well-formed line to `merged` when given. Uses 8 bytes per input for duplicate detection.
    public mutating func add(
        _ path: String, seen: inout Set<UInt64>, merged: ((String) -> Void)? = nil
    ) throws(InputError) {
        var file = path
        if case .success(let status) = FileSystem.status(path), status.type == .directory {
            file = (path.hasSuffix("/") ? path : path + "/") + SummaryLog.fileName
        }
        var reader: LineReader
        do { reader = try LineReader(path: file) } catch {
            throw InputError(input: file, underlying: InputReadError(openFailureErrno: error.code))
        }
        defer { reader.close() }
        summaries += 1
        let decoder = JSONDecoder()
        while true {
            let next: LineReader.Line?
            do { next = try reader.next() } catch {
                throw InputError(input: file, underlying: InputReadError.readFailed(errno: error.code))
            }
            guard let line = next else { break }
            guard line.isComplete, let entry = try? decoder.decode(BatchSummaryLine.self, from: Data(line.text.utf8))
            else {
                malformedLines += 1
                continue
            }
            merged?(line.text)
            record(entry, seen: &seen)
        }
    }

    private mutating func record(_ entry: BatchSummaryLine, seen: inout Set<UInt64>) {
        inputs += 1
        if !seen.insert(FNV1a.hash(entry.inputIdentity)).inserted { duplicateInputs += 1 }
        switch entry.status {
        case .ok: ok += 1
        case .error:
            failed += 1
            failuresByKind[entry.error?.kind ?? "unknown", default: 0] += 1
        }
        totalMilliseconds = ((totalMilliseconds + entry.ms) * 100).rounded() / 100
        if entry.ms > slowestMilliseconds ?? -1 {
            slowestInput = entry.input
            slowestMilliseconds = entry.ms
        }
    }

    enum CodingKeys: String, CodingKey {
        case summaries, inputs, ok, failed
        case failuresByKind = "failures_by_kind"
        case duplicateInputs = "duplicate_inputs"
        case malformedLines = "malformed_lines"
        case totalMilliseconds = "total_ms"
        case slowestInput = "slowest_input"
        case slowestMilliseconds = "slowest_ms"
    }
}
