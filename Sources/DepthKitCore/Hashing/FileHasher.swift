/// What hashing a file produced.
public struct FileDigest: Hashable, Sendable {
    /// SHA-256 of the file's bytes.
    public let digest: ContentDigest
    /// How many bytes were hashed.
    public let byteCount: Int
}

/// Hashes files of any size with constant memory: the file is read in fixed-size chunks into one
/// buffer and fed to SHA-256 as it arrives. `-` means standard input.
public struct FileHasher: Sendable {
    /// Bytes read per system call, 1 MiB by default.
    public let chunkSize: Int

    /// Creates a hasher reading `chunkSize` bytes at a time (at least 1).
    public init(chunkSize: Int = 1 << 20) {
        self.chunkSize = max(1, chunkSize)
    }

    /// SHA-256 of the file at `path` (`-` for standard input).
    public func sha256(ofFile path: String) throws(InputReadError) -> FileDigest {
        var accumulator = SHA256Accumulator()
        let byteCount = try feed(path, into: &accumulator)
        return FileDigest(digest: accumulator.finalize(), byteCount: byteCount)
    }

    /// The capture hash of a photo file and a compressed depth file: SHA-256 over the photo's bytes
    /// followed by the depth file's bytes, streamed.
    /// - Throws: ``InputError`` naming whichever file failed.
    public func captureHash(photoPath: String, depthPath: String) throws(InputError) -> ContentDigest {
        var accumulator = SHA256Accumulator()
        for path in [photoPath, depthPath] {
            do { _ = try feed(path, into: &accumulator) } catch { throw InputError(input: path, underlying: error) }
        }
        return accumulator.finalize()
    }

    /// Streams the file at `path` into `accumulator` and returns how many bytes it held.
    package func feed(_ path: String, into accumulator: inout SHA256Accumulator) throws(InputReadError) -> Int {
        var total = 0
        try InputReader.stream(path, chunkSize: chunkSize) { chunk throws(InputReadError) in
            accumulator.update(chunk)
            total += chunk.count
        }
        return total
    }
}
