#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        if path == Self.standardInputPath {
            return try readAll(from: STDIN_FILENO)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputReadError(openFailureErrno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .readFailed(errno: errno)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw .isDirectory
        }
        if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > maxBytes {
            throw .tooLarge(byteCount: Int(status.st_size), limit: maxBytes)
        }
        return try readAll(from: descriptor)
    }

    private func readAll(from descriptor: Int32) throws(InputReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(errno: errno)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maxBytes else {
                throw .tooLarge(byteCount: bytes.count + count, limit: maxBytes)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// `read(2)`, for types whose own methods shadow the name.
func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
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
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
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
        case let .readFailed(code): "read failed: \(String(cString: strerror(code)))"
        }
    }
}
