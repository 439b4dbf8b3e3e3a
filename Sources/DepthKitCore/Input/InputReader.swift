/// Reads whole inputs (files or standard input) into memory, refusing anything above a size limit
/// before reading it, so a huge or endless input cannot exhaust memory.
public struct InputReader: Sendable {
    /// The largest input accepted, in bytes.
    public var maxBytes: Int

    /// The path that means standard input.
    public static let standardInputPath = "-"

    /// Creates a reader; the default limit is 256 MiB.
    public init(maxBytes: Int = 256 << 20) {
        self.maxBytes = maxBytes
    }

    /// Reads all of `path` (`-` for standard input). A regular file is read straight into an
    /// array of its size (one allocation, no intermediate buffer); a pipe, or a file that grows
    /// while being read, is read in chunks.
    public func read(_ path: String) throws(InputReadError) -> [UInt8] {
        try Self.withOpenInput(path) { descriptor, status throws(InputReadError) in try readAll(descriptor, status) }
    }

    /// Reads all of the file whose path is `rawPath`: bytes, as file names need not be UTF-8.
    public func read(rawPath: [UInt8]) throws(InputReadError) -> [UInt8] {
        try Self.withOpenInput(opening: FileSystem.openForReading(rawPath: rawPath)) { descriptor, status throws(InputReadError) in
            try readAll(descriptor, status)
        }
    }

    /// Reads the open input `descriptor` to its end.
    private func readAll(_ descriptor: Int32, _ status: FileSystem.Status) throws(InputReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        if status.type == .regularFile {
            guard status.byteCount <= maxBytes else {
                throw .tooLarge(byteCount: status.byteCount, limit: maxBytes)
            }
            // One byte more than the size: a read that stops short of it has seen the end.
            bytes = try Self.readFully(descriptor, byteCount: status.byteCount + 1)
            if bytes.count <= status.byteCount { return bytes }
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 64)
        defer { chunk.deallocate() }
        while true {
            let count = try FileSystem.read(descriptor, into: chunk).mapError { InputReadError.readFailed(errno: $0.code) }.get()
            if count == 0 { return bytes }
            guard bytes.count + count <= maxBytes else {
                throw .tooLarge(byteCount: bytes.count + count, limit: maxBytes)
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
    }

    /// Reads up to `byteCount` bytes into a new array: fewer only when the end of the file came first.
    private static func readFully(_ descriptor: Int32, byteCount: Int) throws(InputReadError) -> [UInt8] {
        var failure: InputReadError?
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            initialized = 0
            while initialized < byteCount {
                let free = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[initialized...])
                switch FileSystem.read(descriptor, into: free) {
                case .success(0): return
                case .success(let count): initialized += count
                case .failure(let error):
                    failure = .readFailed(errno: error.code)
                    return
                }
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The one read loop over an input: opens `path` (`-`: standard input), refuses a directory,
    /// lets `admit` see the input's status before any byte is read, then hands the bytes to
    /// `consume` in chunks of at most `chunkSize` until the end.
    static func stream(
        _ path: String, chunkSize: Int,
        admit: (FileSystem.Status) throws(InputReadError) -> Void = { _ in },
        consume: (UnsafeRawBufferPointer) throws(InputReadError) -> Void
    ) throws(InputReadError) {
        try withOpenInput(path) { descriptor, status throws(InputReadError) in
            try admit(status)
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 64)
            defer { chunk.deallocate() }
            while true {
                let count = try FileSystem.read(descriptor, into: chunk).mapError { InputReadError.readFailed(errno: $0.code) }.get()
                if count == 0 { return }
                try consume(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            }
        }
    }

    /// Opens `path` (`-`: standard input), refuses a directory, and calls `body` with the
    /// descriptor and its status; closes what it opened.
    private static func withOpenInput<Result>(
        _ path: String, _ body: (Int32, FileSystem.Status) throws(InputReadError) -> Result
    ) throws(InputReadError) -> Result {
        if path == standardInputPath {
            return try withOpenInput(opening: .success(FileSystem.standardInput), body)
        }
        return try withOpenInput(opening: FileSystem.openForReading(path), body)
    }

    /// Takes the descriptor `opened` (or the reason it could not be opened), refuses a directory,
    /// and calls `body` with the descriptor and its status; closes it unless it is standard input.
    private static func withOpenInput<Result>(
        opening opened: Swift.Result<Int32, SystemError>, _ body: (Int32, FileSystem.Status) throws(InputReadError) -> Result
    ) throws(InputReadError) -> Result {
        let descriptor = try opened.mapError { InputReadError(openFailureErrno: $0.code) }.get()
        defer { if descriptor != FileSystem.standardInput { _ = FileSystem.close(descriptor) } }
        let status = try FileSystem.status(of: descriptor).mapError { InputReadError.readFailed(errno: $0.code) }.get()
        if status.type == .directory { throw .isDirectory }
        return try body(descriptor, status)
    }
}

/// Why an input could not be read.
public enum InputReadError: ExplainedError, Equatable {
    /// No file at that path.
    case notFound
    /// The file exists but may not be read.
    case permissionDenied
    /// The path names a directory.
    case isDirectory
    /// The input is larger than the reader's limit.
    case tooLarge(byteCount: Int, limit: Int)
    /// The operating system reported an error while opening or reading.
    case readFailed(errno: Int32)

    package init(openFailureErrno code: Int32) {
        switch code {
        case SystemErrorCode.notFound, SystemErrorCode.notDirectory: self = .notFound
        case SystemErrorCode.permissionDenied, SystemErrorCode.notPermitted: self = .permissionDenied
        case SystemErrorCode.isDirectory: self = .isDirectory
        default: self = .readFailed(errno: code)
        }
    }

    public var category: FailureCategory {
        switch self {
        case .notFound, .permissionDenied, .isDirectory: .missingInput
        case .tooLarge: .badData
        case .readFailed: .io
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notFound: ("not_found", "no such file")
        case .permissionDenied: ("permission_denied", "permission denied")
        case .isDirectory: ("is_directory", "is a directory, not a file")
        case let .tooLarge(byteCount, limit): ("input_too_large", "input is \(byteCount) bytes or more, above the \(limit)-byte limit")
        case let .readFailed(code): ("read_failed", "read failed: \(systemErrorMessage(code))")
        }
    }
}
