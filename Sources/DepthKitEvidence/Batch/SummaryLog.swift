import DepthKitCore
import Foundation

/// `OUTDIR/summary.jsonl`: one JSON line per finished input, appended by a single writer.
///
/// Lines are gathered in memory and handed to the kernel in chunks of whole lines (one `write`
/// per ``chunkBytes``, or sooner when the batch runner's writer thread flushes on time), never a line in two
/// calls. A killed run loses the lines not yet handed over — those inputs are redone by
/// `--resume`, whose outputs are rewritten identically — and at worst leaves a torn last line,
/// which `--resume` drops.
final class SummaryLog: @unchecked Sendable {  // used by one thread at a time: the summary writer
    /// The file name inside the output directory.
    static let fileName = "summary.jsonl"
    /// Buffered bytes that trigger a write.
    static let chunkBytes = 16 << 10

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Opens the summary of `directory` for appending; `truncate` starts it empty.
    init(directory: String, truncate: Bool) throws(BatchUsageError) {
        let path = directory + "/" + Self.fileName
        switch FileSystem.openForAppending(path, truncate: truncate) {
        case .success(let descriptor): self.descriptor = descriptor
        case .failure(let error): throw .outputDirectoryUnusable(path: path, errno: error.code)
        }
    }

    deinit {
        _ = FileSystem.close(descriptor)
    }

    /// Adds `line` to the buffer.
    func append(_ line: BatchSummaryLine) {
        ReportEncoder.appendLine(line, to: &buffer)
    }

    /// Whether the buffer has reached ``chunkBytes``.
    var isChunkFull: Bool { buffer.count >= Self.chunkBytes }

    /// Writes the buffered lines. On failure they are dropped from the buffer (the caller records
    /// their inputs as failed), so that later lines never follow a gap silently.
    func flush() throws(BatchInputError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        if case .failure(let error) = FileSystem.writeAll(descriptor, buffer) {
            throw .outputWriteFailed(.writeFailed(path: Self.fileName, errno: error.code))
        }
    }

    /// Counts the complete lines of an existing summary (0 when there is none).
    static func lineCount(directory: String) -> Int {
        guard var reader = try? LineReader(path: directory + "/" + fileName) else { return 0 }
        defer { reader.close() }
        var count = 0
        while let line = try? reader.next(), line.isComplete { count += 1 }
        return count
    }

    /// Prepares a resumed run: keeps only the lines of inputs that succeeded and whose outputs
    /// all still exist (the first line per input), drops error lines, duplicates and a torn last
    /// line, and atomically replaces the summary with what was kept.
    /// - Returns: the ``BatchSummaryLine/resumeKey(input:outputs:)`` of every kept line.
    static func prepareResume(directory: String) throws(BatchUsageError) -> Set<UInt64> {
        let path = directory + "/" + fileName
        guard var reader = try? LineReader(path: path) else { return [] }
        defer { reader.close() }
        let keptPath = directory + "/" + AtomicFileWriter.temporaryPrefix + "summary" + AtomicFileWriter.temporarySuffix
        let kept: Int32
        switch FileSystem.openForAppending(keptPath, truncate: true) {
        case .success(let descriptor): kept = descriptor
        case .failure(let error): throw .outputDirectoryUnusable(path: keptPath, errno: error.code)
        }
        var keys = Set<UInt64>()
        let decoder = JSONDecoder()
        var failure: SystemError?
        while let line = try? reader.next(), line.isComplete {
            guard let entry = try? decoder.decode(BatchSummaryLine.self, from: Data(line.text.utf8)),
                entry.status == .ok, entry.outputs.allSatisfy({ outputExists(directory: directory, $0) }),
                keys.insert(BatchSummaryLine.resumeKey(input: entry.inputIdentity, outputs: entry.outputs)).inserted
            else { continue }
            if case .failure(let error) = FileSystem.writeAll(kept, Array((line.text + "\n").utf8)) {
                failure = error
                break
            }
        }
        _ = FileSystem.close(kept)
        if let failure { throw .outputDirectoryUnusable(path: keptPath, errno: failure.code) }
        if case .failure(let error) = FileSystem.rename(keptPath, to: path) {
            throw .outputDirectoryUnusable(path: path, errno: error.code)
        }
        return keys
    }

    private static func outputExists(directory: String, _ relativePath: String) -> Bool {
        guard DepthFileName.isSafeRelativePath(relativePath),
            case .success(let status) = FileSystem.status(directory + "/" + relativePath)
        else { return false }
        return status.type == .regularFile
    }
}
