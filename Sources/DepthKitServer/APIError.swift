import DepthKitEvidence
import Foundation
import Hummingbird

/// An error answer of the service, in the app contract's envelope:
/// `{"error": {"code", "message", "details"}}` with the contract's codes and statuses.
public struct APIError: Error, HTTPResponseError, Equatable, Sendable {
    /// The HTTP status.
    public let status: HTTPResponse.Status
    /// The stable snake_case code (`invalid_attestation`, `payload_too_large`, …).
    public let code: String
    /// What went wrong, for a person.
    public let message: String
    /// The evidence: the failed step's kind, the limit, the part, …
    public let details: [String: String]

    /// Creates an error answer.
    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String, details: [String: String] = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.details = details
    }

    /// The JSON envelope of the error.
    public var body: [UInt8] {
        let payload = Payload(error: .init(code: code, message: message, details: details))
        return (try? Self.encoder.encode(payload)).map { Array($0) } ?? Array(#"{"error":{"code":"internal","message":"","details":{}}}"#.utf8)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if let retry = details["retry_after_seconds"] { headers[.retryAfter] = retry }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    private struct Payload: Encodable {
        struct Body: Encodable {
            let code: String
            let message: String
            let details: [String: String]
        }
        let error: Body
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

extension APIError {
    /// 400 `malformed_request`: the body is not the multipart or JSON the route takes.
    static func malformedRequest(_ message: String, details: [String: String] = [:]) -> APIError {
        APIError(.badRequest, "malformed_request", message, details: details)
    }

    /// 413 `payload_too_large`: `what` is above `limit` bytes.
    static func payloadTooLarge(_ what: String, limit: Int) -> APIError {
        APIError(
            .contentTooLarge, "payload_too_large", "\(what) is larger than the \(limit)-byte limit",
            details: ["part": what, "limit_bytes": String(limit)])
    }

    /// 401 `signature_invalid` with the failed step.
    static func signatureInvalid(_ message: String, reason: String) -> APIError {
        APIError(.unauthorized, "signature_invalid", message, details: ["reason": reason, "signature_algorithm": "app_attest_assertion"])
    }

    /// 422 `invalid_metadata`.
    static func invalidMetadata(_ message: String, details: [String: String] = [:]) -> APIError {
        APIError(.unprocessableContent, "invalid_metadata", message, details: details)
    }

    /// The answer to a store failure, by its ``StoreFault``: 503 `service_unavailable` (with
    /// `Retry-After`), 507 `insufficient_storage`, or 500 `processing_failed`; `details.reason` is its kind.
    static func storageFailed(_ error: some ServiceStoreError) -> APIError {
        storeFault(error.fault, reason: error.kind)
    }

    /// The answer to a store fault whose kind is `reason`.
    static func storeFault(_ fault: StoreFault, reason: String) -> APIError {
        switch fault {
        case .unavailable:
            APIError(
                .serviceUnavailable, "service_unavailable", "the state store is unavailable; retry later",
                details: ["reason": reason, "retry_after_seconds": String(retryAfterSeconds)])
        case .insufficientStorage:
            APIError(.init(code: 507, reasonPhrase: "Insufficient Storage"), "insufficient_storage", "the state store is out of space", details: ["reason": reason])
        case .failed:
            APIError(.internalServerError, "processing_failed", "the state store failed", details: ["reason": reason])
        }
    }

    /// The `Retry-After` of a 503, in seconds.
    static let retryAfterSeconds = 2
}
