import DepthKitServer
import _DepthKitTestSupport

/// The multipart parser of `depthkit serve` under fuzzing, with the invariant every body must
/// satisfy: the `Multipart` libFuzzer target in `Fuzz/` and the regression tests of
/// `DepthKitServerTests` call the same ``check(_:)`` (like `FuzzTarget` for the library's parsers,
/// which cannot depend on the server).
///
/// An input is one byte choosing the chunk size (1 to 256 bytes), then the body, sent with
/// `Content-Type: multipart/form-data; boundary=` ``boundary``. Test support only.
public enum MultipartFuzzTarget {
    /// The target's name: its folders under `Fuzz/Corpus/` and `testdata/fuzz-regressions/`.
    public static let name = "Multipart"
    /// The boundary every fuzzed body is declared with.
    public static let boundary = "fuzz-boundary"
    /// The part names the fuzzed route takes, with limits small enough that fuzzed bodies cross them.
    public static let caps = ["photo": 2048, "depth_map": 1024, "metadata": 512, "confidence": 256]
    /// The whole body's limit.
    public static let totalLimit = 8192
    /// The most parts a body may have.
    public static let maxParts = 4

    /// An input for a body read in chunks of `chunkSize` bytes (1…256).
    public static func input(body: [UInt8], chunkSize: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: chunkSize - 1)] + body
    }

    /// Checks one input: the body read in its chunks either gives parts within the limits (names
    /// among ``caps``, each within its cap, at most ``maxParts``, the total within the body) or
    /// fails with 400 `malformed_request`, 413 `payload_too_large` or 415 `unsupported_media_type`;
    /// and read in one chunk it gives the same parts or the same error code, so the answer never
    /// depends on how the network split the body.
    /// - Returns: `nil` when the invariant holds, else what was violated.
    public static func check(_ input: [UInt8]) -> String? {
        guard let first = input.first else { return nil }
        let body = MultipartBody(bytes: Array(input.dropFirst()), contentType: "multipart/form-data; boundary=\(boundary)")
        let chunked = read(body, chunkSize: Int(first) + 1)
        if let problem = violation(chunked) { return "chunks of \(Int(first) + 1): \(problem)" }
        let whole = read(body, chunkSize: max(body.bytes.count, 1))
        switch (chunked, whole) {
        case let (.success(parts), .success(other)) where parts == other:
            return nil
        case let (.failure(error), .failure(other)) where error.code == other.code:
            return nil
        default:
            return "chunks of \(Int(first) + 1) gave \(describe(chunked)), one chunk \(describe(whole))"
        }
    }

    private static func violation(_ outcome: Result<[String: [UInt8]], APIError>) -> String? {
        switch outcome {
        case .success(let parts):
            guard parts.count <= maxParts else { return "\(parts.count) parts" }
            for (name, bytes) in parts {
                guard let cap = caps[name] else { return "a part named '\(name.prefix(64))' was kept" }
                guard bytes.count <= cap else { return "part '\(name)' holds \(bytes.count) bytes, cap \(cap)" }
            }
            let total = parts.values.reduce(0) { $0 + $1.count }
            return total <= totalLimit ? nil : "\(total) bytes kept, limit \(totalLimit)"
        case .failure(let error):
            let expected: [String: Int] = ["malformed_request": 400, "payload_too_large": 413, "unsupported_media_type": 415]
            guard let status = expected[error.code], error.status.code == status else {
                return "error \(error.status.code) \(error.code): \(error.message)"
            }
            return nil
        }
    }

    private static func describe(_ outcome: Result<[String: [UInt8]], APIError>) -> String {
        switch outcome {
        case .success(let parts): "parts \(parts.mapValues(\.count).sorted { $0.key < $1.key })"
        case .failure(let error): "\(error.status.code) \(error.code) (\(error.message))"
        }
    }

    private static func read(_ body: MultipartBody, chunkSize: Int) -> Result<[String: [UInt8]], APIError> {
        do throws(APIError) {
            return .success(try body.parts(caps: caps, totalLimit: totalLimit, maxParts: maxParts, chunkSize: chunkSize))
        } catch {
            return .failure(error)
        }
    }

    /// The body of the target's libFuzzer `LLVMFuzzerTestOneInput`.
    /// - Returns: 0, as libFuzzer requires.
    public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        libFuzzerInput(data, size) { check($0).map { "\(name): \($0)" } }
    }
}
