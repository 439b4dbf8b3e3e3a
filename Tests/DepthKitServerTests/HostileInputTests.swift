import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Hostile uploads: each gets its status and `error.code`, nothing is kept, and the service
/// answers the next request.
@Suite("depthkit serve: hostile input")
struct HostileInputTests {
    /// A broken signed upload: what to send and what must come back.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let status: HTTPResponse.Status
        let code: String
        /// Builds the body and headers from a registered app (signing them unless the case breaks that).
        let make: @Sendable (inout AppClient, CaptureUpload) throws -> (HTTPFields, [UInt8])
    }

    static func signed(_ body: [UInt8], _ app: inout AppClient, contentType: String = Multipart.contentType) throws -> (HTTPFields, [UInt8]) {
        var headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now())
        headers[.contentType] = contentType
        return (headers, body)
    }

    static let cases: [Case] = [
        Case(testDescription: "truncated multipart", status: .badRequest, code: "malformed_request") { app, capture in
            let body = try app.captureBody(capture)
            return try signed(Array(body.prefix(body.count / 2)), &app)
        },
        Case(testDescription: "no boundary", status: .badRequest, code: "malformed_request") { app, capture in
            try signed(try app.captureBody(capture), &app, contentType: "multipart/form-data")
        },
        Case(testDescription: "a part declaring 1 GiB", status: .contentTooLarge, code: "payload_too_large") { app, capture in
            var parts = capture.parts(metadata: try capture.metadata(assertion: nil))
            parts[0].extraHeaders = ["Content-Length: 1073741824"]
            return try signed(Multipart.body(parts), &app)
        },
        Case(testDescription: "a photo above 10 MiB", status: .contentTooLarge, code: "payload_too_large") { app, capture in
            var parts = capture.parts(metadata: try capture.metadata(assertion: nil))
            parts[0].bytes = [UInt8](repeating: 0xff, count: (10 << 20) + 1)
            return try signed(Multipart.body(parts), &app)
        },
        Case(testDescription: "a JSON body instead of multipart", status: .unsupportedMediaType, code: "unsupported_media_type") { app, _ in
            try signed(Array(#"{"photo":"x"}"#.utf8), &app, contentType: "application/json")
        },
        Case(testDescription: "metadata declared as text/plain", status: .unprocessableContent, code: "invalid_metadata") { app, capture in
            var parts = capture.parts(metadata: try capture.metadata(assertion: nil))
            parts[2].contentType = "text/plain"
            return try signed(Multipart.body(parts), &app)
        },
        Case(testDescription: "invalid JSON metadata", status: .unprocessableContent, code: "invalid_metadata") { app, capture in
            try signed(Multipart.body(capture.parts(metadata: Array(#"{"captured_at": "#.utf8))), &app)
        },
        Case(testDescription: "unknown metadata keys", status: .unprocessableContent, code: "invalid_metadata") { app, capture in
            try signed(try app.captureBody(capture, extra: ["exposure_hack": true]), &app)
        },
        Case(testDescription: "huge numbers in metadata", status: .unprocessableContent, code: "invalid_metadata") { app, capture in
            let metadata = try capture.metadata(assertion: nil, extra: ["depth_map_dimensions": ["width": 1e300, "height": 192]])
            return try signed(Multipart.body(capture.parts(metadata: metadata)), &app)
        },
        Case(testDescription: "a malformed capture assertion", status: .unprocessableContent, code: "invalid_assertion") { app, capture in
            let metadata = try capture.metadata(assertion: nil, extra: ["assertion": "not base64 at all!"])
            return try signed(Multipart.body(capture.parts(metadata: metadata)), &app)
        },
        Case(testDescription: "a depth map that is not one", status: .unprocessableContent, code: "invalid_depth_format") { app, capture in
            var broken = capture
            broken.depth = [0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]
            return try signed(try app.captureBody(broken), &app)
        },
        Case(testDescription: "an empty photo part", status: .unprocessableContent, code: "invalid_metadata") { app, capture in
            var parts = capture.parts(metadata: try capture.metadata(assertion: nil))
            parts[0].bytes = []
            return try signed(Multipart.body(parts), &app)
        },
        Case(testDescription: "an unknown part", status: .badRequest, code: "malformed_request") { app, capture in
            var parts = capture.parts(metadata: try capture.metadata(assertion: nil))
            parts.append(FormPart(name: "script", contentType: "text/plain", bytes: Array("x".utf8)))
            return try signed(Multipart.body(parts), &app)
        },
        Case(testDescription: "a stale timestamp", status: .unauthorized, code: "timestamp_expired") { app, capture in
            let body = try app.captureBody(capture)
            return (try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now() - 400_000), body)
        },
        Case(testDescription: "a future timestamp", status: .unauthorized, code: "timestamp_expired") { app, capture in
            let body = try app.captureBody(capture)
            return (try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now() + 120_000), body)
        },
        Case(testDescription: "a huge timestamp", status: .unauthorized, code: "timestamp_expired") { app, capture in
            let body = try app.captureBody(capture)
            var headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now())
            headers[HTTPField.Name("X-Device-Timestamp")!] = "99999999999999999999999999"
            return (headers, body)
        },
        Case(testDescription: "a signature over another body", status: .unauthorized, code: "signature_invalid") { app, capture in
            let body = try app.captureBody(capture)
            return (try app.signatureHeaders(body: body + [0], timestampMilliseconds: AppClient.now()), body)
        },
        Case(testDescription: "a signature that is not an assertion", status: .unauthorized, code: "signature_invalid") { app, capture in
            let body = try app.captureBody(capture)
            return (try app.headers(signature: Array("ed25519-signature".utf8), timestampMilliseconds: AppClient.now()), body)
        },
        Case(testDescription: "an unknown device", status: .unauthorized, code: "device_not_registered") { app, capture in
            let body = try app.captureBody(capture)
            var headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now())
            headers[HTTPField.Name("X-Device-Id")!] = UUID().uuidString
            return (headers, body)
        },
    ]

    @Test("each hostile upload gets its status and code, and the service stays up", arguments: cases)
    func hostile(_ hostile: Case) async throws {
        let fixture = try ServiceFixture(.sqlite)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let (headers, body) = try hostile.make(&app, capture)
            let response = try await client.execute(uri: "/api/v1/captures", method: .post, headers: headers, body: ByteBuffer(bytes: body))
            #expect(response.status == hostile.status, "\(String(buffer: response.body))")
            #expect(response.errorCode == hostile.code)
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
    }

    @Test("a body above 20 MB is refused from its length before its parts are read", arguments: ["/api/v1/evidence", "/api/v1/captures"])
    func bodyTooLarge(uri: String) async throws {
        let fixture = try ServiceFixture(.sqlite)
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let body = Multipart.body([FormPart(name: "depth_map", bytes: [UInt8](repeating: 1, count: 20_000_001))])
            var headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now())
            headers[.authorization] = "Bearer " + ServiceFixture.evidenceToken
            let response = try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
            #expect(response.status == .contentTooLarge)
            #expect(response.errorCode == "payload_too_large")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
    }

    @Test("a device above its rate is 429 rate_limited")
    func rateLimited() async throws {
        // The service's clock stands still (the device's follows it): the bucket does not refill
        // between the uploads however slowly a loaded machine runs them.
        let now = Date().timeIntervalSince1970
        let clock = ServiceClock(wall: { now }, monotonic: { 0 })
        let fixture = try ServiceFixture(.sqlite) {
            $0.deviceRequestsPerMinute = 2
            $0.clock = clock
        }
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            app.clock = { clock.now() }
            try await app.register(client)
            for _ in 0..<2 { #expect(try await app.upload(client, body: try app.captureBody(capture)).status == .created) }
            let limited = try await app.upload(client, body: try app.captureBody(capture))
            #expect(limited.status == .tooManyRequests)
            #expect(limited.errorCode == "rate_limited")
            #expect(limited.headers[.retryAfter] != nil)
        }
    }

    @Test("unknown routes and methods answer in the error envelope")
    func unknownRoutes() async throws {
        let fixture = try ServiceFixture(.sqlite)
        try await fixture.application().test(.router) { client in
            let missing = try await client.execute(uri: "/api/v1/nothing", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.errorCode == "not_found")
            let unknownCapture = try await client.execute(uri: "/api/v1/captures/" + UUID().uuidString, method: .get)
            #expect(unknownCapture.status == .notFound)
            #expect(unknownCapture.errorCode == "capture_not_found")
        }
    }
}
