import DepthKitCore
import Dispatch
import Foundation
import Synchronization

/// What a batch run does: which inputs, which tasks, where to, how.
public struct BatchConfiguration: Sendable {
    /// The INPUT arguments: files, capture directories, directories to walk.
    public var inputs: [String]
    /// Where outputs and `summary.jsonl` go (created when missing).
    public var outputDirectory: String
    /// What to produce for each input in memory (at least one task, here or in ``streamingTasks``).
    public var tasks: [any BatchTask]
    /// What to produce for each input by streaming to the output file (`seal`).
    public var streamingTasks: [any StreamingBatchTask] = []
    /// Worker threads, at least 1.
    public var jobs: Int
    /// Which part of the inputs this process handles.
    public var shard: BatchShard = .all
    /// Skip inputs that an earlier run in the same directory finished.
    public var resume = false
    /// Start again even though the directory holds an earlier run's summary.
    public var overwrite = false
    /// Sync every output to storage before renaming it into place.
    public var syncsToStorage = false
    /// Bounds on reading and decoding each input.
    public var limits: DecodingLimits = .default
    /// Count the inputs first (in parallel) so that progress can show a total and an ETA.
    public var countsTotal = true
    /// The caller's advice appended to the error messages of `summary.jsonl` (the CLI's flags).
    public var advice: ErrorAdvice = .none

    /// Creates a configuration.
    public init(inputs: [String], outputDirectory: String, tasks: [any BatchTask], jobs: Int) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.tasks = tasks
        self.jobs = jobs
    }
}

/// Runs a batch: lists inputs lazily, hands them to `jobs` worker threads through a bounded
/// queue, writes each input's outputs atomically and its summary line as it completes (one
/// writer thread), and stops cleanly when cancelled. Memory stays bounded whatever the number
/// of inputs: at most ``queuedInputsPerJob`` `· jobs` inputs, and as many summary lines, are
/// queued at a time.
public final class BatchRunner: Sendable {
    /// The run's configuration.
    public let configuration: BatchConfiguration
    private let cancelled = Atomic<Bool>(false)

    /// The largest `jobs` accepted.
    public static let maxJobs = 256

    /// Inputs (and finished inputs' summary lines) queued per worker: the lister and the summary
    /// writer wake once per half of that, not once per input.
    static let queuedInputsPerJob = 32

    /// The longest a finished input's summary line waits in memory before it is written (unless
    /// the run ends or the writer fails first).
    static let summaryInterval = Duration.milliseconds(100)

    /// Creates a runner.
    public init(configuration: BatchConfiguration) {
        self.configuration = configuration
    }

    /// Asks the run to stop: inputs being processed finish and are recorded, no new one starts.
    /// Safe to call from any thread (a signal handler's queue).
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Runs the batch; `progress` is called (from the summary writer's thread) after every input.
    /// Throws only when the batch cannot start; per-input failures are summary lines.
    public func run(progress: @escaping @Sendable (BatchProgress) -> Void) throws(BatchUsageError) -> BatchOutcome {
        let configuration = configuration
        guard (1...Self.maxJobs).contains(configuration.jobs) else {
            throw .invalidJobCount(configuration.jobs, limit: Self.maxJobs)
        }
        for input in configuration.inputs {
            if case .failure(let error) = FileSystem.status(input), error.code == SystemErrorCode.notFound {
                throw .inputNotFound(path: input)
            }
        }
        let directory = configuration.outputDirectory
        let outputDirectory = try Self.prepare(directory)
        let lock = try Self.lock(directory)
        defer { _ = FileSystem.close(lock) }
        let writer: AtomicFileWriter
        do throws(OutputError) {
            writer = try AtomicFileWriter(opening: directory, syncsToStorage: configuration.syncsToStorage)
        } catch {
            switch error {
            case let .directoryUnusable(_, code), let .writeFailed(_, code):
                throw .outputDirectoryUnusable(path: directory, errno: code)
            }
        }
        let swept = writer.sweepTemporaryFiles()
        let doneKeys: Set<UInt64>
        if configuration.resume {
            doneKeys = try SummaryLog.prepareResume(directory: directory)
        } else {
            let existing = SummaryLog.lineCount(directory: directory)
            if existing > 0 && !configuration.overwrite {
                throw .summaryExists(path: directory + "/" + SummaryLog.fileName, lineCount: existing)
            }
            doneKeys = []
        }
        let log = try SummaryLog(directory: directory, truncate: !configuration.resume)
        let lister = BatchInputLister(
            roots: configuration.inputs, shard: configuration.shard, excludedDirectory: outputDirectory)
        let state = Mutex(BatchProgress())
        let start = ContinuousClock.now
        let elapsed = { @Sendable in Self.seconds(ContinuousClock.now - start) }

        let threads = DispatchGroup()
        let stopCounting = Atomic<Bool>(false)
        if configuration.countsTotal {
            Self.spawn(in: threads) { [self] in
                var total = 0
                lister.forEach { input in
                    if !isDone(input, doneKeys: doneKeys) { total += 1 }
                    return !stopCounting.load(ordering: .relaxed) && !isCancelled
                }
                if !stopCounting.load(ordering: .relaxed) { state.withLock { $0.total = total } }
            }
        }
        let work = BoundedQueue<BatchInput>(capacity: Self.queuedInputsPerJob * configuration.jobs)
        let results = BoundedQueue<BatchSummaryLine>(capacity: Self.queuedInputsPerJob * configuration.jobs)
        let workers = DispatchGroup()
        for _ in 0..<configuration.jobs {
            Self.spawn(in: workers) { [self] in
                while let input = work.pop() {
                    if isCancelled { continue }
                    results.push(process(input, writer: writer))
                }
            }
        }
        let writerDone = DispatchGroup()
        Self.spawn(in: writerDone) {
            // Lines are taken half a queue at a time and written in chunks: when the buffer is
            // full, at the latest `summaryInterval` after the previous write (so a slow run still
            // shows each line soon), and at the end; progress follows the writes.
            var buffered: [BatchSummaryLine] = []
            var lastWrite = ContinuousClock.now
            while true {
                let lines = results.popAll(
                    minimum: Self.queuedInputsPerJob * configuration.jobs / 2, deadline: lastWrite + Self.summaryInterval)
                for line in lines ?? [] {
                    log.append(line)
                    buffered.append(line)
                }
                guard lines == nil || log.isChunkFull || ContinuousClock.now >= lastWrite + Self.summaryInterval else { continue }
                for line in Self.flush(buffered, to: log, advice: configuration.advice) {
                    let snapshot = state.withLock { progress in
                        progress.record(line)
                        progress.elapsedSeconds = elapsed()
                        return progress
                    }
                    progress(snapshot)
                }
                buffered.removeAll(keepingCapacity: true)
                lastWrite = ContinuousClock.now
                if lines == nil { break }
            }
        }
        lister.forEach { input in
            if isCancelled { return false }
            if isDone(input, doneKeys: doneKeys) {
                state.withLock { $0.skipped += 1 }
                return true
            }
            work.push(input)
            return true
        }
        work.close()
        workers.wait()
        results.close()
        writerDone.wait()
        stopCounting.store(true, ordering: .relaxed)
        threads.wait()
        let final = state.withLock { progress in
            progress.elapsedSeconds = elapsed()
            return progress
        }
        return BatchOutcome(progress: final, cancelled: isCancelled, sweptTemporaryFiles: swept)
    }

    private func outputPaths(for input: BatchInput) -> [String] {
        configuration.tasks.map { input.outputPath(fileExtension: $0.outputExtension) }
            + configuration.streamingTasks.map { input.outputPath(fileExtension: $0.outputExtension) }
    }

    private func isDone(_ input: BatchInput, doneKeys: Set<UInt64>) -> Bool {
        input.listingError == nil && !doneKeys.isEmpty
            && doneKeys.contains(BatchSummaryLine.resumeKey(input: input.escapedPath ?? input.path, outputs: outputPaths(for: input)))
    }

    /// Runs every task on `input`, then writes all outputs; any failure writes none.
    private func process(_ input: BatchInput, writer: AtomicFileWriter) -> BatchSummaryLine {
        let start = ContinuousClock.now
        let paths = outputPaths(for: input)
        do throws(InputError) {
            if let listingError = input.listingError { throw InputError(input: input.path, underlying: listingError) }
            let subject = BatchSubject(input: input, limits: configuration.limits)
            var outputs: [[UInt8]] = []
            for task in configuration.tasks { outputs.append(try task.output(for: subject)) }
            for (task, path) in zip(configuration.streamingTasks, paths.dropFirst(outputs.count)) {
                let file: String
                do throws(BatchInputError) { file = try writer.prepareOutput(at: path) } catch {
                    throw InputError(input: input.path, underlying: error)
                }
                try task.writeOutput(for: subject, toFile: file)
            }
            do throws(BatchInputError) { try writer.writeOutputs(Array(zip(paths, outputs))) } catch {
                throw InputError(input: input.path, underlying: error)
            }
            return BatchSummaryLine(
                input: input.path, inputEscaped: input.escapedPath, status: .ok, outputs: paths, error: nil,
                ms: Self.seconds(ContinuousClock.now - start) * 1000)
        } catch {
            return BatchSummaryLine(
                input: input.path, inputEscaped: input.escapedPath, status: .error, outputs: [],
                error: ErrorReport(error, advice: configuration.advice), ms: Self.seconds(ContinuousClock.now - start) * 1000)
        }
    }

    /// Writes the summary's buffered `lines`; when the summary itself cannot be written they are
    /// returned as errors so that the run's counts (and exit status) show it.
    private static func flush(_ lines: [BatchSummaryLine], to log: SummaryLog, advice: ErrorAdvice) -> [BatchSummaryLine] {
        do throws(BatchInputError) {
            try log.flush()
            return lines
        } catch {
            return lines.map { line in
                BatchSummaryLine(
                    input: line.input, inputEscaped: line.inputEscaped, status: .error, outputs: [],
                    error: ErrorReport(error, advice: advice), ms: line.ms)
            }
        }
    }

    private static func prepare(_ directory: String) throws(BatchUsageError) -> FileSystem.Status {
        if case .failure(let error) = FileSystem.makeDirectories(directory) {
            throw .outputDirectoryUnusable(path: directory, errno: error.code)
        }
        switch FileSystem.status(directory) {
        case .success(let status) where status.type == .directory: return status
        case .success: throw .outputDirectoryUnusable(path: directory, errno: SystemErrorCode.notDirectory)
        case .failure(let error): throw .outputDirectoryUnusable(path: directory, errno: error.code)
        }
    }

    private static func lock(_ directory: String) throws(BatchUsageError) -> Int32 {
        let path = directory + "/.depthkit.lock"
        switch FileSystem.openForAppending(path, truncate: false) {
        case .success(let descriptor):
            guard FileSystem.tryLock(descriptor) else {
                _ = FileSystem.close(descriptor)
                throw .outputDirectoryLocked(path: directory)
            }
            return descriptor
        case .failure(let error):
            throw .outputDirectoryUnusable(path: directory, errno: error.code)
        }
    }

    private static func spawn(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
