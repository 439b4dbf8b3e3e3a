import DepthKitCore

/// A directory of raw video frames, the input of ``HashChainBuilder`` on the command line
/// (`depthkit video chain`, `video verify --frames`). Per frame `n` (1-based, six digits, no gaps):
///
/// | file | content |
/// |---|---|
/// | `NNNNNN.rgb` | the camera frame's raw bytes, exactly as hashed (any pixel format, e.g. NV12) |
/// | `NNNNNN.depth` | the frame's Float32 depth bytes; absent when the frame has no depth |
/// | `NNNNNN.ts` | 8 bytes: seconds since the first frame, a little-endian IEEE-754 double |
///
/// Files are streamed into SHA-256 in 1 MiB pieces, so frames of any size take constant memory.
public struct VideoFrameDirectory: Sendable {
    /// The directory's path.
    public let path: String
    /// How many frames it holds.
    public let frameCount: Int
    private let depthFrames: Set<Int>

    /// Lists `path` and checks its layout.
    /// - Parameter maxFrames: the most frames accepted.
    public init(path: String, maxFrames: Int = HashChainLimits.default.maxFrames) throws(VideoFramesError) {
        let entries: [[UInt8]]
        switch FileSystem.entries(of: path) {
        case .success(let names): entries = names
        case .failure(let error): throw .unreadableDirectory(path: path, errno: error.code)
        }
        var rgb = Set<Int>()
        var depth = Set<Int>()
        var timestamps = Set<Int>()
        for entry in entries {
            let name = String(decoding: entry, as: UTF8.self)
            guard let (number, suffix) = Self.parse(name) else { throw .unexpectedFile(name: name) }
            guard number <= maxFrames else { throw .tooManyFrames(limit: maxFrames) }
            switch suffix {
            case "rgb": rgb.insert(number)
            case "depth": depth.insert(number)
            default: timestamps.insert(number)
            }
        }
        guard !rgb.isEmpty else { throw .noFrames(path: path) }
        let count = rgb.count
        if let missing = (1...count).first(where: { !rgb.contains($0) || !timestamps.contains($0) }) {
            throw rgb.contains(missing) ? .unreadableFile(name: Self.name(missing, "ts"), .notFound) : .missingFrame(frameNumber: missing)
        }
        if let stray = depth.union(timestamps).first(where: { $0 > count }) { throw .missingFrame(frameNumber: min(stray, count + 1)) }
        self.path = path
        frameCount = count
        depthFrames = depth
    }

    /// Computes the chain of every frame, streaming each file.
    public func computeChain(hasher: FileHasher = FileHasher()) throws(VideoFramesError) -> HashChainBuilder {
        var builder = HashChainBuilder()
        for frameNumber in 1...frameCount {
            let timestamp = try readTimestamp(frameNumber)
            let files = [Self.name(frameNumber, "rgb")] + (depthFrames.contains(frameNumber) ? [Self.name(frameNumber, "depth")] : [])
            try builder.appendFrame(timestamp: timestamp) { (accumulator: inout SHA256Accumulator) throws(VideoFramesError) in
                for file in files {
                    do throws(InputReadError) { _ = try hasher.feed(path + "/" + file, into: &accumulator) } catch {
                        throw .unreadableFile(name: file, error)
                    }
                }
            }
        }
        return builder
    }

    /// The file name of frame `frameNumber` with `suffix` (`rgb`, `depth`, `ts`).
    public static func name(_ frameNumber: Int, _ suffix: String) -> String {
        let digits = String(frameNumber)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits + "." + suffix
    }

    private func readTimestamp(_ frameNumber: Int) throws(VideoFramesError) -> Double {
        let file = Self.name(frameNumber, "ts")
        let bytes: [UInt8]
        do { bytes = try InputReader(maxBytes: 64).read(path + "/" + file) } catch {
            if case .tooLarge(let byteCount, _) = error { throw .timestampSize(frameNumber: frameNumber, byteCount: byteCount) }
            throw .unreadableFile(name: file, error)
        }
        guard bytes.count == 8 else { throw .timestampSize(frameNumber: frameNumber, byteCount: bytes.count) }
        let value = Double(bitPattern: bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        guard value.isFinite, value >= 0 else { throw .timestampInvalid(frameNumber: frameNumber, value: value) }
        return value
    }

    private static func parse(_ name: String) -> (Int, String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 6, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            ["rgb", "depth", "ts"].contains(parts[1]), let number = Int(parts[0]), number >= 1
        else { return nil }
        return (number, String(parts[1]))
    }
}
