import Crypto
import DepthKitCore
import Foundation
import Hummingbird

/// A `multipart/form-data` body read from a stream with ``MultipartStreamParser``, under limits
/// checked before anything is kept: the declared body length, each part's declared length, each
/// part's and the whole body's received bytes, the number of parts, and the part names the route
/// takes. A truncated body (a part never closed by its boundary) is refused. Each part's bytes are
/// appended once, straight from the parser's buffers, into one array sized from the request's
/// declared length.
struct MultipartUpload {
    /// One received part.
    struct Part {
        /// Its `Content-Type`, when declared.
        var contentType: String?
        /// Its bytes.
        var bytes: [UInt8] = []
    }

    /// The parts by name, each closed by its boundary.
    fileprivate(set) var parts: [String: Part] = [:]
    /// SHA-256 of the whole body as received, lowercase hex (what a request signature covers);
    /// `nil` when the read was not asked to hash it.
    fileprivate(set) var bodySHA256Hex: String?

    /// The bytes of part `name`, when it was sent.
    subscript(name: String) -> [UInt8]? { parts[name]?.bytes }

    /// Reads `request`'s body, keeping the parts named in `caps` (name → byte limit), hashing
    /// the body as it arrives when `hashingBody` (a signed upload; the evidence endpoint needs no hash).
    /// Each chunk goes through one ``Reader`` as it arrives.
    /// - Throws: ``APIError``: 415 `unsupported_media_type`, 400 `malformed_request` (no boundary,
    ///   truncated, unknown or repeated part), 413 `payload_too_large`.
    static func read(
        _ request: Request, caps: [String: Int], totalLimit: Int, maxParts: Int, hashingBody: Bool
    ) async throws(APIError) -> MultipartUpload {
        var reader = try Reader(
            contentType: request.headers[.contentType], contentLength: request.headers[.contentLength], caps: caps,
            totalLimit: totalLimit, maxParts: maxParts, hashingBody: hashingBody)
        do {
            for try await chunk in request.body {
                try chunk.withUnsafeReadableBytes { bytes throws(APIError) in try reader.read(bytes) }
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw reader.streamFailed()
        }
        return try reader.finish()
    }

    /// The synchronous core of ``read(_:caps:totalLimit:maxParts:hashingBody:)``: the limits
    /// checked from the head, then the body fed chunk by chunk as it arrives, then the parts.
    /// ``MultipartBody`` feeds it from memory.
    struct Reader {
        private let totalLimit: Int
        private let collector: PartCollector
        private var parser: MultipartStreamParser
        private var received = 0
        private var hasher: SHA256?

        /// A reader of a body whose head declares `contentType` and `contentLength`.
        /// - Throws: 415 `unsupported_media_type`, 400 `malformed_request` (no boundary), 413
        ///   `payload_too_large` (a declared length above `totalLimit`).
        init(
            contentType: String?, contentLength: String?, caps: [String: Int], totalLimit: Int, maxParts: Int, hashingBody: Bool
        ) throws(APIError) {
            let boundary = try MultipartUpload.boundary(contentType)
            let declared = contentLength.flatMap(Int.init)
            if let declared, declared > totalLimit {
                throw .payloadTooLarge("the request body (declared \(declared) bytes)", limit: totalLimit)
            }
            self.totalLimit = totalLimit
            collector = PartCollector(caps: caps, maxParts: maxParts, bodyLength: declared)
            parser = MultipartStreamParser(boundary: boundary)
            hasher = hashingBody ? SHA256() : nil
        }

        /// Reads the body's next chunk.
        /// - Throws: 413 `payload_too_large` (the body or a part above its limit), 400
        ///   `malformed_request` (too many parts, an unknown, repeated or unnamed part, a syntax error).
        mutating func read(_ chunk: UnsafeRawBufferPointer) throws(APIError) {
            received += chunk.count
            if received > totalLimit { throw .payloadTooLarge("the request body", limit: totalLimit) }
            hasher?.update(bufferPointer: chunk)
            do {
                try parser.parse(chunk, into: collector)
            } catch {
                // A limit broken earlier in the same chunk is the first problem, as it is when the
                // network splits the body there: the answer never depends on the chunking.
                throw syntaxFailure
            }
            if let failure = collector.failure { throw failure }
        }

        /// The error for a body whose stream failed before its end.
        func streamFailed() -> APIError { syntaxFailure }

        /// The parts, once the body has ended.
        /// - Throws: 400 `malformed_request` (no part, or one not closed), or the first problem found.
        func finish() throws(APIError) -> MultipartUpload {
            var upload = try collector.finish()
            upload.bodySHA256Hex = hasher.map { ContentDigest(bytes: Array($0.finalize())).hex }
            return upload
        }

        private var syntaxFailure: APIError {
            collector.failure ?? .malformedRequest("the multipart body does not parse", details: ["reason": "multipart_syntax"])
        }
    }

    /// The boundary of a `multipart/form-data` content type.
    private static func boundary(_ contentType: String?) throws(APIError) -> String {
        guard let contentType else {
            throw APIError(.unsupportedMediaType, "unsupported_media_type", "the body must be multipart/form-data")
        }
        let fields = contentType.split(separator: ";").map { $0.trimming(\.isHTTPWhitespace) }
        guard fields.first?.lowercased() == "multipart/form-data" else {
            throw APIError(
                .unsupportedMediaType, "unsupported_media_type", "the body must be multipart/form-data",
                details: ["content_type": String(contentType.prefix(100))])
        }
        let boundary = fields.dropFirst().first { $0.lowercased().hasPrefix("boundary=") }
            .map { String($0.dropFirst("boundary=".count).trimming { $0 == "\"" }) }
        guard let boundary, (1...70).contains(boundary.count) else {
            throw .malformedRequest("the multipart content type has no boundary (1 to 70 characters)", details: ["reason": "missing_boundary"])
        }
        return boundary
    }
}

/// Receives what the parser finds in one body; a limit broken is kept as ``failure`` and stops
/// the read at the end of the chunk. The part being received is held apart from the finished
/// ones, so that each piece is appended without a lookup.
private final class PartCollector: MultipartPartSink {
    private let caps: [String: Int]
    private let maxParts: Int
    private let bodyLength: Int?
    private var upload = MultipartUpload()
    private var headers: [String: String] = [:]
    /// The part being received, its name and byte limit; `nil` between parts.
    private var current: (name: String, cap: Int, part: MultipartUpload.Part)?
    private var started = 0
    private(set) var failure: APIError?

    init(caps: [String: Int], maxParts: Int, bodyLength: Int?) {
        self.caps = caps
        self.maxParts = maxParts
        self.bodyLength = bodyLength
    }

    func header(_ name: String, _ value: String) {
        headers[name.lowercased()] = value
    }

    func body(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if current == nil { begin() }
        // Read through `current?` only: a copy of the part would make the append copy its bytes.
        guard let cap = current?.cap, let count = current?.part.bytes.count else { return }
        guard count + bytes.count <= cap else {
            failure = .payloadTooLarge("part '\(current?.name ?? "")'", limit: cap)
            return
        }
        current?.part.bytes.append(contentsOf: bytes)
    }

    func complete() {
        guard failure == nil else { return }
        if current == nil { begin() }
        if let (name, _, part) = current { upload.parts[name] = part }
        current = nil
        headers = [:]
    }

    func finish() throws(APIError) -> MultipartUpload {
        if let failure { throw failure }
        guard started > 0 else {
            throw .malformedRequest("the multipart body holds no part", details: ["reason": "no_parts"])
        }
        if current != nil {
            throw .malformedRequest("the multipart body is truncated: a part is not closed", details: ["reason": "truncated"])
        }
        return upload
    }

    /// Starts a part from its headers: a known, new name, within its declared length.
    private func begin() {
        started += 1
        guard started <= maxParts else {
            failure = .malformedRequest("more than \(maxParts) parts", details: ["reason": "too_many_parts"])
            return
        }
        guard let name = Self.name(headers["content-disposition"]) else {
            failure = .malformedRequest("a part has no form-data name", details: ["reason": "part_unnamed"])
            return
        }
        guard let cap = caps[name] else {
            failure = .malformedRequest("unknown part '\(name.prefix(64))'", details: ["reason": "unknown_part", "part": String(name.prefix(64))])
            return
        }
        guard upload.parts[name] == nil, current?.name != name else {
            failure = .malformedRequest("part '\(name)' sent twice", details: ["reason": "repeated_part", "part": name])
            return
        }
        if let declared = headers["content-length"].flatMap(Int.init), declared > cap {
            failure = .payloadTooLarge("part '\(name)' (declared \(declared) bytes)", limit: cap)
            return
        }
        var part = MultipartUpload.Part(contentType: headers["content-type"])
        // One allocation for the part: its cap, or the whole body when that is smaller.
        part.bytes.reserveCapacity(min(cap, bodyLength ?? 0))
        current = (name, cap, part)
    }

    /// The `name` parameter of a `Content-Disposition: form-data; name="…"` header.
    private static func name(_ disposition: String?) -> String? {
        guard let disposition else { return nil }
        let fields = disposition.split(separator: ";").map { $0.trimming(\.isHTTPWhitespace) }
        guard fields.first?.lowercased() == "form-data" else { return nil }
        return fields.dropFirst().first { $0.lowercased().hasPrefix("name=") }
            .map { String($0.dropFirst("name=".count).trimming { $0 == "\"" }) }
    }
}

extension Substring {
    /// The text without the leading and trailing characters `isTrimmed` accepts: a header field's
    /// optional whitespace, a parameter's quotes (without Foundation's `CharacterSet`, which costs
    /// tens of microseconds per upload here).
    fileprivate func trimming(_ isTrimmed: (Character) -> Bool) -> Substring {
        var text = self
        while let first = text.first, isTrimmed(first) { text.removeFirst() }
        while let last = text.last, isTrimmed(last) { text.removeLast() }
        return text
    }
}

extension Character {
    /// HTTP's optional whitespace around a header's parameters: space or horizontal tab (RFC 9110 §5.6.3).
    fileprivate var isHTTPWhitespace: Bool { self == " " || self == "\t" }
}
