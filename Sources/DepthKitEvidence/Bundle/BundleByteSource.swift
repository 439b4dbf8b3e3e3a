import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A bundle file (or standard input) read front to back through its descriptor, keeping the
/// offset for error messages. Nothing is read ahead: memory is the caller's buffers.
final class BundleByteSource {
    /// The path as given (`-` for standard input).
    let path: String
    /// Bytes consumed so far: the offset of the next byte.
    private(set) var offset: UInt64 = 0
    private let descriptor: Int32

    /// Opens `path` (`-` for standard input) for reading.
    init(path: String) throws(BundleError) {
        self.path = path
        if path == InputReader.standardInputPath {
            descriptor = STDIN_FILENO
            return
        }
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { throw .readFailed(path: path, reason: InputReadError(openFailureErrno: errno)) }
        var status = stat()
        if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(opened)
            throw .readFailed(path: path, reason: .isDirectory)
        }
        descriptor = opened
    }

    deinit {
        if descriptor != STDIN_FILENO { close(descriptor) }
    }

    /// Fills `buffer` as far as the input goes and returns how many bytes came (fewer only at the end).
    func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(BundleError) -> Int {
        switch FileSystem.fill(descriptor, buffer) {
        case .success(let filled):
            offset += UInt64(filled)
            return filled
        case .failure(let error):
            throw .readFailed(path: path, reason: .readFailed(errno: error.code))
        }
    }

    /// Reads exactly `count` bytes of `section`.
    /// - Throws: ``BundleError/notABundle`` when the bytes read do not start with
    ///   `checkingPrefix` (an input shorter than the prefix is checked as far as it goes),
    ///   ``BundleError/truncated(section:offset:expectedBytes:actualBytes:)`` when the input ends first.
    func read(count: Int, section: BundleSection, checkingPrefix prefix: [UInt8] = []) throws(BundleError) -> [UInt8] {
        let start = offset
        var bytes = [UInt8](repeating: 0, count: count)
        let got = try bytes.withUnsafeMutableBytes { buffer in Result { () throws(BundleError) in try fill(buffer) } }.get()
        if !zip(bytes[..<got], prefix).allSatisfy({ $0 == $1 }) { throw .notABundle }
        guard got == count else {
            throw .truncated(section: section, offset: start, expectedBytes: count, actualBytes: got)
        }
        return bytes
    }

    /// Throws ``BundleError/trailingData(offset:)`` unless the input has ended.
    func expectEnd() throws(BundleError) {
        var byte: UInt8 = 0
        let end = offset
        let got = try withUnsafeMutableBytes(of: &byte) { buffer in Result { () throws(BundleError) in try fill(buffer) } }.get()
        if got > 0 { throw .trailingData(offset: end) }
    }
}
