import Foundation

/// `OUTDIR/summary.jsonl`: one JSON line per finished input, appended by a single writer and
/// handed to the kernel line by line (a killed run loses at most the line being written).
final class SummaryLog: Sendable {
    /// The file name inside the output directory.
    static let fileName = "summary.jsonl"

    private let descriptor: Int32

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

    /// Appends `line`.
    func append(_ line: BatchSummaryLine) throws(BatchInputError) {
        let text = ReportEncoder.line(line) + "\n"
        if case .failure(let error) = FileSystem.writeAll(descriptor, Array(text.utf8)) {
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
