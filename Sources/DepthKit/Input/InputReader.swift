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

    /// Reads all of `path` (`-` for standard input).
    public func read(_ path: String) throws(InputReadError) -> [UInt8] {
        try readAll { () throws(InputReadError) in try Self.open(path) }
    }

    /// Reads all of the file whose path is `rawPath`: bytes, as file names need not be UTF-8.
    public func read(rawPath: [UInt8]) throws(InputReadError) -> [UInt8] {
        try readAll { () throws(InputReadError) in
            try FileSystem.openForReading(rawPath: rawPath).mapError { InputReadError(openFailureErrno: $0.code) }.get()
        }
    }

    private func readAll(opening open: () throws(InputReadError) -> Int32) throws(InputReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        try Self.stream(opening: open, chunkSize: 1 << 16) { status throws(InputReadError) in
            if status.type == .regularFile, status.byteCount > maxBytes {
                throw .tooLarge(byteCount: status.byteCount, limit: maxBytes)
            }
        } consume: { chunk throws(InputReadError) in
            guard bytes.count + chunk.count <= maxBytes else {
                throw .tooLarge(byteCount: bytes.count + chunk.count, limit: maxBytes)
            }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// Streams `path` (`-`: standard input) through the read loop below.
    static func stream(
        _ path: String, chunkSize: Int,
        admit: (FileSystem.Status) throws(InputReadError) -> Void = { _ in },
        consume: (UnsafeRawBufferPointer) throws(InputReadError) -> Void
    ) throws(InputReadError) {
        try stream(opening: { () throws(InputReadError) in try open(path) }, chunkSize: chunkSize, admit: admit, consume: consume)
    }

    /// The descriptor of `path`, standard input's for `-`.
    private static func open(_ path: String) throws(InputReadError) -> Int32 {
        guard path != standardInputPath else { return FileSystem.standardInput }
        return try FileSystem.openForReading(path).mapError { InputReadError(openFailureErrno: $0.code) }.get()
    }

    /// The one read loop over an input: opens it with `open`, refuses a directory, lets `admit`
    /// see the input's status before any byte is read, then hands the bytes to `consume` in chunks
    /// of at most `chunkSize` until the end.
    private static func stream(
        opening open: () throws(InputReadError) -> Int32, chunkSize: Int,
        admit: (FileSystem.Status) throws(InputReadError) -> Void,
        consume: (UnsafeRawBufferPointer) throws(InputReadError) -> Void
    ) throws(InputReadError) {
        let descriptor = try open()
        defer { if descriptor != FileSystem.standardInput { _ = FileSystem.close(descriptor) } }
        let status = try FileSystem.status(of: descriptor).mapError { InputReadError.readFailed(errno: $0.code) }.get()
        if status.type == .directory { throw .isDirectory }
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

/// Why an input could not be read.
public enum InputReadError: DepthKitError, Equatable {
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

    init(openFailureErrno code: Int32) {
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

    public var kind: String {
        switch self {
        case .notFound: "not_found"
        case .permissionDenied: "permission_denied"
        case .isDirectory: "is_directory"
        case .tooLarge: "input_too_large"
        case .readFailed: "read_failed"
        }
    }

    public var description: String {
        switch self {
        case .notFound: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory, not a file"
        case let .tooLarge(byteCount, limit): "input is \(byteCount) bytes or more, above the \(limit)-byte limit"
        case let .readFailed(code): "read failed: \(systemErrorMessage(code))"
        }
    }
}
